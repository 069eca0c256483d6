import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { webCacheControl } from './web-app.js';

describe('the built web app', () => {
  let subject: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'combined-sw.js'), 'self.skipWaiting();');
    writeFileSync(join(dist, 'assets', 'index-DqW3k9Xa.js'), script);
    writeFileSync(join(dist, 'assets', 'index-DqW3k9Xa.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'index-DqW3k9Xa.js.gz'), gzipSync(script));
    subject = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await subject.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and makes the browser revalidate it', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never lets the service worker be cached, or a new version would never be found', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/combined-sw.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed assets pre-compressed with brotli and cached for a year', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-DqW3k9Xa.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-DqW3k9Xa.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-DqW3k9Xa.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('classifies cache lifetimes by file kind', () => {
    expect(webCacheControl('/srv/dist/assets/home-page-B1c2D3e4.js')).toContain('immutable');
    expect(webCacheControl('/srv/dist/assets/index-B1c2D3e4.css.br')).toContain('immutable');
    expect(webCacheControl('/srv/dist/index.html')).toBe('no-cache');
    expect(webCacheControl('/srv/dist/index.html.gz')).toBe('no-cache');
    expect(webCacheControl('/srv/dist/manifest.webmanifest')).toBe('no-cache');
    expect(webCacheControl('/srv/dist/icons/icon-192.png')).toBe('public, max-age=3600');
  });
});
