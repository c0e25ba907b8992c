/**
 * The stylesheet rules a server-rendered signed-in screen uses (issue 32, docs/decisions/022).
 * The page carries its styles inline, so its first paint waits for no request; but the whole
 * stylesheet (~96 KB) is mostly rules for screens and states the page does not show, and on a
 * phone's CPU matching them all against the page is most of the time it is busy before it can
 * answer a touch. So each page keeps only the rules whose classes its markup holds; the whole
 * stylesheet follows when the application starts (page-loader.ts), as on the public pages.
 *
 * Built for Tailwind's output, which has no nesting: rules at the top level or inside @media,
 * @supports and @layer blocks. A rule is kept when one of its selectors names only classes
 * the page holds; a selector whose classes are all inside parentheses (`:not(.x)`, `:is(…)`)
 * or that names none (element and attribute rules, `:root`) is always kept, and so is any other
 * at-rule (@keyframes, @property, @font-face). Keeping too much costs a little; dropping a
 * rule the page needs would show it wrong, so every doubt keeps the rule.
 */

/** A parsed stylesheet: plain text to keep, rules to test, and groups holding more of them. */
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; children: Node[] };

/** Classes that are on the page's <html> element rather than in the rendered markup. */
const ALWAYS_PRESENT = ['dark'];
/** At-rules whose blocks hold rules (the rest are kept whole). */
const GROUPS = /^@(media|supports|layer|container)\b/;

/** Index of the `}` closing the block opened at `open` (a `{`), skipping strings and escapes. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
    if (i < 0) break;
  }
  throw new Error('Unbalanced stylesheet');
}

/** A selector list split at its top-level commas (not inside parentheses or after `\`). */
function selectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

/** The class names a selector needs, outside parentheses, with Tailwind's escapes undone. */
export function classesOf(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '.' && depth === 0) {
      let name = '';
      let j = i + 1;
      for (; j < selector.length; j++) {
        const d = selector[j];
        if (d === '\\') name += selector[++j];
        else if (/[\w-]/.test(d)) name += d;
        else break;
      }
      if (name) names.push(name);
      i = j - 1;
    }
  }
  return names;
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (`@layer a, b;`, `@charset`, `@import`): kept as it is.
    if (semicolon !== -1 && (open === -1 || semicolon < open)) {
      nodes.push({ kind: 'text', text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open).trim();
    if (GROUPS.test(prelude)) {
      nodes.push({ kind: 'group', open: prelude, children: parse(css.slice(open + 1, close)) });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'text', text: css.slice(i, close + 1) });
    } else {
      const needs = selectors(prelude).map(classesOf);
      const text = css.slice(i, close + 1);
      nodes.push(
        needs.some((n) => n.length === 0) ? { kind: 'text', text } : { kind: 'rule', text, needs },
      );
    }
    i = close + 1;
  }
  return nodes;
}

function keep(nodes: Node[], present: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'rule') {
      if (node.needs.some((names) => names.every((name) => present.has(name)))) out += node.text;
    } else {
      const inner = keep(node.children, present);
      // An empty @layer block still fixes the layers' order: keep it; others go when empty.
      if (inner || node.open.startsWith('@layer')) out += `${node.open}{${inner}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
};

/** The class names in rendered markup (React escapes `&`, quotes and `<` in attributes). */
export function classesInMarkup(html: string): Set<string> {
  const present = new Set(ALWAYS_PRESENT);
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]);
    for (const name of decoded.split(/\s+/)) if (name) present.add(name);
  }
  return present;
}

/** Parses `css` once; the function it returns gives the rules one page's markup uses. */
export function usedCss(css: string): (html: string) => string {
  // Comments first: the licence banner before `@layer` would read as a selector.
  const nodes = parse(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return (html) => keep(nodes, classesInMarkup(html));
}
