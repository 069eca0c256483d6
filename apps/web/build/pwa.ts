import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/** Spec §1: the service worker's file name. The server serves it with `no-cache` (platform/web-app.ts). */
export const SERVICE_WORKER_FILE = 'combined-sw.js';

/**
 * Scripts the generated worker loads with importScripts() before Workbox's own code, from public/: the push
 * handlers (public/push-sw.js), so the "combined" worker stays one file with one scope. The server sends
 * them with `no-cache` like the worker itself (platform/web-app.ts).
 */
export const SERVICE_WORKER_IMPORTS: string[] = ['push-sw.js'];

/** The colours of index.html's app shell and theme/variables.css. */
const UNIVERSITY_BLUE = '#1d4e89';
const PAGE_BACKGROUND = '#f3f5f9';

export interface PwaOptions {
  /** The university's English name (the manifest is built once, before the server's configuration is known). */
  universityName: string;
}

/**
 * The web app manifest and the service worker (Workbox, generateSW): the app shell and every hashed
 * asset precached, so the app starts without the network; the public runtime configuration cached
 * network-first, so the header can name the university offline. Data of signed-in pages is not cached
 * here: TanStack Query keeps the last-seen copy per user (src/lib/query-client-persistence.ts), cleared on
 * logout. Registration is the app's own (src/lib/service-worker.ts): the plugin injects nothing.
 */
export function portalPwa({ universityName }: PwaOptions): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    injectRegister: false,
    // The app activates a waiting worker itself (spec §9: check every minute, activate, reload).
    registerType: 'prompt',
    // The glob below already precaches the icons and the favicon; listing them again would duplicate them.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: `${universityName} Student Portal`,
      short_name: 'Student Portal',
      description:
        'Self-service portal for enrolled students: advising, schedules, results, payments and requests.',
      lang: 'en',
      dir: 'ltr',
      // The hash router's landing route; the app redirects to /login when no one is signed in.
      start_url: '/#/home',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: UNIVERSITY_BLUE,
      background_color: PAGE_BACKGROUND,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The pre-compressed copies (.br, .gz) are the same files: the browser gets them by content encoding.
      // (The plugin adds the manifest itself.)
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // Only the app's own documents: `/` (the hash router's one URL, also with the sign-in redirect's
      // query) and `/index.html`. The embedded identity provider's pages and /api are never the shell.
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/(index\.html)?(\?.*)?$/],
      cleanupOutdatedCaches: true,
      // A first visit is controlled at once, so the next visit already starts from the cache.
      clientsClaim: true,
      importScripts: SERVICE_WORKER_IMPORTS,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname === '/api/Portal/GetAppConfiguration',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'portal-configuration',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 1 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
