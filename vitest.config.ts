import { defineConfig } from 'vitest/config';

// One runner, the projects below and the apps'; `npm run test:server` runs only the server project (CI reruns
// it on PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // npm test's own set-up steps (plain Node scripts: they run before anything is built).
        test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' },
      },
      './apps/*/vitest.config.ts',
    ],
  },
});
