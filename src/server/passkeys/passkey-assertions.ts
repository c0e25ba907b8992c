import { and, eq } from 'drizzle-orm';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../context';
import { passkeys } from '../db/schema';
import { HttpError } from '../http/errors';
import { claimChallenge, type ChallengePurpose } from './challenges';
import { relyingParty } from './relying-party';

/** What each refusal says: a person (or a test) can tell them apart. */
export const PASSKEY_REFUSALS = {
  unreadable: 'This passkey answer could not be read. Please try again.',
  expired: 'This passkey request has expired or was already used. Please try again.',
  unknown: 'This passkey is not registered here. Sign in with your password.',
  otherAccount: 'That passkey belongs to another account.',
  wrongOrigin: 'This passkey answer was made for another site, so it was not accepted.',
  counter:
    "This passkey's use counter went backwards, which can mean it was copied, so it was not accepted.",
  notVerified:
    'This passkey did not check it was you (fingerprint, face or PIN), so it cannot confirm this. Use your password.',
  failed: 'This passkey could not be verified. Please try again.',
  prfMismatch: 'This passkey could not open your records. Please try again or use your password.',
} as const;

export type PasskeyRow = typeof passkeys.$inferSelect;

/** A verified assertion: whose passkey it was, and whether the authenticator verified the person. */
export interface VerifiedAssertion {
  passkey: PasskeyRow;
  userVerified: boolean;
}

function challengeOf(response: AuthenticationResponseJSON): string {
  try {
    return decodeClientDataJSON(response.response.clientDataJSON).challenge;
  } catch {
    throw new HttpError(400, PASSKEY_REFUSALS.unreadable);
  }
}

/**
 * Checks one assertion: its challenge (claimed once, of this purpose, and for this person when
 * signed in), the credential (known, and the signed-in person's own), the origin and RP ID from
 * APP_URL, the signature and the counter. The new counter is stored only if nobody moved it
 * meanwhile, so two uses of one answer cannot both pass. Throws 401/400 with PASSKEY_REFUSALS.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  purpose: ChallengePurpose,
  signedInUserId?: string,
  requireUserVerification = purpose === 'confirm',
): Promise<VerifiedAssertion> {
  const claimed = await claimChallenge(ctx.db, challengeOf(response), purpose);
  if (!claimed || (claimed.userId && claimed.userId !== signedInUserId))
    throw new HttpError(401, PASSKEY_REFUSALS.expired);
  const [passkey] = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id));
  if (!passkey) throw new HttpError(401, PASSKEY_REFUSALS.unknown);
  if (signedInUserId && passkey.userId !== signedInUserId)
    throw new HttpError(400, PASSKEY_REFUSALS.otherAccount);
  // A discoverable credential names its account; it must be the one the credential was made for.
  const handle = response.response.userHandle;
  if (handle && isoUint8Array.toUTF8String(isoBase64URL.toBuffer(handle)) !== passkey.userId)
    throw new HttpError(401, PASSKEY_REFUSALS.otherAccount);
  const { rpID, origin } = relyingParty(ctx.config);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: claimed.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/origin/i.test(message)) throw new HttpError(401, PASSKEY_REFUSALS.wrongOrigin);
    if (/counter/i.test(message)) throw new HttpError(401, PASSKEY_REFUSALS.counter);
    if (/user verification/i.test(message)) throw new HttpError(400, PASSKEY_REFUSALS.notVerified);
    throw new HttpError(401, PASSKEY_REFUSALS.failed);
  }
  if (!verified.verified) throw new HttpError(401, PASSKEY_REFUSALS.failed);
  const [moved] = await ctx.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning();
  if (!moved) throw new HttpError(401, PASSKEY_REFUSALS.counter);
  return { passkey: moved, userVerified: verified.authenticationInfo.userVerified };
}

/** The PRF output sent beside an assertion, as bytes; null when none was sent. */
export const prfBytes = (prf: string | undefined): Buffer | null =>
  prf ? Buffer.from(prf, 'base64url') : null;
