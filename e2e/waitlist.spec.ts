import {
  courseSections,
  studentCategories,
  studentWaitlists,
  type AdvisingSection,
  type StudentWaitlist,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import type { OwnServer } from './support/own-server';
import { expectAccessible, saveScreenshot, shownPage, signInToHome } from './support/portal';
import { admitted } from './support/advising-world';
import { findStudent, type StudentApi } from './support/student-api';
import { startWaitlistWorld } from './support/waitlist-world';

/**
 * Issue 31: a seat offer is accepted where the student is sent — on home — through the window open to
 * them now. The portal (support/waitlist-world.ts) has advising and add/drop open, and students inside
 * their advising time whose add/drop time is a day away, each holding an offer.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startWaitlistWorld();
});

test.afterAll(async () => {
  await server.stop();
});

test('an offer is accepted from home before the add/drop time, inside the advising time', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const found = await findStudent<StudentWaitlist>(
    context.request,
    async (api) => {
      const mine = await api.get(studentWaitlists, '/api/Waitlist/GetStudentWaitlists');
      return mine.Waitlists.find((place) => place.Offer !== null);
    },
    { limit: 100, claim: 'waitlist-offer' },
  );
  const offer = found.record;
  const name = `${offer.CourseCode} section ${offer.SectionNo}`;
  await signInToHome(page, found.email);

  const tile = shownPage(page).getByRole('region', { name: 'Seat offers from waitlists' });
  await expect(tile.getByRole('article', { name })).toBeVisible({ timeout: 30_000 });
  // The student's times, on the university's clock: advising is theirs now, add/drop from tomorrow.
  const times = tile.getByRole('region', { name: 'Your registration times' });
  await expect(times).toContainText('Advising: open to you now, until');
  await expect(times).toContainText('Add/drop: your time is');
  await expectAccessible(page);
  await saveScreenshot(page, `waitlist-offer-home-${testInfo.project.name}`);

  await tile.getByRole('button', { name: 'Accept the seat' }).click();
  await expect(tile.getByRole('status')).toHaveText(`The seat is yours: ${name} is on your timetable.`, {
    timeout: 30_000,
  });
  await context.close();
});

/** A full lecture of a course with labs in the student's plan, with a lab of it (a student with no offer). */
async function fullLectureWithLab(api: StudentApi) {
  const mine = await api.get(studentWaitlists, '/api/Waitlist/GetStudentWaitlists');
  // One of the world's students: inside their advising time, their add/drop time still to come.
  const openToYou = (kind: string) => mine.Windows.find((time) => time.Kind === kind)?.OpenToYou;
  if (mine.Window !== 'advising' || openToYou('add_drop') !== false || mine.Waitlists.length > 0)
    return undefined;
  const plan = await api.get(studentCategories, '/api/Advising/GetStudentCategories');
  const eligible = plan.Categories.flatMap((category) => category.Courses).filter(
    (course) => course.State === 'eligible' && course.Offered,
  );
  for (const course of eligible.slice(0, 20)) {
    const sections = await admitted(() =>
      api.post(courseSections, '/api/Advising/GetCourseSections', { CourseId: course.CourseId }),
    );
    const lecture = sections.Sections.find(
      (section) =>
        section.Kind === 'lecture' &&
        section.SeatsLeft <= 0 &&
        sections.Sections.some((lab) => lab.LectureSectionId === section.SectionId),
    );
    const lab = sections.Sections.find(
      (section): section is AdvisingSection => section.LectureSectionId === lecture?.SectionId,
    );
    if (lecture && lab) return { code: sections.CourseCode, lecture, lab };
  }
  return undefined;
}

test('a full lecture of a course with labs is waited for together with the lab chosen', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const found = await findStudent(context.request, fullLectureWithLab, { limit: 100, claim: 'waitlist-lab' });
  const { code, lecture, lab } = found.record;
  const kind = lab.Kind === 'lab' ? 'Lab' : 'Tutorial';
  await signInToHome(page, found.email);

  await page.goto('/#/IndAdvising');
  await shownPage(page)
    .getByRole('button', { name: `Sections: ${code}` })
    .click();
  const modal = page.locator('ion-modal', { hasText: `${code}: choose a section` });
  await expect(modal.locator('.adv-chooser')).toBeVisible();
  await modal.getByLabel(`Lecture · Section ${lecture.SectionNo}`, { exact: true }).check();
  await modal.getByLabel(`${kind} · Section ${lab.SectionNo}`, { exact: true }).check();
  await expect(
    modal.getByText(
      `Lecture section ${lecture.SectionNo} and lab section ${lab.SectionNo} are waited for together`,
    ),
  ).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Add to my timetable' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(modal.getByRole('status')).toHaveText(
    new RegExp(`^Number 1 of \\d+ in line, with lab section ${lab.SectionNo}$`),
    { timeout: 30_000 },
  );
  await expect(modal.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();
  await saveScreenshot(page, `waitlist-lab-pair-${testInfo.project.name}`);
  await context.close();
});
