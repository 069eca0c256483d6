import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { envelope, getStudentsResponse, portalSession } from '@portal/contract';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/** The demo's password for every account (DEMO_PASSWORD's default). */
export const DEMO_PASSWORD = 'Portal@2026';
export const REGISTRAR = 'registrar@ndu.edu.eg';
export const AUDITOR = 'auditor@ndu.edu.eg';

interface StudentHit {
  Code: string;
  Email: string;
  NameEn: string;
  Status: string;
}

/** A staff bearer token straight from the API (for looking things up, not for the page under test). */
export async function staffToken(request: APIRequestContext, userName: string): Promise<string> {
  const response = await request.post('/api/account/AdminLogin', { data: { userName, Pass: DEMO_PASSWORD } });
  const body = envelope(portalSession).parse(await response.json());
  expect(body.Status, body.Message).toBe('200');
  return body.ReturnObject.access_token;
}

/** Demo students in a given status, found through the registrar's search (every demo email matches). */
export async function studentsWithStatus(request: APIRequestContext, status: string): Promise<StudentHit[]> {
  const token = await staffToken(request, REGISTRAR);
  const found: StudentHit[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: page, PageSize: 50 },
    });
    const body = envelope(getStudentsResponse).parse(await response.json());
    expect(body.Status, body.Message).toBe('200');
    found.push(...body.ReturnObject.Items.filter((student) => student.Status === status));
    if (page * 50 >= body.ReturnObject.Total) break;
  }
  expect(found.length, `a demo student with status ${status}`).toBeGreaterThan(0);
  return found;
}

/**
 * Signs in through the login page's staff form; ends once the app has landed and built the menu, so an
 * address the test opens next is not overtaken by the landing page.
 */
export async function signInAsStaff(page: Page, userName: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByText('Staff sign-in').click();
  await page.getByLabel('Email').fill(userName);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  await menuReady(page);
}

/**
 * From the login page through the embedded provider's form (skipped when the provider's own session is
 * still open). Ends wherever the app lands: home, or a start-up gate's page.
 */
export async function signInAsStudent(page: Page, email: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Sign in with university account' }).click();
  await page.waitForURL(/\/idp\/|#\/(home|announcement|evaluation)$/);
  if (page.url().includes('/idp/')) {
    await page.getByLabel('University email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await startUpSettled(page);
}

/** Until the start-up gates (spec §4) have either built the menu or sent the app to a gate's page. */
export async function startUpSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      if (/#\/(announcement|evaluation)$/.test(page.url())) return 'gate';
      return page.locator('#portalMenu').getAttribute('data-menu-state');
    })
    .toMatch(/^(gate|ready)$/);
}

/**
 * Some demo students belong to the audience of a must-accept announcement (gate 2 of spec §4): accepts
 * what is waiting so a test about something else starts on home.
 */
export async function acceptWaitingAnnouncements(page: Page): Promise<void> {
  if (!page.url().includes('#/announcement')) return;
  const accept = page.getByRole('button', { name: 'I have read and accept' });
  await expect(accept.first()).toBeVisible();
  for (let left = await accept.count(); left > 0; left -= 1) {
    await accept.first().click();
    await expect(accept).toHaveCount(left - 1);
  }
  await page.waitForURL(/#\/home$/);
}

/** Waits until the start-up gates have passed and the server's menu is built (spec §4 "menuLoaded"). */
export async function menuReady(page: Page): Promise<void> {
  await expect(page.locator('#portalMenu')).toHaveAttribute('data-menu-state', 'ready');
}

/** Ionic's split pane shows the menu beside the page from 992 px ("lg"); narrower, it is an overlay. */
export const SPLIT_PANE_MIN_WIDTH = 992;

/** On a phone the side menu opens from the menu button; on a desktop it is always shown. */
export async function openMenu(page: Page): Promise<void> {
  await menuReady(page);
  const width = page.viewportSize()?.width ?? SPLIT_PANE_MIN_WIDTH;
  if (width < SPLIT_PANE_MIN_WIDTH) await page.locator('.page-header__menu-button:visible').click();
  await expect(page.locator('#portalMenu .menu-item[data-page="home"]')).toBeVisible();
  // Wait for the slide-in animation to finish (the panel is untransformed once it is fully open).
  await page.waitForFunction(() => {
    const inner = document.querySelector('#portalMenu')?.shadowRoot?.querySelector('.menu-inner');
    const transform = inner ? getComputedStyle(inner).transform : 'missing';
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
}

/** A phone's open menu hides the page from assistive technology (aria-hidden) until it closes. */
export async function closeMenu(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? SPLIT_PANE_MIN_WIDTH;
  if (width >= SPLIT_PANE_MIN_WIDTH) return;
  await page.keyboard.press('Escape');
  await expect(page.locator('#portalMenu')).not.toHaveClass(/show-menu/);
}

/** The page Ionic shows now (it keeps visited pages in the DOM, hidden). */
export function shownPage(page: Page) {
  return page.locator('.ion-page:not(.ion-page-hidden)').last();
}

/** Screenshots for people (docs/screenshots). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('docs/screenshots', { recursive: true });
  const path = `docs/screenshots/${name}.png`;
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/**
 * Demo students who may be in the audience of the demo's one must-accept announcement (Clinical Pharmacy,
 * year 4): its active students, found through the registrar's search.
 */
export async function announcementAudienceCandidates(request: APIRequestContext): Promise<string[]> {
  const token = await staffToken(request, REGISTRAR);
  const emails: string[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: pageNumber, PageSize: 50 },
    });
    const found = envelope(getStudentsResponse).parse(await response.json()).ReturnObject;
    for (const hit of found.Items) {
      if (hit.Status === 'active' && hit.Level === 4 && /Pharmacy/.test(hit.FacultyEn))
        emails.push(hit.Email);
    }
    if (pageNumber * 50 >= found.Total) break;
  }
  return emails;
}

/**
 * Signs candidates in, each in a fresh context, until one lands on the announcement gate; skips the first
 * `skip` gated ones (other tests take those). `prepare` runs on each context before its first page.
 */
export async function gatedStudent(
  browser: Browser,
  candidates: readonly string[],
  skip: number,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  let seen = 0;
  for (const email of candidates) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await prepare?.(context);
    const page = await context.newPage();
    await signInAsStudent(page, email);
    if (page.url().endsWith('#/announcement') && (seen += 1) > skip) return { context, page, email };
    await context.close();
  }
  throw new Error('no demo student with the must-accept announcement pending');
}

/** axe on the page as it is now (or one part of it): nothing serious or critical (WCAG 2.1 AA rules). */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** A student signed in, past the announcement gate if they are in its audience, on home with the menu built. */
export async function signInToHome(page: Page, email: string): Promise<void> {
  await signInAsStudent(page, email);
  await acceptWaitingAnnouncements(page);
  await expect(page).toHaveURL(/#\/home$/);
  await menuReady(page);
}
