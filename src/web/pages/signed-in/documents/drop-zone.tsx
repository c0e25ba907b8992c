import { useEffect, useState } from 'react';
import { FileUp } from 'lucide-react';
import { dragHasFiles, droppedFiles } from './drop-checks';
import { ACCEPTS_DROPPED_FILES, DROP_ZONE_LISTENING } from '../../../page-loader-marks';

/**
 * Files dragged anywhere over the window while the Documents page is open: a full-window sign
 * says where they go, and dropping them hands them to `onFiles`. A drag of text or a link, or a
 * drop while a dialog is open (its own upload field is there), is left alone; a file dropped
 * anyway never makes the browser leave the app to show it.
 */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let depth = 0; // dragenter and dragleave fire for every element crossed
    const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]');
    const enter = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer) || dialogOpen()) return;
      depth += 1;
      setOver(true);
    };
    const overWindow = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      e.preventDefault(); // allows the drop; without it the browser would open the file
      if (e.dataTransfer) e.dataTransfer.dropEffect = dialogOpen() ? 'none' : 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (e: DragEvent) => {
      if (!dragHasFiles(e.dataTransfer)) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      const files = droppedFiles(e.dataTransfer);
      if (files.length > 0 && !dialogOpen()) onFiles(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overWindow);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    document.body.setAttribute(DROP_ZONE_LISTENING, ''); // the page loader hands drops over now
    return () => {
      document.body.removeAttribute(DROP_ZONE_LISTENING);
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overWindow);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onFiles]);

  // The mark tells the page loader that this screen takes dropped files before it has started.
  if (!over) return <span hidden {...{ [ACCEPTS_DROPPED_FILES]: '' }} />;
  return (
    <div
      aria-hidden="true"
      className="bg-background/85 pointer-events-none fixed inset-0 z-40 flex items-center justify-center p-6"
    >
      <div className="border-primary bg-card grid max-w-md justify-items-center gap-3 rounded-xl border-2 border-dashed p-10 text-center shadow-lg">
        <FileUp className="text-primary size-10" />
        <p className="text-lg font-semibold">Drop files to add them as documents</p>
        <p className="text-muted-foreground text-sm">
          Each file becomes a document; its title and type are guessed for you to check.
        </p>
      </div>
    </div>
  );
}
