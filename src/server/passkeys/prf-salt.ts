import type { AuthenticationExtensionsClientInputs } from '@simplewebauthn/server';
import { PASSKEY_PRF_SALT_TEXT } from '../../domain/passkeys';

/**
 * The PRF extension's input in the options sent to the browser: the one site-wide salt, as
 * base64url (JSON holds no bytes; the browser turns it back into bytes before asking the
 * authenticator: web/lib/passkeys.ts).
 */
export function prfOptions(): AuthenticationExtensionsClientInputs {
  const first = Buffer.from(PASSKEY_PRF_SALT_TEXT, 'utf8').toString('base64url');
  return { prf: { eval: { first } } } as unknown as AuthenticationExtensionsClientInputs;
}
