import { envelope, getStudentsResponse } from '@portal/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  REGISTRAR,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
  staffToken,
} from './support/portal';

/**
 * Registration day on the demo university: the registrar draws the advising window's time tickets (the
 * most earned credits first, in two blocks: the first open since the window opened, the second three
 * hours from now), a first-year student counts down to their time on home, a senior starts registering,
 * and — with the registrar holding the line during an "incident" — waits in the waiting room until the
 * registrar lets everyone in.
 */

interface StudentSearchHit {
  Email: string;
  Level: number;
  Status: string;
  FacultyEn: string;
  ProgramEn: string;
}

/** Active students of `level`, outside the demo's must-accept announcement audience and its blocked showcase. */
async function studentsOfLevel(request: APIRequestContext, level: number): Promise<StudentSearchHit[]> {
  const token = await staffToken(request, REGISTRAR);
  const found: StudentSearchHit[] = [];
  for (let pageNumber = 1; pageNumber <= 20 && found.length < 6; pageNumber += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: pageNumber, PageSize: 50 },
    });
    const hits = envelope(getStudentsResponse).parse(await response.json()).ReturnObject;
    found.push(
      ...hits.Items.filter(
        (hit) =>
          hit.Status === 'active' &&
          hit.Level === level &&
          !/Pharmacy/.test(hit.FacultyEn) &&
          !/Finance/.test(hit.ProgramEn),
      ),
    );
    if (pageNumber * 50 >= hits.Total) break;
  }
  expect(found.length, `active level-${String(level)} demo students`).toBeGreaterThan(3);
  return found;
}

