import type { Plugin } from 'vite';

/** The meta tag index.html carries the build's version in (read by tests and by people). */
export const VERSION_META_NAME = 'portal-version';

/**
 * Stamps the build with its version: `import.meta.env.VITE_APP_VERSION` in the code (the offline copy of
 * query data is discarded when it changes) and a meta tag in index.html. Because index.html is precached,
 * a new version also changes the service worker, which is how open pages learn about it.
 */
export function appVersion(version: string): Plugin {
  return {
    name: 'portal:app-version',
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }),
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: VERSION_META_NAME, content: version }, injectTo: 'head' },
    ],
  };
}
