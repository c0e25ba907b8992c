import { useQuery } from '@tanstack/react-query';
import type { RecordJson } from '../../../../../domain/records/record-schema';
import { useVault, vaultCovers } from '../../../../lib/vault';
import { recordsQueryOptions } from '../../../../records/use-records';

/**
 * The planned charitable gifts, shared by the calculator and the Charitable Giving tab (one
 * cached list, the record screens' own). In a vault whose grant does not cover them, `shared`
 * is false, nothing is asked for, and there are none.
 */
export function useCharitableGifts(): { gifts: RecordJson[]; shared: boolean; pending: boolean } {
  const vault = useVault();
  const shared = vaultCovers(vault, 'charitable-gifts');
  const query = useQuery<RecordJson[]>({
    ...recordsQueryOptions('charitable-gifts'),
    enabled: shared,
  });
  return {
    gifts: shared ? (query.data ?? []) : [],
    shared,
    pending: shared && query.isPending,
  };
}
