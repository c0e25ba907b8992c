import { useRef, useState } from 'react';
import { useBoxSize } from './use-box-size';
import { useZoom } from './use-zoom';
import { ViewerFrame } from './viewer-frame';

/**
 * An image from the fetched bytes, through a blob: URL of this page (the page's CSP allows
 * blob: images; the dialog makes and revokes it), fitted whole into the viewer at 100% and
 * zoomed from there.
 */
export function ImageView({ url, name }: { url: string; name: string }) {
  const zoom = useZoom();
  const areaRef = useRef<HTMLDivElement>(null);
  const box = useBoxSize(areaRef);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);

  // 16 px: the frame's padding, both sides.
  const fit = natural
    ? Math.min((box.width - 16) / natural.width, (box.height - 16) / natural.height)
    : 0;
  const width = natural && fit > 0 ? Math.round(natural.width * fit * zoom.zoom) : undefined;

  return (
    <ViewerFrame zoom={zoom} areaRef={areaRef} label={`${name}, image`}>
      <img
        src={url}
        alt={name}
        onLoad={(e) =>
          setNatural({
            width: e.currentTarget.naturalWidth || 1,
            height: e.currentTarget.naturalHeight || 1,
          })
        }
        style={width ? { width, maxWidth: 'none' } : { visibility: 'hidden' }}
        className="mx-auto block h-auto bg-white shadow-sm"
      />
    </ViewerFrame>
  );
}
