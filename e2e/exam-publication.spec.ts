import { envelope, getExamsForPublicationResponse, type ExamForPublication } from '@portal/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectAccessible,
  menuReady,
  openMenu,
  closeMenu,
  REGISTRAR,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  staffToken,
} from './support/portal';

/**
 * The registrar publishes an exam's scores from the demo university's current term: a held exam whose
 * every seat is marked is ready, one still being marked cannot be published, and publishing asks first,
 * then tells the course's students and shows the exam as published.
 */

async function examsForPublication(request: APIRequestContext): Promise<ExamForPublication[]> {
  const token = await staffToken(request, REGISTRAR);
  const response = await request.get('/api/Reports/GetExamsForPublication', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return envelope(getExamsForPublicationResponse).parse(await response.json()).ReturnObject.Exams;
}

const ready = (exam: ExamForPublication) =>
  exam.PublishedAt === null && exam.Seats > 0 && exam.Marked === exam.Seats;

test('the registrar publishes a marked exam and its students are told', async ({
  page,
  request,
}, testInfo) => {
  const name = testInfo.project.name;
  const before = await examsForPublication(request);
  // Each project publishes its own exam: the two run against the same server.
  const exam = before.filter(ready)[name.startsWith('phone') ? 1 : 0];
  if (!exam) throw new Error('the demo has no marked, unpublished exam');
  // One of the same kind still being marked, shown beside it under the same filter.
  const marking = before.find(
    (candidate) =>
      candidate.Kind === exam.Kind && candidate.PublishedAt === null && candidate.Marked < candidate.Seats,
  );

  await signInAsStaff(page, REGISTRAR);
  await menuReady(page);
  await openMenu(page);
  await page.locator('#portalMenu').getByText('Publish Scores').click();
  await closeMenu(page);
  const view = shownPage(page);
  await expect(view.getByRole('heading', { name: 'Publish Scores' })).toBeVisible();

  const search = view.locator('ion-searchbar input');
  if (marking) {
    await view.locator('ion-segment-button', { hasText: 'Marking' }).click();
    await search.fill(marking.CourseCode);
    const unfinished = view.locator('.exam-publication-card', { hasText: marking.CourseCode }).first();
    await expect(unfinished.getByText('Marking in progress')).toBeVisible();
    await expect(unfinished.locator('ion-button')).toHaveJSProperty('disabled', true);
    await view.locator('ion-segment-button', { hasText: 'Ready' }).click();
  }
  await search.fill(exam.CourseCode);
  const card = view.locator('.exam-publication-card', { hasText: exam.CourseCode }).filter({
    hasText: 'Ready to publish',
  });
  await expect(
    card.getByText(
      `${String(exam.Marked)} of ${String(exam.Seats)} ${exam.Seats === 1 ? 'student' : 'students'} marked`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, `publish-scores-${name}`);

  await card.getByRole('button', { name: 'Publish scores' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `${exam.CourseCode} become visible to its ${String(exam.Seats)} student`,
  );
  await dialog.getByRole('button', { name: 'Publish scores' }).click();
  await expect(page.getByText(`${exam.CourseCode}: scores published`)).toBeVisible();
  // Out of the ready list, into the published one, with when.
  await expect(card).toHaveCount(0);
  await view.locator('ion-segment-button', { hasText: 'Published' }).click();
  await expect(
    view.locator('.exam-publication-card', { hasText: exam.CourseCode }).getByText(/^Published /),
  ).toBeVisible();

  const after = (await examsForPublication(request)).find((row) => row.ExamId === exam.ExamId);
  expect(after?.PublishedAt).not.toBeNull();
});
