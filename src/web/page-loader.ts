/**
 * The only script a prerendered public page or a server-rendered signed-in screen runs up front
 * (scripts/prerender.mjs writes it into the page in place of Vite's module tags, ~2 KB,
 * allowed by its hash in the Content-Security-Policy). The page is readable and its links work before any script runs; this script starts the
 * application right after the first paint, when the browser is idle, or at once when the person
 * touches the page first.
 *
 * What the person does before React has the page is not lost:
 * - what they type stays in the fields and reaches the component that holds it;
 * - a button, tab or switch they press, or a form they send (Enter in a field), is held back and
 *   pressed or sent again once React has the page (main.tsx announces it with HYDRATING_EVENT);
 * - a box ticked, an option chosen, a file chosen or dropped is made again, in the order the
 *   person did it.
 */

import { ACCEPTS_DROPPED_FILES, DROP_ZONE_LISTENING } from './page-loader-marks';
import { HYDRATING_EVENT } from './hydrating-event';
import {
  holds,
  makeAgainUntilKept,
  pressAgain,
  replayTyping,
  typedBeforeHydration,
  whenHydrated,
  type Field,
  type Step,
} from './page-loader-replay';

const WIDGETS =
  'button, [role="button"], [role="switch"], [role="tab"], [role="radio"], [role="checkbox"]';
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;
/**
 * Marks a press held back until the application has the page; its look (dimmed, a waiting
 * cursor) is set here in the loader's own style rule, since a page inlines only the rules its
 * markup used (bench/first-touch.ts times the mark as the press's acknowledgement).
 */
const HELD_BACK = 'data-held-back';

