import path from 'node:path';

/**
 * Page folders stay apart (docs/architecture.md "The web client"). Under src/web/pages:
 * - an area (admin/, public/, security/, signed-in/, and the loose pages beside them) never
 *   imports another area;
 * - a folder inside an area (signed-in/home/, public/landing/, ...) never imports a sibling
 *   folder; the area's page files (home-page.tsx, ...) compose from any folder of their area;
 * - code outside pages/ (components, lib, records, offline) never imports a page; only the route
 *   tables do.
 * What two places share goes to src/web/components or src/web/lib.
 */

const ROUTE_TABLES = new Set(['routes.tsx', 'signed-in-routes.tsx', 'signed-out-fallback.tsx']);

/** Where a file sits under src/web: outside pages, or its area and folder inside pages/. */
function placeOf(file) {
  const parts = file.split(path.sep);
  const web = parts.lastIndexOf('web');
  if (web < 1 || parts[web - 1] !== 'src') return null;
  const rest = parts.slice(web + 1);
  if (rest[0] !== 'pages') return { outside: true, name: rest.join('/') };
  const inPages = rest.slice(1);
  // Loose files in pages/ (maintenance-page.tsx) form one area of their own.
  const area = inPages.length > 1 ? inPages[0] : '';
  const folder = inPages.length > 2 ? inPages[1] : null;
  return { outside: false, area, folder };
}

const describe = (p) => `pages/${[p.area, p.folder].filter(Boolean).join('/') || '(loose pages)'}`;

/** @type {import('eslint').Rule.RuleModule} */
const pageFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'A page folder never imports another page folder.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.outside) return;
      let problem = null;
      if (from.outside) {
        if (!ROUTE_TABLES.has(from.name))
          problem = `src/web/${from.name} imports ${describe(to)}: only the route tables import pages.`;
      } else if (from.area !== to.area) {
        problem = `${describe(from)} imports ${describe(to)}: areas of pages never import each other.`;
      } else if (from.folder && to.folder && from.folder !== to.folder) {
        problem = `${describe(from)} imports ${describe(to)}: page folders never import each other.`;
      }
      if (problem)
        context.report({
          node,
          message: `${problem} Move what both use to src/web/components or src/web/lib.`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'page-folders': pageFolders } };
