import { useEffect, type RefObject } from 'react';

/**
 * What sits fixed along the bottom of the window: the documents' upload tray and, on a phone,
 * the toasts. Each one's height is kept in a CSS variable on <html> while it is shown, so that
 * the page keeps that much room below its content (styles.css: #main's bottom padding) and the
 * toasts stack above the tray (toast.tsx): what they announce can always be scrolled clear of
 * them (issue 41).
 */
export type BottomOverlay = 'tray' | 'toasts';

/** Keeps `--bottom-<name>` equal to the element's height (0 once it is gone). */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, name: BottomOverlay): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const variable = `--bottom-${name}`;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(variable, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, name]);
}
