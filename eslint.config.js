import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pageFolders from './eslint/page-folders.js';
import groundRooms from './eslint/ground-rooms.js';

/** Layer boundaries: domain imports neither side; web and server never import each other. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'tmp-shots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain Node scripts (TypeScript files get these from @types/node).
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      ['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm*'],
      'src/domain is pure: no I/O, no React, no server code.',
    ),
  },
  {
    files: ['src/server/**'],
    plugins: { kinfolio: groundRooms },
    rules: {
      ...forbid(['**/web/**', 'react', 'react-dom'], 'The server never imports the web client.'),
      // crypto, db, http, mail, audit, settings and vault-scope import no feature (eslint/ground-rooms.js).
      'kinfolio/ground-rooms': 'error',
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks, kinfolio: pageFolders },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One page folder never imports another (eslint/page-folders.js).
      'kinfolio/page-folders': 'error',
      ...forbid(
        ['**/server/**', 'fastify', 'drizzle-orm*', 'pg'],
        'The web client never imports server code.',
      ),
    },
  },
);
