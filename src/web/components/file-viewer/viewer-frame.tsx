import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { Zoom } from './use-zoom';
import { ViewerToolbar, type PageControls } from './viewer-toolbar';

/**
 * The toolbar above a scrolling area that shows the file. The area takes the keyboard focus
 * (Tab), so it scrolls with the arrow keys like a page; there + / - / 0 zoom, and Page Up /
 * Page Down (or ← / → when nothing scrolls sideways) turn a PDF's pages.
 */
export function ViewerFrame({
  zoom,
  pages,
  areaRef,
  label,
  children,
}: {
  zoom: Zoom;
  pages?: PageControls;
  areaRef: RefObject<HTMLDivElement | null>;
  label: string;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (zoom.onKey(event.key)) return event.preventDefault();
    if (!pages) return;
    const area = event.currentTarget;
    const sideways = area.scrollWidth > area.clientWidth;
    const atTop = area.scrollTop <= 0;
    const atBottom = area.scrollTop + area.clientHeight >= area.scrollHeight - 1;
    if ((event.key === 'PageDown' && atBottom) || (event.key === 'ArrowRight' && !sideways)) {
      pages.next();
      area.scrollTop = 0;
    } else if ((event.key === 'PageUp' && atTop) || (event.key === 'ArrowLeft' && !sideways)) {
      pages.previous();
    } else return;
    event.preventDefault();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <ViewerToolbar zoom={zoom} pages={pages} />
      <div
        ref={areaRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="bg-muted focus-visible:ring-ring/50 min-h-0 flex-1 overflow-auto rounded-md border p-2 outline-none focus-visible:ring-[3px]"
      >
        {children}
      </div>
    </div>
  );
}
