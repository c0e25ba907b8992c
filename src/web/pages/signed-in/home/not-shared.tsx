import { Lock } from 'lucide-react';
import { EmptyState } from '../../../components/load-states';

/** What a card says for an area the open vault's grant leaves out. */
export const NOT_SHARED_TEXT = 'Not shared with you';

/** In someone's vault, an area they did not share: said calmly, where a load error would show. */
export function NotShared() {
  return <EmptyState icon={Lock} message={NOT_SHARED_TEXT} />;
}
