import type { AppContext } from '../context';
import { generateDataKey, type DataKey } from '../crypto/vault-keys';
import type { UserRow } from '../db/schema';
import {
  openServerWrapped,
  openWithPassword,
  protectDataKey,
  type VaultColumns,
} from './account-vault';

/** The data key a sign-in unlocks, and what to store when the account's key had to be re-wrapped. */
export interface SignInVault {
  dataKey: DataKey;
  columns: VaultColumns | Record<string, never>;
  /** Set when a recovery key was made at this sign-in: the user must see and save it. */
  recoveryKey?: string;
}

/**
 * Opens the user's data key with the password just verified. An account from an earlier
 * version (key wrapped by the server key alone, or no key yet) gets its key wrapped under the
 * password and a new recovery key now, and the server-only copy is deleted.
 */
export async function openVaultAtSignIn(
  ctx: AppContext,
  user: UserRow,
  password: string,
): Promise<SignInVault> {
  const opened = await openWithPassword(ctx.serverKey, user.id, password, {
    passwordWrapped: user.dataKeyPasswordWrapped,
    salt: user.keyDerivationSalt,
  });
  if (opened) return { dataKey: opened, columns: {} };
  if (user.dataKeyPasswordWrapped)
    throw new Error('The password was verified but does not open the data key');
  const dataKey = openServerWrapped(ctx.serverKey, user) ?? generateDataKey();
  const { recoveryKey, columns } = await protectDataKey(ctx.serverKey, user.id, password, dataKey);
  return { dataKey, columns, recoveryKey };
}
