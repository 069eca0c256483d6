import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { envelope, getFacultiesResponse, type Faculty } from '@portal/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AUDITOR, signInAsStaff } from './support/portal';

/** Screenshots for people (docs/screenshots), one per viewport project. */
const SCREENSHOT_DIR = 'docs/screenshots';
/** The build the server under test serves (its default WEB_DIST). */
const WEB_DIST = 'apps/web/dist';

async function publishedFaculties(request: APIRequestContext): Promise<Faculty[]> {
  const response = await request.get('/api/Student/GetFaculties');
  expect(response.status()).toBe(200);
  return envelope(getFacultiesResponse).parse(await response.json()).ReturnObject;
}

/** Ionic's split pane shows the menu beside the page from 992 px ("lg"); narrower, it is an overlay. */
const SPLIT_PANE_MIN_WIDTH = 992;

/** On a phone the side menu opens from the menu button; on a desktop it is always shown. */
async function openMenu(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? SPLIT_PANE_MIN_WIDTH;
  if (width < SPLIT_PANE_MIN_WIDTH) await page.locator('ion-menu-button').click();
  await expect(page.locator('#portalMenu ion-item', { hasText: /Home|الرئيسية/ })).toBeVisible();
  // Wait for the slide-in animation to finish (the panel is untransformed once it is fully open).
  await page.waitForFunction(() => {
    const inner = document.querySelector('#portalMenu')?.shadowRoot?.querySelector('.menu-inner');
    const transform = inner ? getComputedStyle(inner).transform : 'missing';
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
}

/** A phone's open menu hides the page from assistive technology (aria-hidden) until it closes. */
async function closeMenu(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? SPLIT_PANE_MIN_WIDTH;
  if (width >= SPLIT_PANE_MIN_WIDTH) return;
  await page.keyboard.press('Escape');
  await expect(page.locator('#portalMenu')).not.toHaveClass(/show-menu/);
}

async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test.describe('app shell', () => {
  test('lands on home with the menu, the welcome line and the real faculties, then switches to Arabic', async ({
    page,
    request,
  }, testInfo) => {
    const faculties = await publishedFaculties(request);
    expect(faculties.length).toBeGreaterThan(0);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // The shell needs a session (spec §4); the auditor signs in with the staff form and lands on home.
    await signInAsStaff(page, AUDITOR);
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page).toHaveTitle('Home · Student Portal');

    const menu = page.locator('#portalMenu');
    await expect(menu).toHaveCount(1);
    await expect(menu.locator('ion-item', { hasText: 'Home' })).toHaveCount(1);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Nile Delta University');
    await expect(page.getByRole('heading', { name: 'Faculties and programs' })).toBeVisible();
    const facultyHeadings = page.locator('.faculty-card__name');
    await expect(facultyHeadings).toHaveCount(faculties.length);
    for (const faculty of faculties) {
      await expect(page.getByRole('heading', { level: 3, name: faculty.NameEn, exact: true })).toBeAttached();
    }
    const firstProgram = faculties.flatMap((faculty) => faculty.Programs)[0];
    if (firstProgram)
      await expect(page.getByText(firstProgram.NameEn, { exact: true }).first()).toBeAttached();
    await expect(page.locator('ion-footer.page-footer')).toContainText('© 2025 Nile Delta University');
    await expect(menu.locator('.menu-footer')).toContainText('© 2023');
    await saveScreenshot(page, `app-shell-${testInfo.project.name}`);

    await openMenu(page);
    if (testInfo.project.name === 'phone')
      await saveScreenshot(page, `app-shell-${testInfo.project.name}-menu`);
    await menu.getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.locator('ion-title.page-title')).toHaveText('الرئيسية');
    for (const faculty of faculties) {
      await expect(page.getByRole('heading', { level: 3, name: faculty.NameAr, exact: true })).toBeAttached();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في جامعة دلتا النيل');

    // The choice is remembered: a reload comes back in Arabic, right to left, before and after the app starts.
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في جامعة دلتا النيل');
    await expect(facultyHeadings).toHaveCount(faculties.length);
    await saveScreenshot(page, `app-shell-${testInfo.project.name}-ar`);

    expect(problems).toEqual([]);
  });

  test('an unknown route goes to home', async ({ page }) => {
    await signInAsStaff(page, AUDITOR);
    await page.goto('/#/no-such-page');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('menu links navigate with the hash router', async ({ page }) => {
    await signInAsStaff(page, AUDITOR);
    await page.goto('/#/home');
    await openMenu(page);
    const home = page.locator('#portalMenu ion-item', { hasText: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await home.click();
    await expect(page.locator('ion-title.page-title')).toHaveText('Home');
    await expect(page).toHaveURL(/#\/home$/);
  });
});

test.describe('static delivery', () => {
  test('hashed assets are immutable, index.html is revalidated, and JavaScript arrives brotli-compressed', async ({
    page,
    request,
  }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    expect(preloads.length).toBeGreaterThan(0);

    // A preloaded chunk big enough for the build to have compressed it (it skips files under 1 KB).
    const compressed = preloads.find((path) => existsSync(join(WEB_DIST, `${String(path)}.br`)));
    expect(compressed).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const asset = await request.get(String(compressed), { headers: { 'accept-encoding': encoding } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toBe(encoding);
    }

    // What the browser itself is sent: every script immutable, and brotli wherever the build wrote a .br
    // file (the build skips files under 1 KB, where compression saves nothing).
    const scripts: { path: string; encoding: string | null; cacheControl: string | null }[] = [];
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!/^\/assets\/.+\.js$/.test(path)) return;
      scripts.push({
        path,
        encoding: await response.headerValue('content-encoding'),
        cacheControl: await response.headerValue('cache-control'),
      });
    });
    await signInAsStaff(page, AUDITOR);
    await page.goto('/');
    await expect(page.locator('.faculty-card').first()).toBeVisible();
    expect(scripts.map((script) => script.path)).toContain(entry);
    for (const script of scripts) {
      expect(script.cacheControl, script.path).toBe('public, max-age=31536000, immutable');
      const precompressed = existsSync(join(WEB_DIST, `${script.path}.br`));
      expect(script.encoding, script.path).toBe(precompressed ? 'br' : null);
    }
  });
});
