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
      for (const match of text.matchAll(/\S+/g)) {
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
