import { z } from 'zod';
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from './auth';
import { SUBSCRIPTION_STATUSES, type PlanStatus } from './plans';

/** The signed-in user as every API answer shows it: never a password hash, key or token. */
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isActive: boolean;
  theme: Theme;
  /** Text size of the signed-in app (Preferences). */
  textSize: TextSize;
  /** The home's "Getting started" card is hidden (Preferences brings it back). */
  gettingStartedHidden: boolean;
  createdAt: string;
  lastLogin: string | null;
  plan: PlanStatus;
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled: boolean;
  /** The admin requires two-factor sign-in and this user must enrol before reaching data. */
  mustEnrolTwoFactor: boolean;
  /** `email` was proven by opening a link mailed to it (domain/verified-addresses.ts). */
  emailConfirmed: boolean;
  /** A new address waiting for its link to be opened; `email` stays until then. */
  pendingEmail: string | null;
  /** Another account proved this account's unconfirmed address: `email` is '' until a new one. */
  emailTaken: boolean;
}

/** Avatar initials: first letters of first and last name, uppercase; 'U' when neither is known. */
export function userInitials(user: Pick<PublicUser, 'firstName' | 'lastName'> | null): string {
  const letters = [user?.firstName, user?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}

/**
 * True until the person first comes back: the account was made at its last sign-in (sign-up
 * signs in, with the same moment), or it has never signed in. The home then greets a first visit, not "Welcome back".
 */
export function isFirstVisit(user: Pick<PublicUser, 'createdAt' | 'lastLogin'>): boolean {
  if (!user.lastLogin) return true;
  // Sign-up writes both from one clock reading; every later sign-in moves lastLogin on.
  return Date.parse(user.lastLogin) === Date.parse(user.createdAt);
}

/** Full name for menus; 'User' when the account has no name. */
export function userDisplayName(user: Pick<PublicUser, 'firstName' | 'lastName'> | null): string {
  const name = [user?.firstName, user?.lastName].filter((p) => p && p.trim()).join(' ');
  return name || 'User';
}

/** Response schema for PublicUser: anything not listed here is stripped before it leaves. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  theme: z.enum(THEMES),
  textSize: z.enum(TEXT_SIZES),
  gettingStartedHidden: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  plan: z.object({
    planKey: z.string().nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    label: z.string(),
  }),
  twoFactorEnabled: z.boolean(),
  mustEnrolTwoFactor: z.boolean(),
  emailConfirmed: z.boolean(),
  pendingEmail: z.string().nullable(),
  emailTaken: z.boolean(),
});

// Compile-time check that the schema and the interface describe the same shape.
export type _PublicUserMatches = z.infer<typeof publicUserSchema> extends PublicUser ? true : never;
