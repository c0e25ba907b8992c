import { useCallback, useState } from 'react';

/** Zoom steps, as a share of the fitted size: 100% fits the file to the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

/** The viewer's zoom: a step of ZOOM_STEPS, changed by the buttons or + / - / 0. */
export function useZoom() {
  const [step, setStep] = useState(ZOOM_STEPS.indexOf(1));
  const zoomIn = useCallback(() => setStep((s) => Math.min(s + 1, ZOOM_STEPS.length - 1)), []);
  const zoomOut = useCallback(() => setStep((s) => Math.max(s - 1, 0)), []);
  const fit = useCallback(() => setStep(ZOOM_STEPS.indexOf(1)), []);
  /** Handles + / - / 0 typed in the viewer; true when the key was a zoom key. */
  const onKey = useCallback(
    (key: string) => {
      if (key === '+' || key === '=') zoomIn();
      else if (key === '-' || key === '_') zoomOut();
      else if (key === '0') fit();
      else return false;
      return true;
    },
    [zoomIn, zoomOut, fit],
  );
  return {
    zoom: ZOOM_STEPS[step],
    canZoomIn: step < ZOOM_STEPS.length - 1,
    canZoomOut: step > 0,
    zoomIn,
    zoomOut,
    fit,
    onKey,
  };
}

export type Zoom = ReturnType<typeof useZoom>;
