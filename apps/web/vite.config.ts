import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { appVersion } from './build/app-version.ts';
import { ICON_MODULE_PREFIX, ioniconModules } from './build/ionicon-modules.ts';
import { precompress } from './build/precompress.ts';
import { pageIonicComponents } from './build/page-ionic-components.ts';
import { preloadModules } from './build/preload-modules.ts';
import { portalPwa } from './build/pwa.ts';
import { stylesheetAfterShell } from './build/stylesheet-after-shell.ts';
import packageJson from './package.json' with { type: 'json' };

const IONIC_RUNTIME = /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/](?!ion-)[^\\/]+\.js$/;

/**
 * Ionic components start-up code does not import (pages use them, or the shell loads them after the first
 * screen): they load with the modules that import them (build/page-ionic-components.ts). A start-up module
 * importing one of them brings it back to start-up.
 */
export const PAGE_IONIC_COMPONENTS = [
  'ion-accordion',
  'ion-accordion-group',
  'ion-badge',
  'ion-buttons',
  'ion-checkbox',
  'ion-input',
  'ion-modal',
  'ion-note',
  'ion-progress-bar',
  'ion-searchbar',
  'ion-segment',
  'ion-segment-button',
  'ion-select',
  'ion-select-option',
  'ion-text',
  'ion-textarea',
  'ion-toggle',
  // Kept by @ionic/react's own tab and back-button classes (not tree-shaken); the app has no tabs.
  'ion-back-button',
  'ion-tab',
  'ion-tab-bar',
  'ion-tab-button',
  'ion-tabs',
  // What ion-select opens. @ionic/react imports each (for wrappers the app does not use): left there, they
  // would count as start-up code for the groups below, which judge by imports before tree-shaking.
  'ion-action-sheet',
  'ion-popover',
  'ion-radio',
  'ion-radio-group',
  'ion-select-modal',
  // The shell's overlays and pages' pull-to-refresh, fetched after the first screen (app/alert-host.tsx,
  // lib/use-waiting-overlay.ts, notifications' arrival-toast.ts, components/query-state/pull-to-refresh.tsx).
  'ion-alert',
  'ion-loading',
  'ion-toast',
  'ion-refresher',
  'ion-refresher-content',
  // Only the ranked lists of a few pages reorder.
  'ion-reorder',
  'ion-reorder-group',
];

interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}
const START_UP_ROOT = /[\\/]src[\\/](boot\.tsx|main\.ts)$/;
/** What the first screen draws: the app and home, which index.html preloads with it. */
const FIRST_SCREEN_ROOT = /[\\/]src[\\/](boot\.tsx|main\.ts|features[\\/]home[\\/]home-page\.tsx)$/;

/**
 * Whether a module is imported, through static imports only, by one of the roots. The Ionic groups below
 * take only start-up code (imported so by the app, boot.tsx, or the entry); a page's Ionic components stay
 * with the page.
 */
function staticallyImportedBy(roots: RegExp): (id: string, context: ChunkingContext) => boolean {
  const known = new Map<string, boolean>();
  return (id, context) => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    const visited = new Set<string>([id]);
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (roots.test(next) || known.get(next) === true) {
        known.set(id, true);
        return true;
      }
      for (const importer of context.getModuleInfo(next)?.importers ?? []) {
        if (!visited.has(importer)) {
          visited.add(importer);
          pending.push(importer);
        }
      }
    }
    // Nothing that imports any of them is imported by a root, so none of them is.
    for (const module of visited) known.set(module, false);
    return false;
  };
}
const isStartUp = staticallyImportedBy(START_UP_ROOT);
const isFirstScreen = staticallyImportedBy(FIRST_SCREEN_ROOT);

/** A code-splitting group's name for the start-up modules its test matches; a page's are left to the pages. */
const startUpGroup =
  (name: string) =>
  (id: string, context: ChunkingContext): string | null =>
    isStartUp(id, context) ? name : null;

/**
 * Icons (build/ionicon-modules.ts makes each a module): those the first screen draws in one chunk, the rest
 * in another that the menu and pages load once, instead of a chunk, and a request, per shared icon.
 */
const iconGroup = (id: string, context: ChunkingContext): string | null => {
  if (!id.startsWith(ICON_MODULE_PREFIX)) return null;
  return isFirstScreen(id, context) ? 'first-screen-icons' : 'icons';
};

/** A release sets PORTAL_VERSION (e.g. the commit); otherwise the package version names the build. */
const version = process.env.PORTAL_VERSION ?? packageJson.version;

export default defineConfig({
  plugins: [
    ioniconModules(),
    react(),
    pageIonicComponents(PAGE_IONIC_COMPONENTS),
    preloadModules(['src/boot.tsx', 'src/features/home/home-page.tsx'], {
      en: 'src/locales/en.json',
      ar: 'src/locales/ar.json',
    }),
    stylesheetAfterShell(),
    appVersion(version),
    portalPwa({ universityName: process.env.PORTAL_UNIVERSITY_NAME ?? 'Nile Delta University' }),
    precompress(),
  ],
  resolve: {
    // @portal/contract's `source` condition points at its TypeScript, so the web build needs no prior
    // contract build and always sees the current types.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    // The server's cache rules rely on Vite's `assets/<name>-<hash>.<ext>` names (immutable).
    assetsDir: 'assets',
    reportCompressedSize: false,
    // One stylesheet for the whole app (under 20 KB): one request instead of one per lazy chunk.
    cssCodeSplit: false,
    // Vite's preloading wraps every dynamic import in a helper, which the bundler then places in a shared
    // chunk the entry must load first. With one stylesheet there is nothing for it to preload at run time;
    // build/preload-modules.ts lists what start-up needs in index.html instead.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper, shared by the entry and Ionic: alone (and taken before the Ionic
            // groups, whose modules import it), so the entry does not evaluate Ionic before the first paint.
            { name: 'import-helper', test: /preload-helper/, priority: 10 },
            // Ionic's start-up components: @ionic/react defines every component it wraps when it is evaluated
            // (PAGE_IONIC_COMPONENTS excepted). In two chunks, which main.ts evaluates one task at a time (as
            // one chunk they were one task of ~150 ms on a fast machine, ~600 ms on Lighthouse's phone):
            // Stencil's runtime and Ionic's helpers, and the shell's components. Each group takes its modules' dependencies unless a group before it
            // (higher priority) took them; the pages' Ionic modules go with the pages.
            { name: startUpGroup('ionic-runtime'), priority: 5, test: IONIC_RUNTIME },
            { name: iconGroup, priority: 5 },
            {
              name: startUpGroup('ionic'),
              priority: 1,
              test: /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]/,
            },
          ],
        },
      },
      // Ionic React otherwise ships every Ionic component in the entry (ionic-framework#25212, DESIGN.md §9).
      treeshake: {
        // @ionic/react creates a few wrappers at module level without a pure annotation (IonNav, IonTabBar…),
        // which would keep them and their Stencil components; these helpers only build components.
        manualPureFunctions: ['createForwardRef', 'createReactComponent', 'React.memo'],
        // @ionic/core/components declares "sideEffects": false in a nested package.json that the bundler
        // does not read (it reads the package root's); each module only defines a custom element class.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/].*\.js$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
