import { useQuery } from '@tanstack/react-query';
import type { EstateValue } from '../../../../../domain/figures/estate-value-api';

export const ESTATE_VALUE_PATH = '/api/estate-plan/estate-value';

/** The estate the tax is figured on, with its rules: refetched each time the page opens. */
export function useEstateValue() {
  return useQuery<EstateValue>({
    queryKey: [ESTATE_VALUE_PATH],
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
