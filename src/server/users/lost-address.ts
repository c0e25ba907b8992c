/**
 * What an account's `email` column holds once another account proved that address
 * (docs/decisions/018): `users.email` is NOT NULL and unique ignoring case, so the account keeps
 * a placeholder of its own under `.invalid`, a top-level domain reserved never to exist
 * (RFC 6761 §6.4), which no mail can reach. The mailer drops mail to such addresses; the user
 * sees no address at all and is asked for a new one.
 */
export function placeholderAddress(userId: string): string {
  return `address-taken-${userId}@kinfolio.invalid`;
}
