import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ROLE_INFO, type TrustedRole } from '../../domain/trusted-people';
import type { BinderPerson } from '../../domain/reports/emergency-page';
import type { Database } from '../db/client';
import { trustedGrants } from '../db/schema';
import { displayName, usersById } from '../trusted-people/grant-store';

/** Grants the owner has confirmed: the people they checked, whatever their access today. */
const CONFIRMED = ['confirmed', 'requested', 'approved'];

/**
 * The owner's trusted people for the binder's "who to call": name, role and the address of
 * their account (users keep no phone; page one looks for one among the family members). A
 * trusted person's binder (`forTrusted`) names only the executors, by name, with no address
 * (decision 023): nothing about viewers or editors, nor anyone's email.
 */
export async function binderPeople(
  db: Database,
  ownerId: string,
  forTrusted = false,
): Promise<BinderPerson[]> {
  const grants = await db
    .select()
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, ownerId),
        inArray(trustedGrants.state, CONFIRMED),
        isNotNull(trustedGrants.granteeId),
        forTrusted ? eq(trustedGrants.role, 'executor') : undefined,
      ),
    );
  const people = await usersById(
    db,
    grants.map((g) => g.granteeId),
  );
  return grants.flatMap((g) => {
    const user = people.get(g.granteeId!);
    if (!user) return [];
    return [
      {
        name: displayName(user),
        role: ROLE_INFO[g.role as TrustedRole]?.label ?? g.role,
        email: forTrusted ? '' : user.email,
      },
    ];
  });
}
