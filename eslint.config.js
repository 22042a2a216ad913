import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appsOnlyThroughExports = [
  { group: ['**/core/src', '**/core/src/**', '@marketlens/core/src/**'], message: 'Import core through its package exports (@marketlens/core/...).' },
  { group: ['@marketlens/locales/*/*.json'], message: 'Import locales through @marketlens/locales.' },
  { group: ['**/ui/src', '**/ui/src/**', '@marketlens/ui/src/**'], message: 'Import ui through its package exports (@marketlens/ui/...).' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'server/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '**/.react-router/**',
      'coverage/**',
      'test-results/**',
      '**/.data/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strict],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a frozen object and a type instead of an enum.' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // All user-visible text goes through i18n keys.
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['·', '|', '/', '—', '-', '×', '%', '+', ':', '(', ')', '404', 'MarketLens'] }],
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['antd', 'react-router', 'react-router-dom', 'wxt', 'webextension-polyfill', 'hono', 'drizzle-orm'].map((name) => ({
            name,
            message: 'core stays free of UI kits, routers, extension and server code.',
          })),
          patterns: [
            { group: ['antd/*', 'wxt/*', '@wxt-dev/*', 'hono/*', 'drizzle-orm/*'], message: 'core stays free of UI kits, extension and server code.' },
            { group: ['@marketlens/web', '@marketlens/extension', '@marketlens/server', '@marketlens/ui', '@marketlens/ui/*', '**/web/**', '**/extension/**', '**/server/**', '**/ui/**'], message: 'core imports no app and no UI.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Platform APIs come in through interfaces.' }, { name: 'browser', message: 'Platform APIs come in through interfaces.' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['antd', 'react-router', 'react-router-dom', 'wxt', 'webextension-polyfill', 'hono', 'drizzle-orm'].map((name) => ({
            name,
            message: 'ui is plain React and CSS (the extension carries no UI kit); routers, extension and server code stay in the apps.',
          })),
          patterns: [
            ...appsOnlyThroughExports,
            { group: ['antd/*', '@ant-design/*', 'wxt/*', '@wxt-dev/*', 'hono/*', 'drizzle-orm/*'], message: 'ui stays free of UI kits, extension and server code.' },
            { group: ['@marketlens/web', '@marketlens/extension', '@marketlens/server', '**/web/**', '**/extension/**', '**/server/**'], message: 'ui imports no app.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Platform APIs come in through props.' }, { name: 'browser', message: 'Platform APIs come in through props.' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appsOnlyThroughExports, { group: ['@marketlens/extension', '@marketlens/server', '**/extension/**', '**/server/**'], message: 'No app imports another app.' }] }],
    },
  },
  {
    files: ['extension/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appsOnlyThroughExports, { group: ['@marketlens/web', '@marketlens/server', '**/web/**', '**/server/**'], message: 'No app imports another app.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appsOnlyThroughExports, { group: ['@marketlens/web', '@marketlens/extension', '**/web/**', '**/extension/**'], message: 'No app imports another app.' }] }],
    },
  },
  {
    // No source file over 300 lines: a longer one is split by what its parts mean (built and generated output is ignored above).
    // Import circles are caught by scripts/check-cycles.mjs, which `npm run lint` runs after ESLint.
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
