import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, the projects below and the apps'; `npm run test:server` runs only the server project (CI reruns
// it on PostgreSQL).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then idles a
    // fifth of the time while a file loads. Two there: the server suite on PostgreSQL took 334 s and on
    // PGlite 396 s with two workers, every test passing (docs/decisions.md, 2026-11-28).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Files in one worker share the loaded modules instead of loading every module of the server
          // again for each file (the suite took half the time, every test passing): the server keeps no
          // state in module scope that a test could leak (caches are per app and per database handle), and
          // no server test mocks a module (docs/decisions.md, 2026-11-29).
          isolate: false,
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
