import { useEffect } from 'react';
import type { TextSize } from '../../domain/auth';

/**
 * The Text size preference (Standard, Large, Larger). Every size in the app is in rem, so one
 * attribute on <html> scales all of it at once: pages, dialogs, the phone drawer, toasts.
 * styles.css maps the attribute to the root font size.
 */
export function applyTextSize(size: TextSize): void {
  if (size === 'standard') delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}

/** Keeps <html> in step with the signed-in person's text size (Standard when signed out). */
export function useApplyTextSize(size: TextSize): void {
  useEffect(() => applyTextSize(size), [size]);
}
