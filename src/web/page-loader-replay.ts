/**
 * How the page loader (page-loader.ts) makes again what a person did before React had the page:
 * text typed, a press held back, a box ticked, an option chosen. Bundled into the loader.
 */

export type Field = (HTMLInputElement | HTMLTextAreaElement) & {
  _valueTracker?: { setValue(value: string): void };
};

/** Text fields in the page holding text typed before React had the page. */
export function typedBeforeHydration(): Field[] {
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
export function replayTyping(fields: Array<[Field, () => string]>, framesLeft = 120) {
  const waiting = fields.filter(([field, typedText]) => {
    if (!field.isConnected) return false;
    if (!field._valueTracker) return true;
    // The text as typed (a re-render since may have put the state's value back in the field),
    // then React's record of the value set back, so that the input event reads as a change.
    field.value = typedText();
    field._valueTracker.setValue(field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return false;
  });
  if (waiting.length && framesLeft > 0)
    requestAnimationFrame(() => replayTyping(waiting, framesLeft - 1));
}

/**
 * A press held back, made again as the person made it: focus (a tab is chosen when it gets focus,
 * Radix Tabs, and the held-back tap has focused it already), then the pointer going down and up
 * (a menu or a list opens as the pointer goes down, Radix DropdownMenu and Select), then the
 * click (buttons, switches and boxes act on it).
 */
export function pressAgain(element: HTMLElement) {
  element.blur();
  element.focus();
  const pointer = {
    bubbles: true,
    cancelable: true,
    button: 0,
    isPrimary: true,
    pointerType: 'mouse',
  };
  element.dispatchEvent(new PointerEvent('pointerdown', pointer));
  element.dispatchEvent(new MouseEvent('mousedown', pointer));
  element.dispatchEvent(new PointerEvent('pointerup', pointer));
  element.dispatchEvent(new MouseEvent('mouseup', pointer));
  element.click();
}

/** True once React has hydrated this element (it keeps the element's props on it). */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * The props React last rendered this element with: for a controlled field, what the component's
 * state holds (`checked`, `value`), which may differ from what the field shows when a change
 * reached the element but not the component.
 */
export function reactProps(element: Element): Record<string, unknown> {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
  return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
}

/** True when both the field and the component holding it (if any) have `value` as `prop`. */
export const holds = (element: Element, prop: 'checked' | 'value', value: unknown) =>
  (element as unknown as Record<string, unknown>)[prop] === value &&
  [undefined, value].includes(reactProps(element)[prop]);

/**
 * Runs `then` once React has every one of `elements` (or they left the page), and its effects
 * have run (a timeout after the frame), or after ~10 s of frames whatever happened.
 */
export function whenHydrated(elements: Element[], then: () => void, framesLeft = 600) {
  if (framesLeft === 0 || elements.every((el) => !el.isConnected || isHydrated(el))) {
    setTimeout(then);
    return;
  }
  requestAnimationFrame(() => whenHydrated(elements, then, framesLeft - 1));
}

/** Something made again: the element, how to make it, and whether it shows as made. */
export type Step = [Element, () => unknown, () => boolean];

/**
 * Looks again a few frames after each round: a step whose result React put back (it was made
 * while React was still finishing that part of the page) is made again, up to 20 rounds (~1-2
 * s); a step the person has changed since is theirs and left alone. Then `then`.
 */
export function makeAgainUntilKept(steps: Step[], then: () => void, roundsLeft = 20) {
  const touchedSince = new Set<EventTarget>();
  const note = (event: Event) => event.isTrusted && event.target && touchedSince.add(event.target);
  addEventListener('input', note, true);
  addEventListener('click', note, true);
  const round = (left: number) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const lost = steps.filter(
            ([element, , kept]) => element.isConnected && !touchedSince.has(element) && !kept(),
          );
          for (const [, make] of lost) make();
          if (lost.length && left > 0) return round(left - 1);
          removeEventListener('input', note, true);
          removeEventListener('click', note, true);
          then();
        }, 30),
      ),
    );
  round(roundsLeft);
}
