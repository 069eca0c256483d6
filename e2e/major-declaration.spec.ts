import {
  getMenuResponse,
  getStudentMajorsResponse,
  getStudentOrderResponse,
  studentCategories,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { CLERK } from './support/orders-office';
import {
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
} from './support/portal';
import { findStudent, readStudent } from './support/student-api';

/** The admission year of this academic year's second-year students (codes are `<year>-<serial>`). */
function secondYearCohort(today = new Date()): number {
  const year = today.getUTCFullYear();
  return today.getUTCMonth() >= 8 ? year - 1 : year - 2;
}

test.describe('Major declaration (issue 26, point 2)', () => {
  test('a student declares a major; the registrar approves and records it; the student has the new major', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = testInfo.project.name;
    // A second-year student of a declaring faculty (the demo's menu rules) with a major to declare.
    const found = await findStudent(
      request,
      async (api) => {
        // A blocked student's calls are refused (403): not one for this walk.
        const menu = await api.get(getMenuResponse, '/api/Portal/GetMenu').catch(() => []);
        if (!menu.some((item) => item.MobilePageName === 'major-declaration')) return undefined;
        const majors = await api.get(getStudentMajorsResponse, '/api/Orders/GetStudentMajors');
        if (!majors.Eligible) return undefined;
        return majors.Majors.find((major) => major.NotDeclarableReason === null);
      },
      // Second-year students were admitted the academic year before this one (it starts in September).
      { claim: 'major-declaration', query: `${String(secondYearCohort())}-` },
    );
    const wanted = found.record;

    await signInToHome(page, found.email);
    // The page opens only for a student whose menu lists it (lib/page-access.ts).
    await page.goto('/#/major-declaration');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Major Declaration' })).toBeVisible();
    await body.getByRole('radio', { name: new RegExp(wanted.NameEn) }).check();
    await body.locator('ion-button', { hasText: 'Declare major' }).click();
    await expect(body.getByText(`Declare ${wanted.NameEn}?`)).toBeVisible();
    await body.locator('ion-button', { hasText: /^Declare$/ }).click();
    await expect(body.getByText('Sent: waiting for the department.')).toBeVisible();
    await expect(body.getByText(`Major declared: ${wanted.NameEn}`)).toBeVisible();
    await saveScreenshot(page, `major-declaration-sent-${name}`);
    await expectAccessible(page);

    const number = await readStudent(request, found.email, async (api) => {
      const majors = await api.get(getStudentMajorsResponse, '/api/Orders/GetStudentMajors');
      const orderId = majors.Latest?.OrderId ?? 0;
      return (
        await api.get(getStudentOrderResponse, `/api/Orders/GetStudentOrder?OrderId=${String(orderId)}`)
      ).Number;
    });
    if (!number) throw new Error('the declaration has no number');

    // The registrar's clerk, in their own browser: reviews, approves and records the declaration.
    const officeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const office = await officeContext.newPage();
    await signInAsStaff(office, CLERK);
    await menuReady(office);
    await office.goto('/#/student-services');
    const queue = shownPage(office);
    await queue.getByRole('tab', { name: 'Registrar' }).click();
    await queue.getByLabel('Student code, name or request number').fill(number);
    await queue.locator('ion-button', { hasText: 'Show' }).click();
    await queue
      .getByRole('table', { name: 'Registrar' })
      .getByRole('row', { name: new RegExp(number) })
      .locator('ion-button', { hasText: 'Open' })
      .click();
    const panel = office.getByRole('dialog', { name: `Request ${number}` });
    await expect(panel.getByText(new RegExp(wanted.NameEn)).first()).toBeVisible();
    for (const [action, state] of [
      ['Start review', 'In review'],
      ['Approve', 'Approved'],
      ['Fulfil', 'Fulfilled'],
    ] as const) {
      await panel.locator('ion-button', { hasText: new RegExp(`^${action}$`) }).click();
      await panel.locator('ion-button', { hasText: `Confirm: ${action}` }).click();
      await expect(panel.getByText(`Done: the request is now ${state}.`)).toBeVisible();
    }
    await saveScreenshot(office, `major-declaration-office-${name}`);
    await officeContext.close();

    // The student reads the new major; the degree audit answers for the new program.
    await page.reload();
    await menuReady(page);
    const after = shownPage(page);
    await expect(after.getByText(`Approved: your major is now ${wanted.NameEn}.`)).toBeVisible();
    await expect(after.locator('.major-current')).toHaveText(wanted.NameEn);
    await saveScreenshot(page, `major-declaration-approved-${name}`);
    const read = await readStudent(request, found.email, async (api) => ({
      majors: await api.get(getStudentMajorsResponse, '/api/Orders/GetStudentMajors'),
      plan: await api.get(studentCategories, '/api/Advising/GetStudentCategories'),
    }));
    expect(read?.majors.Current?.ProgramId).toBe(wanted.ProgramId);
    expect(read?.plan.Categories.length).toBeGreaterThan(0);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'إعلان التخصص' })).toBeVisible();
    await expect(arabic.locator('.major-current')).toHaveText(wanted.NameAr);
    await saveScreenshot(page, `major-declaration-approved-${name}-ar`);
  });
});
