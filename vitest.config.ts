import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'knowledge', root: 'packages/knowledge', include: ['src/**/*.test.ts'], passWithNoTests: true } },
      { test: { name: 'assistant', root: 'packages/assistant', include: ['src/**/*.test.ts'] } },
      { test: { name: 'labs', root: 'packages/labs', include: ['src/**/*.test.ts'], passWithNoTests: true } },
      { test: { name: 'nutrition', root: 'packages/nutrition', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'vite.config.test.ts'] } },
    ],
  },
});
