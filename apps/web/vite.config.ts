import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { appVersion } from './build/app-version.ts';
import { precompress } from './build/precompress.ts';
import { preloadModules } from './build/preload-modules.ts';
import { portalPwa } from './build/pwa.ts';
import { stylesheetAfterShell } from './build/stylesheet-after-shell.ts';
import packageJson from './package.json' with { type: 'json' };

const IONIC_COMPONENT = '[\\\\/]node_modules[\\\\/]@ionic[\\\\/]core[\\\\/]components[\\\\/]ion-';
const IONIC_RUNTIME = /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/](?!ion-)[^\\/]+\.js$/;
const IONIC_FORMS = new RegExp(
  `${IONIC_COMPONENT}(textarea|select|select-option|select-popover|select-modal|input|input-otp|input-password-toggle|checkbox|radio|radio-group|toggle|range|searchbar|segment|segment-button|segment-content|segment-view|datetime|datetime-button|picker|picker-column|picker-column-option)\\.js$`,
);
const IONIC_OVERLAYS = new RegExp(`${IONIC_COMPONENT}(alert|action-sheet|modal|popover|toast|loading)\\.js$`);

/** A release sets PORTAL_VERSION (e.g. the commit); otherwise the package version names the build. */
const version = process.env.PORTAL_VERSION ?? packageJson.version;

export default defineConfig({
  plugins: [
    react(),
    preloadModules(['src/boot.tsx', 'src/features/home/home-page.tsx']),
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
            // Ionic's components: @ionic/react defines every component any page uses when it is evaluated, so
            // all of them are start-up code. In four chunks, which main.ts evaluates one task at a time (as
            // one chunk they were one task of ~150 ms on a fast machine, ~600 ms on Lighthouse's phone):
            // Stencil's runtime and Ionic's helpers, the overlays, the form controls, and the rest (the
            // shell's components). Each group takes its modules' dependencies unless a group before it
            // (higher priority) took them.
            { name: 'ionic-runtime', priority: 5, test: IONIC_RUNTIME },
            { name: 'ionic-overlays', priority: 4, test: IONIC_OVERLAYS },
            { name: 'ionic-forms', priority: 3, test: IONIC_FORMS },
            { name: 'ionic', priority: 1, test: /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]/ },
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
