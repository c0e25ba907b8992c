import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { RECENTLY_DELETED_PATH, RECENTLY_DELETED_WORDS } from '../../../../domain/recently-deleted';
import { Card, CardContent } from '../../../components/ui/card';

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

/** The guide's "Deleted items" section: the Security Centre's words, and where the list is. */
export function RecentlyDeletedGuide() {
  return (
    <Card>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          {RECENTLY_DELETED_WORDS.map(({ label, text }) => (
            <div key={label} className="grid content-start gap-1">
              <dt className="flex items-center gap-2 text-sm font-semibold">
                <RotateCcw aria-hidden="true" className="text-primary size-4" />
                {label}
              </dt>
              <dd className="text-muted-foreground text-sm">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          Open{' '}
          <Link to={RECENTLY_DELETED_PATH} className={linkClass}>
            Recently deleted
          </Link>{' '}
          from the account menu.
        </p>
      </CardContent>
    </Card>
  );
}
