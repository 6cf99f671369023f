import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**', 'docs/**/*.py'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // In this vitest, a regular expression inside toMatchObject/toEqual matches ANY string: such an
    // assertion checks nothing. Wrap it: expect.stringMatching(/…/).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(toMatchObject|toEqual|toStrictEqual)$/] Literal[regex]:not(CallExpression[callee.property.name='stringMatching'] > Literal)",
          message: 'a regular expression inside toMatchObject/toEqual matches any string here: use expect.stringMatching(/…/)',
        },
      ],
    },
  },
  {
    // Rules code is pure: no clock, no Math.random, no I/O (DESIGN.md).
    files: ['packages/decktet/src/**/*.ts', 'packages/engine/src/**/*.ts', 'packages/games/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'use the state PRNG (Rng)' }, { object: 'Date', property: 'now', message: 'rules code reads no clock' }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'rules code reads no clock' }, { name: 'fetch', message: 'rules code does no I/O' }, { name: 'process', message: 'rules code does no I/O' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https'], message: 'rules code does no I/O' }] }],
    },
  },
);
