import { expect, test } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { recordsShowcase } from './support/records-showcase';

test.describe('attendance (spec §2 route attendance)', () => {
  test('per course: sessions, absences, excused, percentage and the state in words; Arabic', async ({
    page,
    request,
  }, testInfo) => {
    const showcase = await recordsShowcase(request);
    const { warning, denied } = showcase.record;
    await signInAsStudent(page, showcase.email);
    await menuReady(page);
    await page.goto('/#/attendance');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await expect(body.getByText(/a warning at 15%, and at 25% you are barred/)).toBeVisible();

    const warned = body.locator(`[data-course="${warning.CourseCode}"]`);
    await expect(warned).toContainText('Warning');
    await expect(warned).toContainText(`${String(warning.AbsencePercent)}%`);
    await expect(warned).toContainText(
      `${String(warning.SessionsHeld)} of ${String(warning.SessionsScheduled)}`,
    );
    const barred = body.locator(`[data-course="${denied.CourseCode}"]`);
    await expect(barred).toContainText('Denied: barred from the final exam');
    await expect(barred).toContainText('you cannot sit this course');
    await expect(body.getByRole('status').filter({ hasText: 'barred from the final exam' })).toBeVisible();
    await saveScreenshot(page, `attendance-${testInfo.project.name}`);
    await expectAccessible(page);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'الحضور والغياب' })).toBeVisible();
    await expect(arabic.locator(`[data-course="${denied.CourseCode}"]`)).toContainText('محروم');
    await saveScreenshot(page, `attendance-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });
});
