// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer boundaries (see STYLE.md): each area may import only what this table allows. */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['**/server/*', '!**/server/contract', '**/server/!(contract)/**'],
          message: 'The renderer imports server/contract only.',
        },
        { group: ['electron', 'node:*', '**/main/**'], message: 'The renderer runs in a browser.' },
      ]),
    },
  },
  {
    // The renderer's build (Vite and its plugins) runs in Node.
    files: ['renderer/build/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      {
        group: ['electron', '**/main/**', '**/renderer/**', '**/preload/**'],
        message: 'The server never imports the shell or the renderer.',
      },
    ]),
  },
  {
    files: ['server/contract/**/*.ts'],
    rules: restrict([
      {
        group: ['node:*', '**/http/**', '**/services/**', '**/db/**', 'express', 'kysely'],
        message: 'The contract is shared with the renderer: no Node imports.',
      },
    ]),
  },
  {
    files: ['server/services/**/*.ts'],
    rules: {
      ...restrict([
        { group: ['**/http/**', 'express'], message: 'Services know nothing of HTTP.' },
      ]),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Services leave SQL to the repos (server/db/repos).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom)$/]',
          message: 'Services leave SQL to the repos (server/db/repos).',
        },
      ],
    },
  },
  {
    files: ['server/http/**/*.ts'],
    rules: restrict([
      {
        group: ['**/db/**'],
        message: 'Routes reach the database through services only.',
      },
    ]),
  },
  {
    files: ['server/db/**/*.ts'],
    rules: restrict([
      { group: ['**/http/**', '**/services/**', 'express'], message: 'Repos sit below services.' },
    ]),
  },
  {
    files: ['main/**/*.ts'],
    rules: restrict([
      {
        group: ['**/renderer/**', '**/server/!(index)*', '**/server/!(contract)/**'],
        message: 'main imports server/index.ts and the shared contract only.',
      },
    ]),
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
