import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { apiRequest, serverMessage } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { ImageView } from './image-view';

const PdfView = lazy(() => import('./pdf-view'));

/** A stored file to show: where it is served, its name and type. */
export interface ViewedFile {
  url: string;
  name: string;
  mimeType: string;
}

/** What the dialog shows, for the file it was loaded for (another file means loading). */
type Shown = { file: ViewedFile } & (
  | { state: 'failed'; message: string }
  | { state: 'ready'; blob: Blob; url: string; drawable: boolean }
);

const isPdf = (type: string) => type === 'application/pdf';
const isImage = (type: string) => /^image\/(jpeg|png|gif)$/.test(type);
const isText = (type: string) => type === 'text/plain' || type === 'text/csv';
const isAudio = (type: string) => type === 'audio/mpeg' || type === 'audio/mp4';
const isVideo = (type: string) => type === 'video/mp4';

/** What the dialog says the file is, under its name. */
function kindWords(type: string): string {
  if (isPdf(type)) return 'PDF document';
  if (isImage(type)) return 'Image';
  if (isText(type)) return 'Text file';
  if (isAudio(type)) return 'Recorded message';
  if (isVideo(type)) return 'Recorded video message';
  return 'File';
}

/** A text file's words, read from the bytes. */
function TextView({ blob }: { blob: Blob }) {
  const [text, setText] = useState('');
  useEffect(() => void blob.text().then(setText), [blob]);
  return (
    <pre
      tabIndex={0}
      className="bg-muted min-h-0 flex-1 overflow-auto rounded-md border p-3 text-sm whitespace-pre-wrap"
    >
      {text}
    </pre>
  );
}

/**
 * Shows a stored file inside the app, never as a download: the bytes are fetched with the open
 * vault's header (so a trusted person within scope sees the owner's file), then a PDF is drawn
 * with pdf.js, an image shown from a blob: URL, a text file as text, and a recorded message (a
 * letter's MP3, M4A or MP4) played from a blob: URL (CSP: media-src blob:). Other types (Word,
 * Excel), and a PDF pdf.js cannot draw, say so; Download saves the same bytes when asked.
 */
export function FileViewerDialog({
  file,
  onOpenChange,
}: {
  file: ViewedFile | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [loaded, setLoaded] = useState<Shown | null>(null);
  const shown = loaded && loaded.file === file ? loaded : null;

  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    let url: string | null = null;
    apiRequest('GET', file.url, undefined, controller.signal)
      .then((res) => res.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob); // an image is shown from it (CSP: img-src blob:)
        const type = file.mimeType;
        const drawable =
          isPdf(type) || isImage(type) || isText(type) || isAudio(type) || isVideo(type);
        setLoaded({ file, state: 'ready', blob, url, drawable });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = serverMessage(error, 'Could not load the file.');
        setLoaded({ file, state: 'failed', message });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const pdfFailed = useCallback(
    () => setLoaded((s) => (s?.state === 'ready' ? { ...s, drawable: false } : s)),
    [],
  );

  const type = file?.mimeType ?? '';
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-1rem)] max-h-none w-[calc(100%-1rem)] max-w-none flex-col gap-3 p-3 sm:h-[calc(100dvh-4rem)] sm:max-w-4xl sm:p-6">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="leading-snug break-all">{file?.name}</DialogTitle>
          <DialogDescription>{kindWords(type)}</DialogDescription>
        </DialogHeader>
        {!shown && <Spinner label="Loading file..." className="flex-1" />}
        {shown?.state === 'failed' && (
          <p role="alert" className="text-destructive flex-1">
            {shown.message}
          </p>
        )}
        {shown?.state === 'ready' && !shown.drawable && (
          <p className="text-muted-foreground flex-1">
            This file cannot be shown here. Download it to open it on this device.
          </p>
        )}
        {shown?.state === 'ready' && shown.drawable && file && (
          <Suspense fallback={<Spinner label="Loading file..." className="flex-1" />}>
            {isPdf(type) ? (
              <PdfView blob={shown.blob} name={file.name} onFailed={pdfFailed} />
            ) : isImage(type) ? (
              <ImageView url={shown.url} name={file.name} />
            ) : isAudio(type) ? (
              <div className="flex flex-1 items-center justify-center">
                <audio
                  controls
                  src={shown.url}
                  aria-label={file.name}
                  className="w-full max-w-xl"
                />
              </div>
            ) : isVideo(type) ? (
              <video
                controls
                src={shown.url}
                aria-label={file.name}
                className="min-h-0 w-full flex-1 rounded-md bg-black"
              />
            ) : (
              <TextView blob={shown.blob} />
            )}
          </Suspense>
        )}
        {/* One row even on a phone: the file keeps the height. */}
        <DialogFooter className="flex-row justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={shown?.state !== 'ready' || !file}
            onClick={() => shown?.state === 'ready' && file && saveFile(shown.blob, file.name)}
          >
            <Download aria-hidden="true" /> Download
          </Button>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
