import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { appVersion } from './build/app-version.ts';
import { precompress } from './build/precompress.ts';
import { preloadModules } from './build/preload-modules.ts';
import { portalPwa } from './build/pwa.ts';
import { stylesheetAfterShell } from './build/stylesheet-after-shell.ts';
import packageJson from './package.json' with { type: 'json' };

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
            // Vite's dynamic-import helper, shared by the entry and Ionic: alone, so the entry does not have
            // to wait for (and evaluate) the Ionic chunk before the first paint.
            { name: 'import-helper', test: /preload-helper/, priority: 2 },
            // Ionic's runtime and the helpers its components import lazily (ripple, keyboard, focus,
            // transitions) are all fetched during start-up anyway: one chunk instead of about ten requests.
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
