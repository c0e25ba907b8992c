import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webauthnChallenges } from '../db/schema';

/** What a challenge may be used for: each ceremony claims only its own kind. */
export type ChallengePurpose = 'register' | 'sign-in' | 'confirm' | 'password-step';

/** A WebAuthn challenge lives this long: long enough to touch a fingerprint reader, no more. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Who a challenge is for, when known before the ceremony. */
export interface ChallengeOwner {
  userId?: string;
  credentialId?: string;
  /** For the password step: the passkey that signed in verified the person. */
  userVerified?: boolean;
}

/** A fresh random challenge (base64url), stored server-side until it is claimed or expires. */
export async function issueChallenge(
  db: Database,
  purpose: ChallengePurpose,
  owner: ChallengeOwner = {},
): Promise<string> {
  return rememberChallenge(db, randomBytes(32).toString('base64url'), purpose, owner);
}

/** Stores a challenge the WebAuthn library made (it is in the options the browser gets). */
export async function rememberChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner = {},
): Promise<string> {
  // Expired ones go as new ones are made, so the table never grows with abandoned ceremonies.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId: owner.userId ?? null,
    credentialId: owner.credentialId ?? null,
    userVerified: owner.userVerified ?? false,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Takes a live challenge of this purpose, once: the row is deleted by the same statement that
 * finds it, so two requests carrying the same answer cannot both succeed. Null when it never
 * existed, was used already or has expired.
 */
export async function claimChallenge(db: Database, challenge: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