function startPageLoader(script: HTMLScriptElement) {
  const { entry, preload = '', stylesheet } = script.dataset;
  if (!entry) return;
  // The page's inline styles hold its dark palette too; the application takes the setting over.
  // A signed-in page names the person's chosen palette (`data-theme`), which outranks the OS's.
  const chosenTheme = document.documentElement.dataset.theme;
  document.documentElement.classList.toggle(
    'dark',
    chosenTheme ? chosenTheme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches,
  );

  // A reload may have the browser restore boxes and choices as they were on the page before
  // (Chrome's form restoration): shown ticked, while the application, which starts from what
  // the server drew, would act as unticked. Every box shows what the server drew until the
  // person touches it.
  for (const box of document.querySelectorAll<HTMLInputElement>(
    '#root input[type="checkbox"], #root input[type="radio"]',
  ))
    box.checked = box.defaultChecked;

  const heldLook = document.createElement('style');
  heldLook.textContent = `[${HELD_BACK}]{opacity:.6;cursor:progress}`;
  document.head.append(heldLook);

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
    // The entry's modules, fetched in parallel instead of one import after another.
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
    heldBack?.removeAttribute(HELD_BACK);
    heldBack = element;
    // Seen at once: the press was taken, and its answer is on its way.
    element.setAttribute(HELD_BACK, '');
    element.setAttribute('aria-busy', 'true');
    load();
  };
  addEventListener('click', holdBack, true);
  addEventListener('submit', holdBack, true);
  // Enter in a form's field sends the form, but not while its send button is disabled, as the
  // server renders it when the field was empty (the assistant's question): the form is kept to
  // send once the page is hydrated, with what was typed (a blank question is ignored then).
  const enterInField = (event: KeyboardEvent) => {
    const field = event.target;
    if (
      event.key === 'Enter' &&
      field instanceof HTMLInputElement &&
      field.form &&
      !/^(checkbox|radio|file|button|submit|reset|image)$/.test(field.type)
    )
      heldBack = field.form;
  };
  addEventListener('keydown', enterInField, true);
  // An option chosen in a select before then (a tax year): React sets the select back to its
  // state's value as it hydrates, so the choice is remembered here and made again after.
  const chosen = new Map<HTMLSelectElement, string>();
  // A file chosen in a file field (an import's CSV): React never heard the field change, so the
  // change is announced again; the file is still in the field.
  const filesChosen = new Set<HTMLInputElement>();
  const remember = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
    if (target instanceof HTMLInputElement && target.type === 'file') filesChosen.add(target);
  };
  addEventListener('change', remember, true);
  // The order the person typed and chose in, so it is made again in that order (a tax year
  // chosen, then an amount typed: choosing the year again last would reset the amount).
  let sequence = 0;
  const lastTouched = new Map<EventTarget, number>();
  const noteOrder = (event: Event) => {
    if (event.target) lastTouched.set(event.target, ++sequence);
  };
  addEventListener('input', noteOrder, true);
  addEventListener('change', noteOrder, true);
  // The text in each field as the person last left it (their own input events), kept until
  // every field has been made again: a field typed into while the page hydrates is made again
  // with all of its letters, not with the shorter text it held when hydration began (a
  // password typed on through it lost a letter and the sign-in failed).
  const lastTyped = new Map<EventTarget, string>();
  const noteTyping = (event: Event) => {
    const field = event.target;
    if (
      event.isTrusted &&
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    )
      lastTyped.set(field, field.value);
  };
  addEventListener('input', noteTyping, true);
  // Files dragged over a screen that takes them (Documents): the drag starts the application,
  // and a drop before it has the page is kept (the browser would otherwise leave the page to
  // show the file) and dropped again once it has.
  let dropped: File[] = [];
  const takesFiles = () => document.querySelector(`#root [${ACCEPTS_DROPPED_FILES}]`) !== null;
  const hasFiles = (event: DragEvent) => !!event.dataTransfer?.types.includes('Files');
  // Held until the drop zone listens (its effect has run), not only until React has the frame
  // or even the zone's element: a drop in between is kept and dropped again once it listens.
  const listening = () => document.body.hasAttribute(DROP_ZONE_LISTENING);
  const holdDrop = (event: DragEvent) => {
    if (!hasFiles(event) || !takesFiles() || listening()) return; // the zone's handlers take it
    event.preventDefault();
    if (event.type === 'drop') {
      dropped = Array.from(event.dataTransfer?.files ?? []);
      whenListening(dropAgain);
    }
    load();
  };
  /** Runs `then` once the drop zone listens, or after ~50 s of frames whatever happened. */
  const whenListening = (then: () => void, framesLeft = 3000): unknown =>
    listening() || framesLeft === 0
      ? setTimeout(then)
      : requestAnimationFrame(() => whenListening(then, framesLeft - 1));
  const DRAG_EVENTS = ['dragenter', 'dragover', 'drop'] as const;
  for (const type of DRAG_EVENTS) addEventListener(type, holdDrop, true);
  const dropAgain = () => {
    if (!dropped.length) return;
    const data = new DataTransfer();
    for (const file of dropped) data.items.add(file);
    dropped = []; // made once
    for (const type of DRAG_EVENTS)
      document.body.dispatchEvent(
        new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
      );
  };
  document.addEventListener(
    HYDRATING_EVENT,
    () => {
      removeEventListener('click', holdBack, true);
      removeEventListener('submit', holdBack, true);
      removeEventListener('keydown', enterInField, true);
      removeEventListener('change', remember, true);
      removeEventListener('input', noteOrder, true);
      removeEventListener('change', noteOrder, true);
      // What was typed, read now: a re-render before the replay may put the state's value back.
      const typed = typedBeforeHydration().map((field): [Field, string] => [field, field.value]);
      const element = heldBack;
      heldBack = null;
      element?.removeAttribute('aria-busy');
      // The screen's own part of the page may hydrate later than the frame around it (its code
      // arrives as a chunk of its own): each thing is made again once React has its element.
      const involved = [
        ...typed.map(([field]) => field),
        ...ticked.keys(),
        ...chosen.keys(),
        ...filesChosen,
        ...(element ? [element] : []),
      ];
      whenHydrated(involved, () => {
        // Each step with what shows it took: React may still put a field back as it finishes
        // hydrating the part around it (its props are on the element before that part is
        // committed), so a step whose result is gone a moment later is made again.
        const steps: Step[] = [
          ...typed.map(([field, text]): Step => {
            const typedText = () => lastTyped.get(field) ?? text;
            return [
              field,
              () => replayTyping([[field, typedText]]),
              () => holds(field, 'value', typedText()),
            ];
          }),
          ...[...ticked].map(([box, checked]): Step => [
            box,
            () => {
              box.checked = !checked;
              box.click();
            },
            () => holds(box, 'checked', checked),
          ]),
          ...[...chosen].map(([select, value]): Step => [
            select,
            () => {
              select.value = value;
              select.dispatchEvent(new Event('change', { bubbles: true }));
            },
            () => holds(select, 'value', value),
          ]),
          ...[...filesChosen].map((field): Step => [
            field,
            () =>
              field.files?.length && field.dispatchEvent(new Event('change', { bubbles: true })),
            () => true,
          ]),
        ];
        steps.sort(([a], [b]) => (lastTouched.get(a) ?? 0) - (lastTouched.get(b) ?? 0));
        for (const [element, step] of steps) if (element.isConnected) step();
        makeAgainUntilKept(steps, () => {
          removeEventListener('input', noteTyping, true);
          // Pressed after React has rendered what was typed and chosen: a form sends what is
          // in its fields.
          setTimeout(() => {
            element?.removeAttribute(HELD_BACK);
            if (!element?.isConnected) return;
            if (element instanceof HTMLFormElement) return element.requestSubmit();
            pressAgain(element);
          });
        });
      });
    },
    { once: true },
  );

  // Every page starts the application right after its first paint, as soon as the browser is
  // idle (docs/decisions/024), so that by the time a finger arrives, about a second later, the
  // page is live. Waiting for the first touch (decision 022's first choice) kept Lighthouse's
  // blocking time low but made that touch wait 1.7 s on a computer and 3.5 s on a phone. A
  // touch, key or focus before the browser is idle starts it at once.
  for (const event of INTERACTIONS)
    addEventListener(event, onInteraction, { capture: true, passive: true });
  // A rAF callback runs just before a frame is painted; the timeout, just after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 150 });
      else load();
    }),
  );
}

if (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement)
  startPageLoader(document.currentScript);
