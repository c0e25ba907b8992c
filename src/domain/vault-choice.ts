/**
 * Which vault a device has open (issue 28, "Landing in the right vault"): the header a tab sends,
 * the cookie a cold load falls back on, and the switcher's answers. Both sides validate with these.
 */
import { z } from 'zod';
import { vaultAccessSchema } from './trusted-people';

/**
 * The device's last choice: the owner's user id, SameSite=Strict, Path=/, Secure on https. Read
 * by the server when a request names no vault (a cold load, a download link) and by the client
 * at start; the X-Kinfolio-Vault header, when sent, always wins.
 */
export const VAULT_COOKIE = 'kinfolio_vault';

/** About 400 days, the longest a browser keeps a cookie: a choice lasts until changed. */
export const VAULT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The header value that names one's own records outright. A tab in its own records sends it, so
 * another tab's choice (the cookie) never changes what this tab reads.
 */
export const OWN_VAULT = 'own';

/** PUT /api/vaults/choice: a shared vault's owner id, or null for one's own records. */
export const vaultChoiceInputSchema = z
  .object({ ownerId: z.uuid('ownerId must be a user id').nullable() })
  .strict();

/** PUT /api/vaults/choice and POST /api/vaults/landing: the vault now open (null: one's own). */
export const vaultChoiceSchema = z.object({ vault: vaultAccessSchema.nullable() });
export type VaultChoice = z.infer<typeof vaultChoiceSchema>;

/**
 * GET /api/vaults: the switcher's list, the vaults the person can open now, by owner name, and
 * the one this request reads (null: one's own). A screen the server renders resolves `current`
 * from the device's cookie, so the page and its hydration agree on whose records they show.
 */
export const vaultListSchema = z.object({
  vaults: z.array(vaultAccessSchema),
  current: vaultAccessSchema.nullable(),
});
export type VaultList = z.infer<typeof vaultListSchema>;

/**
 * Someone else's records, by the owner's name: "Maria's records". A family never reads "vault"
 * (it meant the documents area, the account and someone else's records at once); one's own are
 * "My records" and the documents area is called Documents.
 */
export const recordsOf = (ownerName: string): string => `${ownerName}'s records`;

/** The switcher's words. */
export const VAULT_SWITCHER = {
  label: 'Whose records',
  own: 'My records',
  ownRole: 'Owner',
} as const;
