import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { REGISTRAR, signInAsStaff } from './support/portal';

/** Spec §1/§9: how often the open app looks for a new version (lib/service-worker.ts). */
const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** Spec §1: the service worker's name. */
const SERVICE_WORKER = '/combined-sw.js';

/** The script URL of the worker controlling the page, once one does (clientsClaim on first install). */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** A port nothing listens on (the second server must not collide with other runs' servers). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolvePort(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** The build's version, from the meta tag the build writes into index.html. */
function servedVersion(page: Page): Promise<string | null> {
  return page.locator('meta[name="portal-version"]').getAttribute('content');
}

test.describe('installable app (PWA)', () => {
  test('registers combined-sw.js, which then controls the page', async ({ page }) => {
    await page.goto('/#/login');
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
    });
    expect(new URL(registered.script).pathname).toBe(SERVICE_WORKER);
    expect(new URL(registered.scope).pathname).toBe('/');
    expect(new URL(await controllingWorker(page)).pathname).toBe(SERVICE_WORKER);
  });

  test('has a valid manifest with PNG and maskable icons, and Chromium finds the app installable', async ({
    playwright,
    request,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every Playwright context is:
    // a profile on disk here.
    const profile = mkdtempSync(join(tmpdir(), 'portal-pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/#/login');
      await controllingWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const parsed = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(parsed.name).toContain('Student Portal');
    expect(parsed.short_name.length).toBeGreaterThan(0);
    expect(parsed.display).toBe('standalone');
    expect(parsed.start_url).toBe('/#/home');
    expect(parsed.theme_color).toBe('#1d4e89');
    const png = parsed.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of png) {
      const response = await request.get(`/${icon.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('a repeat visit without the network renders from the service worker, with the offline bar', async ({
    page,
    context,
  }) => {
    await signInAsStaff(page, REGISTRAR);
    await controllingWorker(page);
    const signedInUrl = page.url();
    await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByText('You are offline', { exact: false })).toBeVisible();
    expect(page.url()).toBe(signedInUrl);
    await expect(page.locator('header.page-header').filter({ visible: true }).first()).toBeVisible();

    // Back online, the bar goes away without a reload.
    await context.setOffline(false);
    await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);
  });

  test('follows the system dark mode, with a light page otherwise', async ({ browser }) => {
    const luminance = async (colorScheme: 'dark' | 'light') => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto('/#/login');
      await page.getByRole('button', { name: 'Sign in with university account' }).waitFor();
      // The inline first screen of index.html shows the same button before the app renders: wait for Ionic's page.
      await page.locator('ion-content').filter({ visible: true }).first().waitFor();
      const value = await page.evaluate(() => {
        const content = [...document.querySelectorAll('ion-content')].find(
          (element) => element.getBoundingClientRect().height > 0,
        );
        const background = content ? getComputedStyle(content).getPropertyValue('--background').trim() : '';
        // Resolve whatever colour syntax the variable holds into rgb() through a probe element.
        const probe = document.createElement('div');
        probe.style.backgroundColor = background || getComputedStyle(document.body).backgroundColor;
        document.body.append(probe);
        const [r = 0, g = 0, b = 0] = (getComputedStyle(probe).backgroundColor.match(/\d+/g) ?? []).map(
          Number,
        );
        probe.remove();
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
      await context.close();
      return value;
    };
    expect(await luminance('dark')).toBeLessThan(0.2);
    expect(await luminance('light')).toBeGreaterThan(0.8);
  });
});

test.describe('new version while a page is open (spec §1/§9)', () => {
  const root = resolve(import.meta.dirname, '..');
  let server: ChildProcess | undefined;
  let workDir = '';

  /** The built server on `port`, serving `webDist`; the data directory is kept across restarts. */
  async function startServer(port: number, webDist: string): Promise<void> {
    server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: join(workDir, 'data'),
        WEB_DIST: webDist,
        DEMO_STUDENTS: '20',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Restarted in place with no balancer in front: no drain to wait for.
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: 'ignore',
    });
    await expect(async () => {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).ok).toBe(true);
    }).toPass({ timeout: 120_000 });
  }

  async function stopServer(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolveExit) => {
      running.once('exit', resolveExit);
      running.kill('SIGTERM');
    });
  }

  test.afterEach(async () => {
    await stopServer();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('an open page picks up a build with another version within about a minute', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one deployment is enough');
    test.setTimeout(180_000);
    workDir = mkdtempSync(join(tmpdir(), 'portal-pwa-version-'));
    const firstBuild = join(workDir, 'first');
    const nextBuild = join(workDir, 'next');
    cpSync(join(root, 'apps/web/dist'), firstBuild, { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    await startServer(port, firstBuild);

    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's timers run on a clock the test moves: its minute check fires when the test says a minute
    // has passed, not a real minute later (workbox-window's own short timeouts run once it is resumed).
    await page.clock.install();
    await page.goto(`${origin}/#/login`);
    const firstVersion = await servedVersion(page);
    expect(firstVersion).toBeTruthy();
    await controllingWorker(page);
    await page.clock.pauseAt(Date.now() + 1_000);

    // The same sources built again with another version stamp, then deployed: the server restarted on the
    // new folder (it maps the files it serves when it starts).
    const nextVersion = `e2e-${Date.now()}`;
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', nextBuild, '--emptyOutDir'], {
      cwd: join(root, 'apps/web'),
      env: { ...process.env, PORTAL_VERSION: nextVersion },
    });
    await stopServer();
    await startServer(port, nextBuild);
    expect(await servedVersion(page)).toBe(firstVersion);

    // No navigation by the test: a minute on, the page's own check finds the new worker, activates it and
    // reloads.
    await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS);
    await page.clock.resume();
    const checkedAt = Date.now();
    await expect(async () => {
      expect(await servedVersion(page)).toBe(nextVersion);
    }).toPass({ timeout: 30_000, intervals: [500] });
    const tookMs = Date.now() - checkedAt;
    testInfo.annotations.push({ type: 'picked up after the check', description: `${tookMs} ms` });
    expect(new URL(await controllingWorker(page)).pathname).toBe(SERVICE_WORKER);
    await context.close();
  });
});
