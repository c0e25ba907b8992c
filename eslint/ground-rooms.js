import path from 'node:path';

/**
 * The server's ground rooms (docs/architecture.md "Rooms of the server") import no feature:
 * crypto, db, http, mail, audit, settings and vault-scope are what every feature builds on, so
 * a feature that one of them imported could never again change without shaking the ground.
 * They may import each other, src/domain, the config and the context's types.
 */
export const GROUND_ROOMS = new Set([
  'crypto',
  'db',
  'http',
  'mail',
  'audit',
  'settings',
  'vault-scope',
]);
const SHARED_FILES = new Set(['config.ts', 'context.ts']);

/** The room (first folder under src/server) a path sits in, '' for a file at its top, or null. */
function roomOf(file) {
  const parts = file.split(path.sep);
  const server = parts.lastIndexOf('server');
  if (server < 1 || parts[server - 1] !== 'src') return null;
  const rest = parts.slice(server + 1);
  return rest.length > 1 ? rest[0] : '';
}

/** @type {import('eslint').Rule.RuleModule} */
const groundRooms = {
  meta: {
    type: 'problem',
    docs: { description: 'A ground room of the server never imports a feature room.' },
    schema: [],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (from === null || !GROUND_ROOMS.has(from) || /\.test\.tsx?$/.test(context.filename))
      return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = roomOf(target);
      if (to === null || GROUND_ROOMS.has(to)) return;
      if (to === '' && SHARED_FILES.has(path.basename(target).replace(/(\.js)?$/, '.ts'))) return;
      context.report({
        node,
        message: `src/server/${from} is a ground room and imports ${to ? `src/server/${to}` : source}, a feature. Move what both need into a ground room, or have the feature register a hook at start.`,
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

export default { rules: { 'ground-rooms': groundRooms } };
