/**
 * The only script a prerendered public page or a server-rendered signed-in screen loads up front
 * (scripts/prerender.mjs puts it in place of Vite's module tags; a classic `defer` script of
 * ~1 KB). On a public page it starts the application at the visitor's first tap, key press,
 * focus or typed character: reading such a page needs no script (its links are real links), and
 * on a phone's CPU evaluating and hydrating ~180 KB of script is a few hundred milliseconds in
 * which the page would not answer.
 *
 * What the visitor does before React has the page is not lost:
 * - what they type stays in the fields (React keeps an input's value when it hydrates it, and
 *   react-hook-form reads a field edited before it registered it);
 * - a button, tab or switch they press, or a form they send (Enter in a field), is held back and
 *   pressed or sent again once React is hydrating the page (main.tsx announces it with
 *   HYDRATING_EVENT; React itself replays events that arrive during hydration).
 *
 * A signed-in screen the server rendered with all its data (docs/decisions/022) waits for the
 * first touch the same way. A page shown for another path (the service worker's copy of `/`
 * offline), a page offline, or a signed-in screen the server could not complete starts the
 * application right after the first paint instead: it is the way into the application there.
 */

import { deviceNeedsTheApplication } from './device-choices';
import { HYDRATING_EVENT } from './hydrating-event';

const WIDGETS =
  'button, [role="button"], [role="switch"], [role="tab"], [role="radio"], [role="checkbox"]';
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

type Field = (HTMLInputElement | HTMLTextAreaElement) & {
  _valueTracker?: { setValue(value: string): void };
};

/** Text fields in the page holding text typed before React had the page. */
function typedBeforeHydration(): Field[] {
  return [...document.querySelectorAll<Field>('#root input, #root textarea')].filter(
    (field) => field.value !== field.defaultValue && !/^(checkbox|radio|file)$/.test(field.type),
  );
}

/**
 * React keeps text typed before it hydrated a field on screen, but a field whose value lives in
 * a component's state (the header search on a signed-in screen) never learns it: React takes the
 * typed text as the value it last saw. Once a field is hydrated (React tracks its value), it is
 * told the text changed, so its onChange runs with what is in the field. A form library that
 * reads its fields anyway (react-hook-form) gets the same value again.
 */
function replayTyping(fields: Field[], framesLeft = 120) {
  const waiting = fields.filter((field) => {
    if (!field.isConnected) return false;
    if (!field._valueTracker) return true;
    field._valueTracker.setValue(field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return false;
  });
  if (waiting.length && framesLeft > 0)
    requestAnimationFrame(() => replayTyping(waiting, framesLeft - 1));
}

function startPageLoader(script: HTMLScriptElement) {
  const { entry, preload = '', stylesheet } = script.dataset;
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
    for (const event of INTERACTIONS) removeEventListener(event, onInteraction, true);
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
  const onInteraction = (event: Event) => {
    // The browser focusing an `autofocus` field as the page opens (sign-in's username) is not
    // the visitor doing something; their first key press in it is.
    const autofocused =
      event.type === 'focusin' &&
      (event.target as Element | null)?.hasAttribute?.('autofocus') &&
      !navigator.userActivation?.hasBeenActive;
    if (!autofocused) load();
  };

  // Hold back a widget's click or a form's submission until the page is hydrated, then do it
  // again (the last one only: two quick taps on a switch that did nothing were meant as one).
  // Held back, a sign-in form never falls to the browser's own submission either.
  let heldBack: HTMLElement | null = null;
  // A box ticked or a choice made before then shows at once, as the browser does it; React may
  // not know it (a box whose state it holds), so it is made again once the page is hydrated:
  // set back, then clicked, so that the component's onChange runs with it.
  const ticked = new Map<HTMLInputElement, boolean>();
  const holdBack = (event: Event) => {
    const target = event.target as Element | null;
    if (target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)) {
      ticked.set(target, target.checked);
      return load();
    }
    const element =
      event.type === 'submit'
        ? (target as HTMLFormElement)
        : target?.closest?.<HTMLElement>(WIDGETS);
    if (!element) return; // links navigate as plain links
    event.preventDefault();
    event.stopImmediatePropagation();
    heldBack = element;
    load();
  };
  addEventListener('click', holdBack, true);
  addEventListener('submit', holdBack, true);
  // An option chosen in a select before then (a tax year): React sets the select back to its
  // state's value as it hydrates, so the choice is remembered here and made again after.
  const chosen = new Map<HTMLSelectElement, string>();
  const remember = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
  };
  addEventListener('change', remember, true);
  document.addEventListener(
    HYDRATING_EVENT,
    () => {
      removeEventListener('click', holdBack, true);
      removeEventListener('submit', holdBack, true);
      removeEventListener('change', remember, true);
      replayTyping(typedBeforeHydration());
      for (const [box, checked] of ticked) {
        if (!box.isConnected) continue;
        box.checked = !checked;
        box.click();
      }
      for (const [select, value] of chosen) {
        if (!select.isConnected) continue;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const element = heldBack;
      heldBack = null;
      if (!element?.isConnected) return;
      setTimeout(() => {
        if (element instanceof HTMLFormElement) return element.requestSubmit();
        // Focus again too: a tab is chosen when it gets focus (Radix Tabs), not by a click, and
        // the tap that was held back has focused it already.
        element.blur();
        element.focus();
        element.click();
      });
    },
    { once: true },
  );

  // A public page prerendered for this path, or a signed-in screen the server rendered with
  // all its data (docs/decisions/022): readable, and its links work, before any script runs.
  // The application starts at the first touch, key or focus, so that the phone's CPU is not
  // busy for a second evaluating and hydrating it while the person reads. A signed-in screen
  // the server could not complete (an answer it could not give) or that this device shows its
  // own way (a list's sort order; an offline copy to refresh) starts right after its first
  // paint instead: waiting for a touch, it would stay wrong or out of date until then.
  const root = document.getElementById('root')?.dataset;
  const ownPublicPage = root?.prerendered === location.pathname;
  const ownSignedInPage =
    root?.signedIn === location.pathname &&
    root.complete !== undefined &&
    !deviceNeedsTheApplication();
  if ((ownPublicPage || ownSignedInPage) && navigator.onLine) {
    for (const event of INTERACTIONS)
      addEventListener(event, onInteraction, { capture: true, passive: true });
  } else {
    // A rAF callback runs just before a frame is painted; the timeout, just after it.
    requestAnimationFrame(() => setTimeout(load));
  }
}

if (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement)
  startPageLoader(document.currentScript);
