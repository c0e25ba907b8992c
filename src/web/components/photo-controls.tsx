import { useRef } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_MAX_MB } from '../../domain/profile-photo';
import { Button } from './ui/button';

export interface PhotoControlsProps {
  /** A file the person chose: uploaded at once by the caller. */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Remove Photo shows only while there is one. */
  hasPhoto: boolean;
  /** Either change under way: both buttons wait. */
  busy: boolean;
  uploading: boolean;
}

/**
 * Upload Photo, Remove Photo and the formats line, for Account Settings' Profile Photo and a
 * family member's Photo: one set of words and one hidden file field for both.
 */
export function PhotoControls({ onFile, onRemove, hasPhoto, busy, uploading }: PhotoControlsProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={PROFILE_PHOTO_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Photo file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file can be chosen again after an error
            if (file) onFile(file);
          }}
        />
        <Button type="button" disabled={busy} onClick={() => input.current?.click()}>
          <ImageUp />
          {uploading ? 'Uploading...' : 'Upload Photo'}
        </Button>
        {hasPhoto && (
          <Button type="button" variant="outline" disabled={busy} onClick={onRemove}>
            <Trash2 />
            Remove Photo
          </Button>
        )}
      </div>
      <p className="text-muted-foreground text-sm">
        JPG, PNG or GIF, up to {PROFILE_PHOTO_MAX_MB} MB.
      </p>
    </div>
  );
}
