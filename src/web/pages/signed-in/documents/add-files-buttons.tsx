import { useRef, type ChangeEvent } from 'react';
import { Camera, FileUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DOCUMENT_UPLOAD_ACCEPT } from './document-file-field';

/**
 * "Add Files": several files picked at once, each becoming a document (like a drop). "Take
 * Photo", on touch screens: the camera opens straight away (`capture`), and a photo of a paper
 * becomes a document too. JPEG is asked for, so a phone that shoots HEIC hands over a JPEG.
 */
export function AddFilesButtons({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again fires a change too
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        ref={pickRef}
        type="file"
        multiple
        accept={DOCUMENT_UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Add files as documents"
        onChange={chosen}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/jpeg"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Take a photo of a document"
        onChange={chosen}
      />
      <Button
        type="button"
        variant="outline"
        disabled={disabled}
        onClick={() => pickRef.current?.click()}
      >
        <FileUp aria-hidden="true" /> Add Files
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={disabled}
        className="hidden pointer-coarse:inline-flex"
        onClick={() => cameraRef.current?.click()}
      >
        <Camera aria-hidden="true" /> Take Photo
      </Button>
    </>
  );
}
