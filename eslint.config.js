import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pageFolders from './eslint/page-folders.js';
import groundRooms from './eslint/ground-rooms.js';

/** Layer boundaries: domain imports neither side; web and server never import each other. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const SERVER_NOT_WEB = {
  group: ['**/web/**', 'react', 'react-dom'],
  message: 'The server never imports the web client.',
};
/** Packages the server loads only when a path needs them (issue 33's memory budget). */
const LOADED_ON_FIRST_USE = ['pdfkit', 'stripe', '@aws-sdk/client-s3', '@aws-sdk/lib-storage'];

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_NOT_WEB],
          // Packages only some servers use, kept out of the start (src/server/load-on-first-use.ts).
          paths: LOADED_ON_FIRST_USE.map((name) => ({
            name,
            allowTypeImports: true,
            message: `${name} is loaded on first use: import its types only, and the package with loadOnFirstUse (src/server/load-on-first-use.ts).`,
          })),
        },
      ],
      // crypto, db, http, mail, audit, settings and vault-scope import no feature (eslint/ground-rooms.js).
      'kinfolio/ground-rooms': 'error',
    },
  },
  {
    // Tests and their helpers may load those packages as they like: no server start to keep small.
    files: ['src/server/**/*.test.ts', 'src/server/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB] }] },
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
