import { RECENTLY_DELETED_WORDS } from '../../../domain/recently-deleted';
import { DetailCard } from './detail-list';

/** "Deleted items": what Recently deleted keeps, how long, and that it stays sealed (issue 44). */
export function RecentlyDeletedSecurityCard() {
  return (
    <DetailCard
      title="Deleted items"
      description="What is kept after a delete, for how long, and how it stays protected."
      details={RECENTLY_DELETED_WORDS.map(({ label, text }) => ({ label, value: text }))}
    />
  );
}
