import type { AppContext } from '../context';
import { generateDataKey, withPersonalKeys, type DataKey } from '../crypto/vault-keys';
import type { UserRow } from '../db/schema';
import {
  openServerWrapped,
  openWithPassword,
  protectDataKey,
  wrapForPassword,
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
  if (opened?.after && opened.pair) return { dataKey: opened, columns: {} };
  if (opened) {
    // An account from before after keys gets them now, wrapped under the password with the data
    // key; its recovery wrapping takes them at the next new recovery key (decision 021).
    const dataKey = withPersonalKeys(opened);
    return { dataKey, columns: await wrapForPassword(ctx.serverKey, user.id, password, dataKey) };
  }
  if (user.dataKeyPasswordWrapped)
    throw new Error('The password was verified but does not open the data key');
  const legacy = openServerWrapped(ctx.serverKey, user);
  const dataKey = legacy ? withPersonalKeys(legacy) : generateDataKey();
  const { recoveryKey, columns } = await protectDataKey(ctx.serverKey, user.id, password, dataKey);
  return { dataKey, columns, recoveryKey };
}
