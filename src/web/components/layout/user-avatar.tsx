import { useState } from 'react';
import { userInitials, type PublicUser } from '../../../domain/user';
import { cn } from '../../lib/utils';

/** Profile picture, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  const showImage = url && url !== failedUrl;
  return (
    <span
      className={cn(
        'bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-semibold',
        className,
      )}
    >
      {showImage ? (
        <img
          src={url}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span aria-hidden="true">{userInitials(user)}</span>
      )}
    </span>
  );
}
