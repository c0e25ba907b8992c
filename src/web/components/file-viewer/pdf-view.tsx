/**
 * A PDF drawn with pdf.js from the fetched bytes, one page at a time on a canvas. Loaded as a
 * chunk of its own (file-viewer-dialog.tsx imports it lazily): pdf.js and its worker are large
 * and only this viewer needs them. Chromium will not run its own PDF viewer on the file route,
 * whose answer is sandboxed (CSP `sandbox`) and must stay so; drawing it here needs no such page.
 */
import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
// The worker is a script of our own origin (the page's CSP: worker-src 'self').
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useBoxSize } from './use-box-size';
import { useZoom } from './use-zoom';
import { ViewerFrame } from './viewer-frame';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Browsers refuse canvases past ~16.7 million pixels (Safari): a page is drawn under that. */
const MAX_CANVAS_PIXELS = 16_000_000;
/** The viewing area's padding, both sides (viewer-frame.tsx: p-2). */
const PADDING = 16;

interface PdfViewProps {
  blob: Blob;
  name: string;
  /** The bytes are no PDF pdf.js can draw: the dialog offers the download instead. */
  onFailed: () => void;
}

/** Pages fitted to the viewer's width at 100%; zoom, page buttons and keys in ViewerFrame. */
export default function PdfView({ blob, name, onFailed }: PdfViewProps) {
  const zoom = useZoom();
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { width } = useBoxSize(areaRef);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState<{ page: number; text: string } | null>(null);

  useEffect(() => {
    let open = true;
    // pdf.js moves the bytes to its worker, so it gets a copy of its own.
    const loading = blob
      .arrayBuffer()
      .then((buffer) => getDocument({ data: new Uint8Array(buffer), isEvalSupported: false }));
    loading
      .then((task) => task.promise)
      .then((doc) => open && setPdf(doc))
      .catch(() => open && onFailed());
    return () => {
      open = false;
      void loading.then((task) => task.destroy()).catch(() => {});
    };
  }, [blob, onFailed]);

  useEffect(() => {
    if (!pdf || width <= 0) return;
    let current = true;
    let task: RenderTask | null = null;
    void (async () => {
      const proxy = await pdf.getPage(page);
      if (!current) return;
      const natural = proxy.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      let scale = ((width - PADDING) / natural.width) * zoom.zoom;
      const pixels = natural.width * natural.height * (scale * ratio) ** 2;
      if (pixels > MAX_CANVAS_PIXELS) scale *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
      const viewport = proxy.getViewport({ scale });
      const canvas = canvasRef.current!;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = proxy.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      // The page's words, for screen readers (the canvas is a picture).
      const content = await proxy.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      if (current) setDrawn({ page, text });
    })().catch((err: unknown) => {
      if ((err as { name?: string }).name !== 'RenderingCancelledException' && current) onFailed();
    });
    return () => {
      current = false;
      task?.cancel();
    };
  }, [pdf, page, zoom.zoom, width, onFailed]);

  const pages = pdf?.numPages ?? 1;
  return (
    <ViewerFrame
      zoom={zoom}
      areaRef={areaRef}
      label={`${name}, page ${page} of ${pages}`}
      pages={{
        page,
        pages,
        previous: () => setPage((p) => Math.max(1, p - 1)),
        next: () => setPage((p) => Math.min(pages, p + 1)),
      }}
    >
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-drawn-page={drawn?.page}
        className="mx-auto block bg-white shadow-sm"
      />
      <div className="sr-only">{drawn?.text}</div>
    </ViewerFrame>
  );
}
