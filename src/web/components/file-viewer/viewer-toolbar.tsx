import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '../ui/button';
import type { Zoom } from './use-zoom';

/** Page controls of a multi-page file: where the reader is and how to move. */
export interface PageControls {
  page: number;
  pages: number;
  previous: () => void;
  next: () => void;
}

/**
 * The viewer's buttons: previous and next page (PDFs), zoom out, the zoom level (pressing it
 * fits the file again) and zoom in. Each is a real button with a name, so a keyboard or a screen
 * reader drives the viewer as a mouse does; they wrap on a narrow phone.
 */
export function ViewerToolbar({ zoom, pages }: { zoom: Zoom; pages?: PageControls }) {
  return (
    <div
      role="toolbar"
      aria-label="File viewer"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      {pages ? (
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous page"
            disabled={pages.page <= 1}
            onClick={pages.previous}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="min-w-24 text-center text-sm" aria-live="polite">
            Page {pages.page} of {pages.pages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Next page"
            disabled={pages.page >= pages.pages}
            onClick={pages.next}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Zoom out"
          disabled={!zoom.canZoomOut}
          onClick={zoom.zoomOut}
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="min-w-16 px-2"
          aria-label={`Zoom ${Math.round(zoom.zoom * 100)}%, fit to the viewer`}
          onClick={zoom.fit}
        >
          {Math.round(zoom.zoom * 100)}%
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Zoom in"
          disabled={!zoom.canZoomIn}
          onClick={zoom.zoomIn}
        >
          <ZoomIn aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
