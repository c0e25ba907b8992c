import type { Theme } from '../../domain/auth';
import { describePlan, describePlanWithoutBilling } from '../../domain/plans';
import type { PublicUser } from '../../domain/user';
import type { UserRow } from '../db/schema/core';

/** The only shape in which a user row leaves the server: no hash, key, token or Stripe id. */
export function presentUser(
  row: UserRow,
  context: {
    mustEnrolTwoFactor?: boolean;
    /** False on a server without online payment: the plan label then says there are no limits. */
    billingConfigured?: boolean;
  } = {},
  now = new Date(),
): PublicUser {
  const planOf = context.billingConfigured === false ? describePlanWithoutBilling : describePlan;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    theme: (row.theme as Theme) ?? 'system',
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    plan: planOf(
      {
        planKey: row.planKey,
        status: row.subscriptionStatus,
        trialEndsAt: row.trialEndsAt,
        currentPeriodEnd: row.currentPeriodEnd,
      },
      now,
    ),
    twoFactorEnabled: row.totpEnabledAt !== null,
    mustEnrolTwoFactor: context.mustEnrolTwoFactor === true,
  };
}
