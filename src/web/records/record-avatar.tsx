import { useState } from 'react';
import { Lock } from 'lucide-react';
import { initials } from '../../domain/format';
import { cn } from '../lib/utils';

/**
 * A record's avatar (family members): its photo, else the initials of its title, also when the
 * photo fails to load (part 1 §2: "profile image or initials"); a lock for a locked record.
 */
export function RecordAvatar({
  title,
  imageUrl,
  locked = false,
  className,
}: {
  title: string;
  imageUrl?: string | null;
  locked?: boolean;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const round = cn('flex size-12 shrink-0 items-center justify-center rounded-full', className);
  if (locked) {
    return (
      <span aria-hidden="true" className={cn('bg-muted text-muted-foreground', round)}>
        <Lock className="size-5" />
      </span>
    );
  }
  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        referrerPolicy="no-referrer"
        className={cn('object-cover', round)}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('bg-primary/10 text-primary text-base font-semibold', round)}
    >
      {initials(title)}
    </span>
  );
}
