import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverLayerConfigs } from './eslint.server-layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      'no-console': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: ui/lib ← features ← app/routes; a feature never imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/ui', from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes', './apps/web/src/ui'] },
            { target: './apps/web/src/features', from: ['./apps/web/src/app', './apps/web/src/routes'] },
            // ui primitives take the session and the tier as props; callers read them (W2-C §1.5).
            {
              target: './apps/web/src/ui',
              from: ['./apps/web/src/lib/session.ts', './apps/web/src/lib/use-tier.ts', './apps/web/src/lib/auth-context.tsx'],
              message: 'ui primitives take the session and the tier as props.',
            },
            // A feature never imports another feature; the app layer composes them (one zone per feature folder).
            ...(await import('node:fs')).readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map(({ name: feature }) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in app/ or routes/, or share through lib/.',
            })),
          ],
        },
      ],
    },
  },
  // The landing page's JavaScript budget (100 KB gzip, W2-C §2): the page frame and the landing page
  // draw their icons locally (ui/icons.tsx, routes/landing-icons.tsx), since lucide-react's runtime
  // would sit in the entry script; and the entry's code takes paths from core's route-paths.ts, since
  // the whole route table loads only with the other pages (app/other-routes.tsx).
  ...(() => {
    const lucide = { name: 'lucide-react', message: 'The frame and the landing page use the local icons of ui/icons.tsx (landing JavaScript budget).' };
    const routeTable = {
      name: '@thrivewell/core/contracts/routes',
      message: 'The route table loads with the other pages (app/other-routes.tsx); the entry uses @thrivewell/core/contracts/route-paths.',
      allowTypeImports: true,
    };
    const frame = ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/routes/landing*.{ts,tsx}', 'apps/web/src/ui/{icons,toaster,sign-out-button}.tsx'];
    const entry = [...frame, 'apps/web/src/main.tsx', 'apps/web/src/lib/client-housekeeping.ts'];
    const tests = '**/*.test.{ts,tsx}';
    return [
      { files: entry, ignores: [tests, 'apps/web/src/app/other-routes.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [lucide, routeTable] }] } },
      { files: ['apps/web/src/app/other-routes.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [lucide] }] } },
    ];
  })(),
  {
    files: ['packages/core/src/**/*.ts', 'packages/assistant/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'fastify'] }],
    },
  },
  // The lab report parser runs in the server and could run in a browser: no Node built-ins outside its tests.
  {
    files: ['packages/labs/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'fastify'] }] },
  },
  // The server's layers: routes → service → repo, one owning module per table (ADR 0012).
  ...serverLayerConfigs,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
