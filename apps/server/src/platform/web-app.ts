import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Files whose URL never changes, so browsers must revalidate them or they would never see a new version
 * (push-sw.js is imported by the service worker, whose update check goes through the HTTP cache for imports).
 */
const ALWAYS_REVALIDATE =
  /(^|\/)(index\.html|combined-sw\.js|push-sw\.js|manifest\.webmanifest|version\.json)(\.br|\.gz)?$/;

/** Vite writes content-hashed files under assets/: their URL changes whenever their bytes do. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

export function webCacheControl(filePath: string): string {
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app. Brotli and gzip copies written at build time are sent when the browser
 * accepts them (Ionic's entry chunk is large; compressing per request would cost CPU on every visit).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  const root = webAppRoot(distDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', webCacheControl(filePath));
    },
  });
  return true;
}

/** Where the built web app is: WEB_DIST, or the workspace's apps/web/dist. */
export function webAppRoot(distDir: string | undefined): string {
  return resolve(distDir ?? new URL('../../../web/dist', import.meta.url).pathname);
}
