import type { TextSize, Theme } from '../../domain/auth';
import { describePlan, describePlanWithoutBilling } from '../../domain/plans';
import { profilePhotoUrl } from '../../domain/profile-photo';
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
    // A taken address leaves a placeholder that means nothing to the person (lost-address.ts).
    email: row.emailTakenAt ? '' : row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // The uploaded photo, served sealed to its owner; else an address the spec's data held.
    profileImageUrl: row.profilePhotoId ? profilePhotoUrl(row.profilePhotoId) : row.profileImageUrl,
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    theme: (row.theme as Theme) ?? 'system',
    textSize: (row.textSize as TextSize) ?? 'standard',
    gettingStartedHidden: row.gettingStartedHidden,
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
    emailConfirmed: row.emailConfirmedAt !== null,
    pendingEmail: row.pendingEmail,
    emailTaken: row.emailTakenAt !== null,
  };
}
