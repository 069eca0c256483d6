import {
  advisingStudentData,
  advisingValidation,
  courseSections,
  getStudentCoursesResponse,
  studentCategories,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { closeMenu, openMenu, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { findStudent } from './support/student-api';

// The advising pages beyond the walk-through of e2e/advising.spec.ts: the validate page's refusal and the
// contact form's checks, a clash refused on individual advising, and the group-advising page.
const GROUP = 'mariam.fouad.10732@ndu.edu.eg';

test('validate: contact data refused field by field, then confirmed, then on to individual advising', async ({
  page,
}, testInfo) => {
  // A student of an individually advised program in the open advising window whose only hold is this
  // term's contact data, holding some seats already (so a section can clash); claimed, since the desktop
  // and phone runs go in parallel and confirming changes the record.
  // Looking for the student reads a few plans and sections through the registrar: more than the default.
  test.setTimeout(180_000);
  const student = await findStudent(
    page.request,
    async (api) => {
      const data = await api.get(advisingStudentData, '/api/Advising/GetStudentData');
      if (data.AdvisingMode !== 'individual' || !data.WindowOpen || data.RegisteredCredits === 0)
        return undefined;
      if (data.RegisteredCredits + 6 > data.CreditLimits.Max) return undefined;
      const validation = await api.get(advisingValidation, '/api/AdvisingValidator/Check?kind=advising');
      if (
        validation.ContactConfirmed ||
        validation.Holds.some((hold) => hold.Code !== 'contact_not_confirmed')
      )
        return undefined;
      // A course of the plan the student may take with an open lecture section that clashes with the timetable.
      const plan = await api.get(studentCategories, '/api/Advising/GetStudentCategories');
      const eligible = plan.Categories.flatMap((category) => category.Courses).filter(
        (course) => course.State === 'eligible' && course.Offered,
      );
      let clashing: string | undefined;
      for (const course of eligible.slice(0, 8)) {
        const offered = await api
          .post(courseSections, '/api/Advising/GetCourseSections', { CourseId: course.CourseId })
          .catch(() => undefined);
        const clash = offered?.Sections.some(
          (section) => section.Kind === 'lecture' && section.Clash !== null && section.SeatsLeft > 0,
        );
        if (clash) {
          clashing = course.CourseCode;
          break;
        }
      }
      return clashing;
    },
    { claim: 'contact-confirmation' },
  );
  await signInAsStudent(page, student.email);
  await page.goto('/#/validateAdvising');
  const shown = shownPage(page);
  await expect(shown.getByText('You cannot enter yet')).toBeVisible();
  await expect(shown.getByText('Confirm your contact data for this term (the form below).')).toBeVisible();

  await shown.getByLabel('Mobile number').fill('0100');
  await shown.getByLabel("Emergency contact's phone").fill('');
  await shown.getByText('Confirm my contact data').click();
  await expect(
    shown.getByText('Enter a phone number of digits, e.g. +20 100 123 4567.').first(),
  ).toBeVisible();
  await expect(shown.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, `validate-contact-invalid-${testInfo.project.name}`);

  await shown.getByLabel('Mobile number').fill('+20 100 555 1234');
  await shown.getByLabel('Home address').fill('14 El Gomhoria Street, Mansoura, Dakahlia');
  await shown.getByLabel("Emergency contact's name").fill('Mikhail Boutros');
  await shown.getByLabel("Emergency contact's phone").fill('+20 111 222 3344');
  await shown.getByLabel('Relation to you').fill('Father');
  await shown.getByText('Confirm my contact data').click();
  await expect(page).toHaveURL(/#\/IndAdvising$/);

  // A section that clashes with the timetable is refused in plain words, and nothing changes.
  const ind = shownPage(page);
  await expect(ind.getByText('Your timetable this term')).toBeVisible();
  const before = await ind.locator('.adv-held').count();
  // The plan's course with a lecture section that clashes with the student's timetable.
  const dialog = page.locator('ion-modal');
  await ind
    .getByRole('button', { name: `Sections: ${student.record}`, exact: true })
    .first()
    .click();
  const withClash = dialog
    .locator('.adv-section')
    .filter({ has: page.locator('.adv-section__clash') })
    .filter({ has: page.locator('input[type=radio]:not([disabled])') });
  await expect(withClash.first()).toBeVisible();
  const clash = withClash.first();
  await clash.locator('input[type=radio]').check();
  const lab = dialog.locator('input[type=radio][name^=lab]:not([disabled])');
  if ((await lab.count()) > 0) await lab.first().check();
  await dialog.getByText('Add to my timetable').click();
  await expect(dialog.locator('.adv-refusal')).toContainText('Nothing was changed:');
  await expect(dialog.locator('.adv-refusal')).toContainText('clashes with');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(ind.locator('.adv-held')).toHaveCount(before);
});

test('group advising: a group-advising student sees the groups page', async ({ page }, testInfo) => {
  await signInAsStudent(page, GROUP);
  await page.goto('/#/AdvisingModules');
  const shown = shownPage(page);
  await expect(shown.getByRole('heading', { name: 'Group Advising', level: 1 })).toBeVisible();
  await expect(shown.getByRole('region', { name: 'Your record' })).toContainText('Pharmacy (PharmD)');
  await expect(
    shown.getByText(/Ready-made groups|No group is offered for your level this term/).first(),
  ).toBeVisible();
  await saveScreenshot(page, `advising-modules-${testInfo.project.name}`);
});

test('one window, one story: the menu lists Advising Preview and Evaluation, and their pages and messages agree', async ({
  page,
}, testInfo) => {
  await signInAsStudent(page, GROUP);
  await openMenu(page);
  const menu = page.locator('#portalMenu');
  await menu.locator('.menu-group[data-group="schedules"] .menu-group__toggle').click();
  await expect(menu.locator('.menu-item[data-page="validateAdvPreview"]')).toBeVisible();
  await expect(menu.locator('.menu-item[data-page="evaluation"]')).toBeVisible();
  await closeMenu(page);

  // The demo's preview window has closed: its validate page and the preview opened by its address say so
  // in the same words, and the address shows none of the preview.
  await page.goto('/#/validateAdvPreview');
  const closed = shownPage(page).locator('.window-status__sentence');
  await expect(closed).toContainText('Advising preview closed on');
  const sentence = await closed.innerText();
  await page.goto('/#/Preview');
  const preview = shownPage(page);
  await expect(preview.locator('.window-closed-panel .window-status__sentence')).toHaveText(sentence);
  await expect(preview.locator('.preview-courses, .preview-view')).toHaveCount(0);
  await saveScreenshot(page, `advising-preview-closed-${testInfo.project.name}`);

  // Evaluation is still to come: its page gives the window's dates, and the message about it the same days.
  const { record: evaluation } = await findStudent(page.request, (api) =>
    api.get(getStudentCoursesResponse, '/api/Evaluation/GetStudentCourses'),
  );
  const dates = evaluation.Window;
  expect(evaluation.WindowOpen).toBe(false);
  if (!dates) throw new Error('the demo term has an evaluation window');
  // From the menu, as a student goes there.
  await openMenu(page);
  const evaluationItem = menu.locator('.menu-item[data-page="evaluation"]');
  if (!(await evaluationItem.isVisible()))
    await menu.locator('.menu-group[data-group="schedules"] .menu-group__toggle').click();
  await evaluationItem.click();
  await closeMenu(page);
  await expect(shownPage(page).locator('.evaluation-intro .window-status__sentence')).toContainText(
    'Course evaluation opens on',
  );
  await shownPage(page).locator('.header-bell').click();
  await expect(page).toHaveURL(/#\/notification$/);
  await expect(shownPage(page).getByText('Course evaluation dates').first()).toBeVisible();
  // The message is written on the university's clock (YYYY-MM-DD HH:MM), as the page's dates are.
  const cairoDay = (instant: string) =>
    new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
  await expect(shownPage(page).getByText(cairoDay(dates.OpensAt)).first()).toBeVisible();
});
