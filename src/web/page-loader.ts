/**
 * The only script a prerendered public page loads up front (scripts/prerender.mjs puts it in
 * place of Vite's module tags; a classic `defer` script of ~1 KB). It starts the application
 * later than the HTML would:
 *
 * - `data-start="paint"` (sign-in, where people type at once; the Security Center, whose facts
 *   come from the server): right after the first paint. The page is on screen before ~100 KB of
 *   script competes with it for a phone's connection and CPU.
 * - `data-start="interaction"` (pages only to read: landing, pricing, about): at the first tap,
 *   key press or focus. Reading such a page needs no script at all; its links are real links.
 *
 * A button pressed before the application has taken over the page would do nothing: its click is
 * held back and pressed again once React is hydrating the page (main.tsx announces it with
 * HYDRATING_EVENT; React itself replays events that arrive during hydration).
 */

import { HYDRATING_EVENT } from './hydrating-event';

const WIDGETS =
  'button, [role="button"], [role="switch"], [role="tab"], [role="radio"], [role="checkbox"]';
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function startPageLoader(script: HTMLScriptElement) {
  const { entry, preload = '', stylesheet, start } = script.dataset;
  if (!entry) return;
  // The page's inline styles hold its dark palette too; the application takes the setting over.
  document.documentElement.classList.toggle(
    'dark',
    matchMedia('(prefers-color-scheme: dark)').matches,
  );

  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const event of INTERACTIONS) removeEventListener(event, load, true);
    // The whole stylesheet: the page inlines only the rules its prerendered HTML uses.
    if (stylesheet) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      document.head.append(link);
    }
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  };

  // Hold back a widget's click until the page is hydrated, then press it again (the last one
  // only: two quick taps on a switch that did nothing were meant as one).
  let heldBack: HTMLElement | null = null;
  const holdClick = (event: MouseEvent) => {
    const widget = (event.target as Element | null)?.closest?.<HTMLElement>(WIDGETS);
    if (!widget) return; // links navigate as plain links
    event.preventDefault();
    event.stopImmediatePropagation();
    heldBack = widget;
    load();
  };
  addEventListener('click', holdClick, true);
  document.addEventListener(
    HYDRATING_EVENT,
    () => {
      removeEventListener('click', holdClick, true);
      const widget = heldBack;
      heldBack = null;
      // Focus again too: a tab is chosen when it gets focus (Radix Tabs), not by a click, and
      // the tap that was held back has focused it already.
      if (widget?.isConnected)
        setTimeout(() => {
          widget.blur();
          widget.focus();
          widget.click();
        });
    },
    { once: true },
  );

  // The service worker answers a navigation it cannot fetch with the cached `/`: that copy, shown
  // for another path or offline, is no page to read but the way into the application.
  const ownPage = document.getElementById('root')?.dataset.prerendered === location.pathname;
  if (start === 'interaction' && ownPage && navigator.onLine) {
    for (const event of INTERACTIONS)
      addEventListener(event, load, { capture: true, passive: true });
  } else {
    // A rAF callback runs just before a frame is painted; the timeout, just after it.
    requestAnimationFrame(() => setTimeout(load));
  }
}

if (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement)
  startPageLoader(document.currentScript);
