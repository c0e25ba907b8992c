/** One OFX aggregate: its elements by name, a name listed twice becoming an array. */
export type OfxNode = { [name: string]: OfxValue };
export type OfxValue = string | OfxNode | OfxValue[];

/** OFX nests about ten deep; a file nesting deeper than this is not one. */
const MAX_DEPTH = 64;

/** Thrown for a file whose tags do not make a tree (the caller names the file). */
export class OfxSyntaxError extends Error {}

interface Element {
  name: string;
  children: Element[];
  text: string;
  /** A leaf of OFX 1.x SGML: its text came and its end tag may never come. */
  hasText: boolean;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Character references and the five XML entities; anything else stays as written. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  // One pass, no nested quantifiers: linear in the text.
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** An element as ofx-js answered it: text for a leaf, else its children by name. */
function valueOf(element: Element): OfxValue {
  if (!element.children.length) return element.text;
  const node: OfxNode = {};
  for (const child of element.children) {
    const value = valueOf(child);
    const had = node[child.name];
    if (had === undefined) node[child.name] = value;
    else if (Array.isArray(had)) had.push(value);
    else node[child.name] = [had, value];
  }
  return node;
}

const isNameChar = (code: number) =>
  (code >= 48 && code <= 57) || // 0-9
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  code === 95 || // _
  code === 46 || // .
  code === 45 || // -
  code === 58; // :

/**
 * Reads the body of an OFX file, 1.x SGML (leaf elements without end tags) or 2.x XML, from its
 * <OFX> tag, into the shape ofx-js gave (`{ BANKMSGSRSV1: { STMTTRNRS: … } }`). One pass over
 * the text with a stack no deeper than MAX_DEPTH, so its time is linear in the file's length
 * whatever the file holds (ofx-js's regular expressions backtracked exponentially on some tags).
 * An end tag closes the elements above it that SGML left open; a start tag after text closes
 * that leaf. Throws OfxSyntaxError when the tags do not make a tree.
 */
export function readOfx(text: string): OfxNode | string {
  const start = text.indexOf('<OFX>');
  if (start < 0) throw new OfxSyntaxError('no <OFX> element');
  const root: Element = { name: '', children: [], text: '', hasText: false };
  const stack: Element[] = [root];
  let i = start;
  while (i < text.length) {
    const open = text.indexOf('<', i);
    const stop = open < 0 ? text.length : open;
    const between = text.slice(i, stop).trim();
    const top = stack[stack.length - 1];
    if (between && top !== root) {
      // Text after </OFX> is ignored, as ofx-js ignored it; inside, only a leaf holds text.
      if (top.children.length || top.hasText)
        throw new OfxSyntaxError('text outside a leaf element');
      top.text = decode(between);
      top.hasText = true;
    }
    if (open < 0) break;
    i = readTag(text, open, stack);
  }
  // Leaves may stay open in SGML; an aggregate (OFX itself included) must be closed.
  if (stack.some((e) => e !== root && !e.hasText))
    throw new OfxSyntaxError('an element is never closed');
  const ofx = root.children.find((e) => e.name === 'OFX');
  if (!ofx) throw new OfxSyntaxError('no <OFX> element');
  return valueOf(ofx) as OfxNode | string;
}

/** Reads the markup at `open` (a '<'), updating the stack; answers where the text goes on. */
function readTag(text: string, open: number, stack: Element[]): number {
  if (text.startsWith('<!--', open)) {
    const end = text.indexOf('-->', open + 4);
    if (end < 0) throw new OfxSyntaxError('a comment is never closed');
    return end + 3;
  }
  const close = text.indexOf('>', open + 1);
  if (close < 0) throw new OfxSyntaxError('a tag is never closed');
  const next = text[open + 1];
  if (next === '?' || next === '!') return close + 1; // <?xml …?>, <?OFX …?>, <!DOCTYPE …>
  const ending = next === '/';
  let nameEnd = open + (ending ? 2 : 1);
  while (nameEnd < close && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
  const name = text.slice(open + (ending ? 2 : 1), nameEnd);
  const rest = text.slice(nameEnd, close).trim();
  if (!name || (rest && rest !== '/')) throw new OfxSyntaxError(`a tag that is not one: ${name}`);
  if (ending) {
    // Pops the leaves SGML left open, down to the element this tag ends.
    const at = stack.findLastIndex((e) => e.name === name);
    if (at < 1) throw new OfxSyntaxError(`</${name}> ends nothing open`);
    if (stack.slice(at + 1).some((e) => !e.hasText))
      throw new OfxSyntaxError(`</${name}> ends an element that holds open ones`);
    stack.length = at;
    return close + 1;
  }
  let top = stack[stack.length - 1];
  if (top.hasText) {
    stack.pop(); // <NAME>text<NEXT>: the leaf ended where its text did
    top = stack[stack.length - 1];
  }
  const element: Element = { name, children: [], text: '', hasText: rest === '/' };
  top.children.push(element);
  if (rest !== '/') {
    if (stack.length > MAX_DEPTH) throw new OfxSyntaxError('elements nest too deep');
    stack.push(element);
  }
  return close + 1;
}
