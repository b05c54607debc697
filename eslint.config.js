import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

/**
 * The shared layer (code both the browser and the server import): the files listed in
 * tsconfig.shared.json, which type-checks them without DOM or Node types. The same globs
 * drive the import rules below.
 */
const shared = JSON.parse(readFileSync(new URL('./tsconfig.shared.json', import.meta.url), 'utf8'));
const sharedFiles = shared.include;
/** Any shared file as the end of an import path ('resources/*\/declaration.ts' → 'resources/[^/]+/declaration'). */
const sharedPath = `(?:${sharedFiles.map((glob) => glob.replace(/\.ts$/, '').replace(/\*/g, '[^/]*')).join('|')})`;

const BROWSER_ONLY = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-admin', 'ra-*', '@mui/*', 'react-router', 'react-router-dom', '@tanstack/*', 'react-hook-form', '@hookform/*', 'recharts', 'jspdf'],
  message: 'Código solo del navegador: no pertenece a la capa compartida (tsconfig.shared.json).',
};
const BROWSER_FILES = {
  regex: String.raw`(?:^|/)(?:src|dataProvider|i18n)(?:/|$)|(?:^|/)authProvider(?:/index)?$|/views/`,
  message: BROWSER_ONLY.message,
};
const SERVER_ONLY = {
  group: ['node:*', 'fastify', '@fastify/*', 'fastify-*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'argon2', 'exceljs', 'jsonwebtoken'],
  message: 'Código solo del servidor: no pertenece a la capa compartida (tsconfig.shared.json).',
};
const ENGINE_IMPORTS_NO_RESOURCE = 'El motor no importa el código de un recurso: los recursos le entregan sus pantallas (CustomViewsProvider).';
const SERVER_FILES = { regex: String.raw`(?:^|/)server/(?!catalogues/[^/]+$)`, message: SERVER_ONLY.message };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'server/db/migrations', 'coverage', '.tmp', 'server/db/generated'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The shared layer: neither browser-only nor server-only code.
    files: sharedFiles,
    ignores: shared.exclude ?? [],
    rules: { 'no-restricted-imports': ['error', { patterns: [BROWSER_ONLY, BROWSER_FILES, SERVER_ONLY, SERVER_FILES] }] },
  },
  {
    // The server reaches resources/ only through the shared layer, and never browser code.
    files: ['server/**/*.ts'],
    ignores: sharedFiles,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: String.raw`^(?!(?:\.\./)+${sharedPath}$).*(?:^|/)resources/`, message: 'El servidor solo importa la capa compartida de resources/ (tsconfig.shared.json).' },
          BROWSER_ONLY,
          BROWSER_FILES,
        ],
      }],
    },
  },
  {
    // The server's engine serves any declaration: no single resource's code.
    files: ['server/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: String.raw`(?:^|/)resources/(?!engine/[^/]+$|registry$)`, message: 'El motor del servidor no importa el código de un recurso: solo resources/engine/ y resources/registry.' },
        ],
      }],
    },
  },
  {
    // The browser's engine serves any declaration too: the resources hand it their own screens
    // (CustomViewsProvider), it imports none of them. The one exception is the officer's shared
    // widgets (picker, badge colours, formats): the officer is the platform table every resource may reference.
    files: ['resources/engine/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`^\.\./(?!\.\./|engine/|officers/shared/)`, message: ENGINE_IMPORTS_NO_RESOURCE }] }] },
  },
  {
    files: ['resources/engine/views/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`^\.\./\.\./(?!\.\./|engine/|officers/shared/)`, message: ENGINE_IMPORTS_NO_RESOURCE }] }] },
  },
  {
    // Lower layers take the declarations as a parameter (src/providers.ts passes them).
    files: ['dataProvider/**/*.ts', 'i18n/**/*.ts', 'authProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: String.raw`(?:^|/)resources/registry$|(?:^|/)src/`, message: 'Recibe las declaraciones como parámetro (src/providers.ts); no importa el registro ni la aplicación.' }],
      }],
    },
  },
);
