import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { Passkey, PasskeyAssertion } from '../../domain/passkeys';
import { apiRequest, readJson } from './api';

/**
 * The browser's side of passkeys (docs/decisions/031). The server's options carry the PRF salt
 * as base64url (JSON holds no bytes): it becomes bytes here, and the authenticator's PRF output
 * is taken out of the answer and sent once, beside it, as base64url.
 */

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();
export const passkeyAutofillSupported = () => browserSupportsWebAuthnAutofill();

type Options = Record<string, unknown>;
type PrfInput = { prf?: { eval?: { first?: string | Uint8Array } } };

function fromBase64url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The options with the PRF salt as bytes, as the browser's WebAuthn call wants it. */
function withPrfBytes<T>(options: Options): T {
  const extensions = options.extensions as PrfInput | undefined;
  const first = extensions?.prf?.eval?.first;
  if (typeof first !== 'string') return options as T;
  return {
    ...options,
    extensions: { ...extensions, prf: { eval: { first: fromBase64url(first) } } },
  } as T;
}

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: ArrayBuffer | Uint8Array } } };

/** Takes the PRF output out of an answer (it is sent on its own) and says what PRF did. */
function takePrf(answer: { clientExtensionResults: unknown }) {
  const results = answer.clientExtensionResults as PrfResults;
  const first = results.prf?.results?.first;
  const enabled = Boolean(results.prf?.enabled) || Boolean(first);
  delete results.prf;
  return { prf: first ? toBase64url(first) : undefined, enabled };
}

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiRequest('POST', url, body));
}

/** One assertion with this browser's passkeys: its answer and PRF output, for the server. */
async function assertWith(options: Options, autofill = false): Promise<PasskeyAssertion> {
  const response = await startAuthentication({
    optionsJSON: withPrfBytes<PublicKeyCredentialRequestOptionsJSON>(options),
    useBrowserAutofill: autofill,
  });
  const { prf } = takePrf(response);
  return { response: response as unknown as PasskeyAssertion['response'], prf };
}

/**
 * Adds a passkey: the password (and code) first, then the authenticator makes the credential.
 * A security key that could not evaluate PRF while creating it is asked once more, so that the
 * passkey can open the records from its first sign-in.
 */
export async function addPasskey(answers: { name: string; password: string; code?: string }) {
  const { options } = await postJson<{ options: Options }>('/api/passkeys/registration-options', {
    password: answers.password,
    code: answers.code || undefined,
  });
  const created = await startRegistration({
    optionsJSON: withPrfBytes<PublicKeyCredentialCreationOptionsJSON>(options),
  });
  const { prf, enabled } = takePrf(created);
  const passkey = await postJson<Passkey>('/api/passkeys', {
    name: answers.name,
    response: created,
    prf,
  });
  if (!prf && enabled) {
    const follow = await postJson<{ options: Options }>('/api/passkeys/assertion-options', {
      passkeyId: passkey.id,
    });
    const assertion = await assertWith(follow.options);
    await apiRequest('POST', `/api/passkeys/${passkey.id}/prf`, assertion);
  }
  return passkey;
}

/** A passkey sign-in's first answer: the user, or the password asked once (and why). */
export type PasskeySignIn =
  | { passwordNeeded: true; ticket: string; reason: string; prf?: string }
  | ({ passwordNeeded?: undefined } & Record<string, unknown>);

/**
 * Signs in with a passkey. `autofill`: the browser's own suggestion in the username field
 * (conditional mediation), waiting until the person picks one. `claim`: asked before the
 * assertion is sent; false drops it (a page's one sign-in is already under way). The PRF output is kept with a
 * "password once" answer, so that the password step can renew the passkey's wrapping.
 */
export async function signInWithPasskey(
  autofill = false,
  claim: () => boolean = () => true,
): Promise<PasskeySignIn> {
  const { options } = await postJson<{ options: Options }>('/api/passkeys/sign-in-options');
  const assertion = await assertWith(options, autofill);
  // Another sign-in of this page got there first: this one is dropped, unsent (AbortError).
  if (!claim()) throw new DOMException('Another sign-in is under way', 'AbortError');
  const answer = await postJson<PasskeySignIn>('/api/passkeys/sign-in', assertion);
  return answer.passwordNeeded ? { ...answer, prf: assertion.prf } : answer;
}

/** Stops a waiting autofill request (the person chose the form or another button). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();

/** The `passkey` answer of a sensitive step: an assertion that verified the person. */
export async function confirmWithPasskey(): Promise<{ passkey: PasskeyAssertion }> {
  const { options } = await postJson<{ options: Options }>('/api/passkeys/assertion-options', {});
  const { response } = await assertWith(options);
  return { passkey: { response } };
}
