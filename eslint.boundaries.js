// The import rule (docs: apps/server/src/modules/academic/README.md, CONVENTIONS.md 9), checked by lint.
// Server: a module imports the kernel, platform/ and other modules' service.ts only; the kernel imports
// no other module; platform/ imports no module. Web: app → features → components/lib, and a feature
// reaches another only through its public files. No import cycle anywhere in either app.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

const here = import.meta.dirname;
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Kernel modules: every module may read them; they read no other module. */
export const KERNEL_MODULES = ['academic', 'registration', 'student'];
/**
 * Single kernel files of otherwise ordinary modules: the staff members table is referenced by foreign
 * keys and read for names in five modules, like the students table.
 */
const KERNEL_FILES = ['**/modules/staff/schema.ts'];
/** Web files other features may import besides `api/` and `index.ts`: declared public here, one by one. */
const WEB_PUBLIC_FILES = [
  '**/features/calendar/add-to-calendar.tsx',
  '**/features/home/components/dashboard-tile.tsx',
  '**/features/registration-day/components/enter-registration.tsx',
  '**/features/registration-day/translations.ts',
  '**/features/schedule/home-tiles.tsx',
];

const serverModules = foldersOf(`${SERVER}/modules`);
const webFeatures = foldersOf(`${WEB}/features`);

const moduleZones = serverModules.map((name) => {
  const kernel = KERNEL_MODULES.includes(name);
  return {
    target: `${SERVER}/modules/${name}/**`,
    from: `${SERVER}/modules/!(${name})/**`,
    except: kernel
      ? [
          ...KERNEL_MODULES.filter((other) => other !== name).map((other) => `**/modules/${other}/**`),
          ...KERNEL_FILES,
        ]
      : [
          '**/modules/*/service.ts',
          ...KERNEL_MODULES.map((other) => `**/modules/${other}/**`),
          ...KERNEL_FILES,
        ],
    message: kernel
      ? 'The kernel imports no other module.'
      : "A module imports the kernel, platform/ and other modules' service.ts only.",
  };
});

const featureZones = webFeatures.map((name) => ({
  target: `${WEB}/features/${name}/**`,
  from: `${WEB}/features/!(${name})/**`,
  except: ['**/features/*/api/**', '**/features/*/index.ts', ...WEB_PUBLIC_FILES],
  message: "A feature imports another feature's api/, index.ts or declared public files only.",
}));

const SERVER_TEST_FILES = [
  '**/*.test.ts',
  `${SERVER}/test/**`,
  '**/test-world.ts',
  '**/rush-world.ts',
  '**/test-probes.ts',
  '**/stream-test-client.ts',
];

const resolverSettings = {
  // import-x reads only files of these extensions, with this parser, when it follows imports (no-cycle).
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: [`${here}/apps/server/tsconfig.json`, `${here}/apps/web/tsconfig.json`],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

export const boundaries = [
  {
    files: [`${SERVER}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: resolverSettings,
  },
  {
    files: [`${SERVER}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    rules: {
      // import-x skips type-only imports here: they vanish at build time and cannot loop at start-up.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: SERVER_TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: moduleZones,
        },
      ],
    },
  },
  {
    files: [`${SERVER}/platform/**/*.ts`],
    // The one gathering file (platform/db/schema.ts): drizzle needs every module's tables in one object.
    ignores: [...SERVER_TEST_FILES, `${SERVER}/platform/db/schema.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            {
              target: `${SERVER}/platform/**`,
              from: `${SERVER}/modules/**`,
              message: 'platform/ imports no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`, `${WEB}/**/*.d.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            ...featureZones,
            {
              target: `${WEB}/{components,lib}/**`,
              from: [`${WEB}/{app,features}/**`, `${WEB}/*.{ts,tsx}`],
              message: 'components/ and lib/ import no feature, no app file and no page registry.',
            },
            {
              target: `${WEB}/features/**`,
              from: [`${WEB}/app/**`, `${WEB}/*.{ts,tsx}`],
              message: 'A feature imports no app file and no page registry.',
            },
          ],
        },
      ],
    },
  },
];
