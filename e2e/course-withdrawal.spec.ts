import {
  getSemestersResponse,
  getStudentTranscriptForSemesterResponse,
  type TranscriptCourse,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, signInAsStudent } from './support/portal';
import { startOwnServer, type OwnServer } from './support/own-server';
import { findStudent } from './support/student-api';

/**
 * AddWsGrade from the transcript page against the real server. The shared demo keeps this term's
 * withdrawal window ahead (it opens after add/drop), so this test runs its own small portal with the
 * window opened an hour ago; the server's rules are proven by modules/transcript/withdrawal.test.ts.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    students: 40,
    prepare: [
      `update term_windows set opens_at = now() - interval '1 hour'
        where kind = 'withdrawal' and term_id = (select id from terms where is_current)`,
    ],
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('a withdrawal (W) asked for on the transcript, confirmed, and shown', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const found = await findStudent(context.request, async (api) => {
    const [current] = await api.get(getSemestersResponse, '/api/Reports/GetSemesters');
    if (!current?.IsCurrent) return undefined;
    const term = await api.get(
      getStudentTranscriptForSemesterResponse,
      `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(current.TermId)}`,
    );
    const course = term.Courses.find((candidate: TranscriptCourse) => candidate.CanWithdraw);
    return course && term.Withdrawal
      ? { term: current.TermCode, course, used: term.Withdrawal.Used }
      : undefined;
  });
  const { term, course, used } = found.record;
  await signInAsStudent(page, found.email);
  await menuReady(page);
  await page.goto('/#/transcript');
  const body = page.locator('.ion-page', { has: page.locator('.transcript-intro') });
  const panel = body.locator(`ion-accordion[data-term="${term}"]`);
  await expect(panel.getByText(/^Course withdrawal is open until /)).toBeVisible();
  const row = panel.locator(`[data-course="${course.CourseCode}"]`);
  await row.getByRole('button', { name: `Withdraw from ${course.TitleEn} with a W` }).click();

  const alert = page.locator('ion-alert');
  await expect(alert.getByText('Withdraw from this course?')).toBeVisible();
  await expect(alert).toContainText(`${course.CourseCode} ${course.TitleEn} will show a W`);
  await saveScreenshot(page, `transcript-withdraw-${testInfo.project.name}`);
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Withdraw' }).click();

  // Not the live-message toast: a message another walk sends this student may arrive at the same moment.
  await expect(page.locator('ion-toast:not(.live-message-toast)')).toContainText(
    `You have withdrawn from ${course.CourseCode}.`,
  );
  await expect(row).toContainText('W');
  await expect(row).toContainText('Withdrawn (W): not in the GPA');
  await expect(row.getByRole('button', { name: /^Withdraw from / })).toHaveCount(0);
  await expect(
    panel.getByText(new RegExp(`Withdrawals used this term: ${String(used + 1)} of`)),
  ).toBeVisible();
  await context.close();
});
