// Two rules of the layout that ESLint does not check (docs/architecture.md): no circle of imports
// anywhere in src (type-only imports count: a circle of types is still two files that cannot be
// read apart), and no source file over 400 lines. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '..', 'src');

const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
})(root);
const known = new Set(files);

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.join(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (known.has(candidate)) return candidate;
  return null;
}

const problems = [];
const graph = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES)
    problems.push(
      `src/${path.relative(root, file)} has ${lines} lines (at most ${MAX_LINES}): split it`,
    );
  const targets = new Set();
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g))
    targets.add(resolve(file, m[1]));
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    targets.add(resolve(file, m[1]));
  targets.delete(null);
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: each component of two or more files is a circle.
let counter = 0;
const stack = [];
const onStack = new Set();
const index = new Map();
const low = new Map();
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v)) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const circle = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    circle.push(`src/${path.relative(root, w)}`);
  } while (w !== v);
  if (circle.length > 1) problems.push(`import circle: ${circle.sort().join(' <-> ')}`);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `structure: ${files.length} source files, no import circle, none over ${MAX_LINES} lines`,
);
