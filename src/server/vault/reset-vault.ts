import type { AppContext } from '../context';
import { generateDataKey, withPersonalKeys } from '../crypto/vault-keys';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  openServerWrapped,
  openWithRecoveryKey,
  protectDataKey,
  wrapForPassword,
  type VaultColumns,
} from './account-vault';

/** What a password reset does to the user's data key. */
export interface ResetVault {
  columns: VaultColumns;
  /** The old key could not be opened: keep it aside as locked (its rows stay, shown locked). */
  lockOldKey: boolean;
  /** A new recovery key, when the reset made a new data key: shown once. */
  recoveryKey?: string;
}

/**
 * A reset by email restores sign-in only. With the recovery key the data key is re-wrapped under
 * the new password and nothing is lost; without it the old key is set aside as locked and a fresh
 * data key (with a new recovery key) serves new entries. A recovery key that does not open the
 * account's key is refused before anything changes.
 */
export async function prepareResetVault(
  ctx: AppContext,
  user: UserRow,
  newPassword: string,
  recoveryKey: string | undefined,
): Promise<ResetVault> {
  if (recoveryKey) {
    const dataKey = openWithRecoveryKey(
      ctx.serverKey,
      user.id,
      recoveryKey,
      user.dataKeyRecoveryWrapped,
    );
    if (!dataKey)
      throw new HttpError(
        400,
        'That recovery key does not open this account. Check it against your Emergency Kit, or leave it empty.',
      );
    // A recovery wrapping from before after keys has none: a fresh one serves from now on (the
    // named readers' copies of the earlier one survive; decision 021).
    const keys = withPersonalKeys(dataKey);
    const columns = await wrapForPassword(ctx.serverKey, user.id, newPassword, keys);
    return { columns: { ...columns, dataKeyServerWrapped: null }, lockOldKey: false };
  }
  // An account from before password-wrapped keys has nothing to lose: re-wrap its key.
  const legacy = user.dataKeyPasswordWrapped ? null : openServerWrapped(ctx.serverKey, user);
  const dataKey = legacy ? withPersonalKeys(legacy) : generateDataKey();
  const fresh = await protectDataKey(ctx.serverKey, user.id, newPassword, dataKey);
  return {
    columns: fresh.columns,
    lockOldKey: Boolean(user.dataKeyPasswordWrapped),
    recoveryKey: fresh.recoveryKey,
  };
}
