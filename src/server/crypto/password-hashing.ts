// The password hash's settings: auth hashes passwords with them and the vault's wrapping keys
// (vault-keys.ts) derive from passwords with them, so they live in the ground room both use.

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ~22 ms per hash on this hardware. */
export const PASSWORD_HASHING = {
  algorithm: 'argon2id',
  memoryKiB: 19456,
  passes: 2,
  lanes: 1,
} as const;
