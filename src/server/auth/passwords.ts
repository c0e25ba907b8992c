import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASHING } from '../crypto/password-hashing';

export { PASSWORD_HASHING };

// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read).
const OPTIONS = {
  algorithm: 2,
  memoryCost: PASSWORD_HASHING.memoryKiB,
  timeCost: PASSWORD_HASHING.passes,
  parallelism: PASSWORD_HASHING.lanes,
};

/** Hashes a password as an argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown user) it still spends
 * the same time on a throwaway hash, so response timing does not reveal which usernames exist.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('kinfolio-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
