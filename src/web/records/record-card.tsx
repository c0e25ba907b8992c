import type { ReactNode } from 'react';
import { Pencil, Star } from 'lucide-react';
import type { BadgeTone, CardView } from '../../domain/records/display';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/utils';
import { useCanWrite } from '../lib/vault';
import { useIsOffline } from '../offline/status';
import { LockedBadge, LockedNote } from './locked-record';
import { RecordAvatar } from './record-avatar';

const TONES: Record<BadgeTone, string> = {
  default: '',
  secondary: '',
  outline: '',
  success:
    'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  warning:
    'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  danger: 'border-transparent bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
  // Type badges (domain TYPE_TONES): a light tint with dark text, AA contrast in both themes.
  sky: 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  violet:
    'border-transparent bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  teal: 'border-transparent bg-teal-100 text-teal-800 dark:bg-teal-900/40 dark:text-teal-200',
  orange:
    'border-transparent bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200',
  indigo:
    'border-transparent bg-indigo-100 text-indigo-800 dark:bg-indigo-900/40 dark:text-indigo-200',
  pink: 'border-transparent bg-pink-100 text-pink-800 dark:bg-pink-900/40 dark:text-pink-200',
  lime: 'border-transparent bg-lime-100 text-lime-800 dark:bg-lime-900/40 dark:text-lime-200',
  cyan: 'border-transparent bg-cyan-100 text-cyan-800 dark:bg-cyan-900/40 dark:text-cyan-200',
};

function variantOf(tone: BadgeTone) {
  return tone === 'default' || tone === 'secondary' || tone === 'outline' ? tone : 'outline';
}

/** A Badge's variant and classes for a display tone (pages that draw their own badges). */
export function badgeToneProps(tone: BadgeTone) {
  return { variant: variantOf(tone), className: TONES[tone] };
}

/** Props of the generic record card. */
export interface RecordCardProps {
  view: CardView;
  /** Show an avatar (photo, else initials of the title). */
  avatar?: boolean;
  onEdit: () => void;
  /** The delete control (DeleteRecordButton), so its confirmation stays with it. */
  deleteButton: ReactNode;
  /** Extra actions under the lines, e.g. documents' 'View File'. */
  actions?: ReactNode;
  /**
   * The History control (RecordHistoryButton), last of the actions under the lines: a third icon
   * beside Edit and Delete left a name two short words wide ('Kim' over 'Lee') on a laptop.
   */
  history?: ReactNode;
  /** Its encrypted details cannot be opened: a 'Locked' badge and note, no Edit (Delete stays). */
  locked?: boolean;
}

/** One record as a card: avatar, title, badges, the non-empty lines, edit and delete. */
export function RecordCard({
  view,
  avatar,
  onEdit,
  deleteButton,
  actions,
  history,
  locked = false,
}: RecordCardProps) {
  const star = view.badges.find((b) => b.icon === 'star');
  const pills = view.badges.filter((b) => !b.icon);
  const offline = useIsOffline();
  const canWrite = useCanWrite();
  // Like Edit: only for who may change it, and not while its details cannot be opened.
  const historyShown = history && canWrite && !locked;
  const footer = (actions || historyShown) && (
    <div className="flex flex-wrap gap-2">
      {actions}
      {historyShown && history}
    </div>
  );
  return (
    <Card className="gap-4 transition-shadow hover:shadow-md">
      <CardHeader className="grid gap-3">
        <div className="flex items-start gap-3">
          {avatar && <RecordAvatar title={view.title} imageUrl={view.imageUrl} locked={locked} />}
          <div className="grid min-w-0 flex-1 gap-1">
            <CardTitle className="flex items-center gap-1.5 leading-snug break-words">
              {star && (
                <Star
                  role="img"
                  aria-label={star.text}
                  className="size-4 shrink-0 fill-red-500 text-red-500"
                />
              )}
              <span className="min-w-0">{view.title}</span>
            </CardTitle>
            {view.subtitle && (
              <p className="text-muted-foreground text-sm break-words">{view.subtitle}</p>
            )}
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            {/* The server cannot re-seal details it cannot open, so a locked record is not editable. */}
            {!locked && canWrite && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${view.title}`}
                disabled={offline}
                onClick={onEdit}
              >
                <Pencil />
              </Button>
            )}
            {deleteButton}
          </div>
        </div>
        {/* Full card width, so a long type badge and its neighbours share one line. */}
        {(pills.length > 0 || locked) && (
          <div className="flex flex-wrap gap-1.5">
            {locked && <LockedBadge />}
            {pills.map((b) => (
              <Badge key={b.text} variant={variantOf(b.tone)} className={TONES[b.tone]}>
                {b.text}
              </Badge>
            ))}
          </div>
        )}
      </CardHeader>
      {(view.lines.length > 0 || footer || locked) && (
        <CardContent className="grid gap-3">
          {locked && <LockedNote />}
          {view.lines.length > 0 && (
            <dl className="grid gap-1.5 text-sm">
              {view.lines.map((line, i) => (
                // A value too wide for the rest of the line goes under its label, whole.
                <div
                  key={i}
                  className={cn(line.multiline ? 'grid gap-0.5' : 'flex flex-wrap gap-x-1.5')}
                >
                  {line.label && <dt className="text-muted-foreground shrink-0">{line.label}</dt>}
                  <dd
                    className={cn(
                      'min-w-0 break-words',
                      line.strong && 'text-foreground font-semibold',
                      line.multiline && 'line-clamp-4 whitespace-pre-line',
                    )}
                  >
                    {line.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {footer}
        </CardContent>
      )}
    </Card>
  );
}
