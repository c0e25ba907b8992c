import type { Page } from 'playwright-core';

/**
 * Words shown split across two lines ("cricke/t", "Informatio/n") inside `selector`: each word of
 * each visible text node is measured with a Range, and a word whose pieces sit on more than one
 * line is reported with the text around it. Long unbroken strings that are not words (an email
 * address, a link, a number over 24 characters) may wrap and are left out.
 */
export function wordsSplitAcrossLines(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector);
    if (!root) return [`nothing matches ${rootSelector}`];
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility?.()) continue;
      for (const match of text.matchAll(/[^\s-]+/g)) {
        const word = match[0];
        if (word.length < 2 || word.length > 24 || /[@/:]/.test(word)) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) split.push(`"${word}" in "${text.trim().slice(0, 60)}"`);
      }
    }
    return split;
  }, selector);
}

/** How far the page is wider than its window (0 when nothing runs off the side). */
export function overflowingWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Controls inside `selector` a finger cannot reliably hit: buttons, links styled as buttons,
 * tabs, switches, radios and checkboxes whose touch area is under 44 × 44 CSS px. The touch area
 * is what answers a tap: the control's box, its ::before/::after (a pseudo-element may widen it),
 * and the <label> around or naming it (a tap on the label works the control). Measured by
 * asking the page which element is at points 22 px either side of the control's centre.
 */
export function smallTouchTargets(page: Page, selector = 'body', min = 44): Promise<string[]> {
  return page.evaluate(
    ({ rootSelector, min }) => {
      const root = document.querySelector(rootSelector);
      if (!root) return [`nothing matches ${rootSelector}`];
      const controls = root.querySelectorAll<HTMLElement>(
        'button, [data-slot="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"]',
      );
      const small: string[] = [];
      const reach = min / 2 - 1;
      for (const control of controls) {
        if (!control.checkVisibility?.({ visibilityProperty: true })) continue;
        if (control.getBoundingClientRect().width === 0) continue;
        // Measured in the middle of the window, clear of the sticky header.
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const input = control as HTMLInputElement;
        const labels = [...(input.labels ?? [])];
        const answers = (el: Element | null) =>
          !!el && (control.contains(el) || labels.some((label) => label.contains(el)));
        // Something else over the control's middle (a menu left open) is not its size.
        if (!answers(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)))
          continue;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const points: [number, number][] = [
          [cx, cy - reach],
          [cx, cy + reach],
          [cx - reach, cy],
          [cx + reach, cy],
        ];
        const missed = points.filter(([x, y]) => {
          // Past the window's edge there is nothing to tap, which is not a miss of this control.
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
          return !answers(document.elementFromPoint(x, y));
        });
        if (missed.length === 0) continue;
        const name = (
          control.getAttribute('aria-label') ||
          control.textContent ||
          labels[0]?.textContent ||
          control.outerHTML
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        small.push(`"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return small;
    },
    { rootSelector: selector, min },
  );
}
