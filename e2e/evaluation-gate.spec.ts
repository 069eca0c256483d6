import { expect, test, type Page } from '@playwright/test';
import {
  announcementAudienceCandidates,
  closeMenu,
  expectAccessible,
  gatedStudent,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInAsStaff,
} from './support/portal';

/**
 * Spec §4's gates 2 and 3 in order, against the real server of the `*-evaluation` projects: the demo with
 * its current evaluation window open (playwright.config.ts), so every registered student must evaluate
 * their courses, and the Clinical Pharmacy year-4 students must first accept the demo's announcement.
 * Nothing is stood in: the courses, instructors, questions and submissions are the server's.
 */

const LANGUAGE_STORAGE_KEY = 'portal.language';

/** The course buttons still waiting on the evaluation page, e.g. "Evaluate Pharmacology II". */
function pendingCourses(page: Page, evaluate: string) {
  return shownPage(page).getByRole('button', { name: new RegExp(`^${evaluate} `) });
}

/** Answers every Likert question with "4" and submits; the optional comments stay empty. */
async function evaluateShownCourse(page: Page, submit: string, screenshot?: string) {
  await expect(page).toHaveURL(/#\/evaluation-questions\?section=\d+$/);
  const form = shownPage(page);
  const send = form.getByRole('button', { name: submit });
  await expect(send).toBeDisabled();
  const scales = form.getByRole('radiogroup');
  await expect(scales.first()).toBeVisible();
  for (const scale of await scales.all()) await scale.getByText('4', { exact: true }).click();
  if (screenshot) await saveScreenshot(page, screenshot);
  await expect(send).toBeEnabled();
  await send.click();
}

test('a student with both gates pending accepts, evaluates every course and lands on home with the full menu', async ({
  browser,
  request,
}, testInfo) => {
  // Every registered section of a real timetable, then the last one again in Arabic: a long walk.
  test.slow();
  const device = testInfo.project.name.startsWith('phone') ? 'phone' : 'desktop';
  const candidates = await announcementAudienceCandidates(request);
  const { context, page } = await gatedStudent(browser, candidates, device === 'phone' ? 1 : 0);
  const viewport = testInfo.project.use.viewport;
  if (viewport) await page.setViewportSize(viewport);

  // Gate 2 first: the server answers HTTP 400 to every other call until the announcement is accepted.
  await expect(shownPage(page).locator('article', { hasText: 'Hospital training' })).toBeVisible();
  await page.goto('/#/evaluation');
  await expect(page).toHaveURL(/#\/announcement$/);
  await shownPage(page).getByRole('button', { name: 'I have read and accept' }).click();

  // Gate 3 next: the evaluation and nothing else until every course is done.
  await expect(page).toHaveURL(/#\/evaluation$/);
  const progress = shownPage(page).getByText(/^0 of \d+ courses evaluated$/);
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(pendingCourses(page, 'Evaluate')).toHaveCount(total);
  await expectAccessible(page);
  await saveScreenshot(page, `evaluation-${device}`);
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/evaluation$/);

  for (let done = 0; done < total - 1; done += 1) {
    await pendingCourses(page, 'Evaluate').first().click();
    await evaluateShownCourse(
      page,
      'Submit evaluation',
      done === 0 ? `evaluation-questions-${device}` : undefined,
    );
    await expect(page).toHaveURL(/#\/evaluation$/);
    await expect(shownPage(page).getByText(`${done + 1} of ${total} courses evaluated`)).toBeVisible();
  }

  // The last course in Arabic, right to left: the gate still holds after a reload.
  await page.evaluate((key) => {
    localStorage.setItem(key, 'ar');
  }, LANGUAGE_STORAGE_KEY);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/#\/evaluation$/);
  await expect(shownPage(page).getByText(`تم تقييم ${total - 1} من ${total} مقررات`)).toBeVisible();
  await saveScreenshot(page, `evaluation-${device}-ar`);
  await expect(pendingCourses(page, 'تقييم')).toHaveCount(1);
  await pendingCourses(page, 'تقييم').click();
  await evaluateShownCourse(page, 'إرسال التقييم', `evaluation-questions-${device}-ar`);

  // Done: home, with the whole menu the server allows this student.
  await expect(page).toHaveURL(/#\/home$/);
  await menuReady(page);
  // The server's list for this student, drawn: more than Home (notifications at least), in Arabic.
  await openMenu(page);
  const menu = page.locator('#portalMenu');
  await expect(menu.locator('.menu-item[data-page="notification"]')).toContainText('الإشعارات');
  expect(await menu.locator('.menu-item').count()).toBeGreaterThan(1);
  await closeMenu(page);
  await page.goto('/#/evaluation');
  await expect(shownPage(page).getByText(`تم تقييم ${total} من ${total} مقررات`)).toBeVisible();
  await context.close();
});

test('the quality office finds the report withheld while the evaluation is open, in English and Arabic', async ({
  page,
}, testInfo) => {
  const device = testInfo.project.name.startsWith('phone') ? 'phone' : 'desktop';
  await signInAsStaff(page, 'quality@ndu.edu.eg');
  await menuReady(page);
  await page.goto('/#/quality-report');
  const report = shownPage(page);
  // Nothing is counted before the window closes, so two readings can never single out one submission.
  await expect(report.getByText('The report is not ready yet')).toBeVisible();
  await expect(report.getByText(/so that no student's answers can be picked out/)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, `quality-report-withheld-${device}`);
  await openMenu(page);
  await page.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
  await closeMenu(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shownPage(page).getByText('التقرير غير جاهز بعد')).toBeVisible();
  await saveScreenshot(page, `quality-report-withheld-${device}-ar`);
});