/** A local date-time for the form's datetime-local field. */
function localInput(instant: number): string {
  const date = new Date(instant);
  return new Date(instant - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function inArabic(page: Page, run: () => Promise<void>): Promise<void> {
  await openMenu(page);
  await page.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
  await closeMenu(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await run();
  await openMenu(page);
  await page.locator('#portalMenu').getByRole('button', { name: 'English' }).click();
  await closeMenu(page);
}

async function drawAdvisingTickets(page: Page): Promise<void> {
  await page.goto('/#/registration-day');
  const day = shownPage(page);
  await day.locator('ion-segment-button', { hasText: 'Time tickets' }).click();
  const advising = day.getByRole('article', { name: 'Advising' });
  await advising.getByRole('button', { name: /Draw again|Draw tickets/ }).click();
  const form = day.getByRole('form', { name: 'Draw tickets: Advising' });
  await form.locator('ion-select').filter({ hasText: 'A number of students every few minutes' }).click();
  await page.getByRole('radio', { name: 'A number of blocks spread until a time' }).click();
  await form.getByRole('spinbutton', { name: 'Number of blocks' }).fill('2');
  await form.getByRole('textbox', { name: 'Last block opens' }).fill(localInput(Date.now() + 3 * 3_600_000));
  await form.getByRole('spinbutton', { name: 'Seed of the draw (optional)' }).fill('2026');
  await form.getByRole('button', { name: 'Draw' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(form).toBeHidden();
  await expect(advising.locator('.block-table tbody tr')).toHaveCount(2);
}

test.describe('registration day', () => {
  test('the registrar draws tickets in blocks; a first-year student counts down to theirs on home', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two sessions (registrar, then student), each checked with axe and again in Arabic: over a minute.
    test.setTimeout(120_000);
    const name = testInfo.project.name;
    await signInAsStaff(page, REGISTRAR);
    await menuReady(page);
    await drawAdvisingTickets(page);
    await saveScreenshot(page, `registration-day-tickets-${name}`);
    await shownPage(page).locator('ion-segment-button', { hasText: 'Live' }).click();
    await expect(shownPage(page).getByText('Students registering now')).toBeVisible();
    await expect(shownPage(page).getByText(/of 2 blocks opened/)).toBeVisible();
    await expect(shownPage(page).getByText("Door's pace (students a second)")).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `registration-day-${name}`);
    await inArabic(page, async () => {
      await expect(shownPage(page).getByText('طلاب يسجلون الآن')).toBeVisible();
      await saveScreenshot(page, `registration-day-${name}-ar`);
    });

    const freshmen = await studentsOfLevel(request, 1);
    const student = freshmen[name === 'phone' ? 1 : 0];
    if (!student) throw new Error('no first-year student');
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const home = await context.newPage();
    await signInToHome(home, student.Email);
    const tile = shownPage(home).getByRole('region', { name: 'Your registration time' });
    await expect(tile.getByText('Advising · block 2 of 2')).toBeVisible();
    const timer = tile.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-label', /^Opens in 0 days, 2 hours and \d+ minutes$/);
    // Live: the seconds move without reloading anything.
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await expect(tile.getByRole('button', { name: 'Start registering' })).toHaveCount(0);
    await expectAccessible(home);
    await saveScreenshot(home, `home-ticket-${name}`);
    await inArabic(home, async () => {
      await expect(shownPage(home).getByRole('region', { name: 'موعد تسجيلك' })).toBeVisible();
      await saveScreenshot(home, `home-ticket-${name}-ar`);
    });
    await context.close();
  });

  test('a senior whose time has come waits in the waiting room while the registrar holds the line, then is let in', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // The line and its admission mode are one for the whole server: one project drives them, and takes the
    // phone screenshots by resizing, so two runs cannot open or hold the line under each other.
    test.skip(testInfo.project.name !== 'desktop', 'the admission mode is shared by every session');
    // Two people's sessions, four screenshots and the line's admission: longer than one page's walk.
    test.setTimeout(150_000);
    await signInAsStaff(page, REGISTRAR);
    await menuReady(page);
    await drawAdvisingTickets(page);
    await shownPage(page).locator('ion-segment-button', { hasText: 'Live' }).click();
    const live = shownPage(page);
    await live.getByRole('button', { name: 'Hold the line' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hold the line' }).click();
    await expect(live.getByRole('button', { name: 'Hold the line' })).toHaveAttribute('aria-pressed', 'true');

    const seniors = await studentsOfLevel(request, 4);
    // A retry takes another senior: the first try may have let its senior in already.
    const senior = seniors[2 + testInfo.retry];
    if (!senior) throw new Error('no senior student');
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const student = await context.newPage();
    await signInToHome(student, senior.Email);
    const tile = shownPage(student).getByRole('region', { name: 'Your registration time' });
    await expect(tile.getByText('Advising · block 1 of 2')).toBeVisible();
    await tile.getByRole('button', { name: 'Start registering' }).click();

    await expect(student.getByRole('dialog', { name: 'You are in the waiting room' })).toBeVisible();
    const room = student.locator('ion-modal');
    await expect(room.getByText('Your place in line')).toBeVisible();
    await expect(room.getByRole('status')).toContainText(/students? waiting/);
    await expectAccessible(student, 'ion-modal');
    await saveScreenshot(student, 'waiting-room-desktop');
    await student.setViewportSize({ width: 360, height: 800 });
    await saveScreenshot(student, 'waiting-room-phone');

    // Leaving closes the screen; the place is kept while the student comes back in time.
    await room.getByRole('button', { name: 'Leave the waiting room' }).click();
    await expect(room).toBeHidden();
    await student.setViewportSize({ width: 1280, height: 800 });
    await openMenu(student);
    await student.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
    await expect(student.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicTile = shownPage(student).getByRole('region', { name: 'موعد تسجيلك' });
    await arabicTile.getByRole('button', { name: 'ابدأ التسجيل' }).click();
    await expect(student.getByRole('dialog', { name: 'أنت في غرفة الانتظار' })).toBeVisible();
    await expect(room.getByText('طالب واحد في الانتظار')).toBeVisible();
    await saveScreenshot(student, 'waiting-room-desktop-ar');
    await student.setViewportSize({ width: 360, height: 800 });
    await saveScreenshot(student, 'waiting-room-phone-ar');

    // The registrar's live view counts the one waiting; letting everyone in admits them by itself.
    await expect(live.getByText(/^Waiting in line/).locator('..')).not.toContainText(/^Waiting in line0$/);
    await live.getByRole('button', { name: 'Let everyone in' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Let everyone in' }).click();
    await expect(room).toBeHidden({ timeout: 20_000 });
    // Admitted, the student goes on to the advising window's validate page (which sends them on to their
    // advising page when nothing stands in the way).
    await student.waitForURL(/#\/(validateAdvising|IndAdvising|AdvisingModules)$/, { timeout: 20_000 });
    await live.getByRole('button', { name: 'Automatic' }).click();
    await expect(live.getByRole('button', { name: 'Automatic' })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
});
