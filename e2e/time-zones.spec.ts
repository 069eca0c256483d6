import { appConfiguration, envelope, studentAuthData } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { saveScreenshot, shownPage, signInToHome, studentsWithStatus } from './support/portal';

/**
 * Issue 20, item 4: on a device kept on UTC, home said a deadline was at the device's 9:00 PM while
 * add/drop said the university's 11:00 PM. Every page now shows the university's time and names its zone:
 * home's advising tile and the advising page must both show the instant the server sent on the
 * university's clock, in the portal's 'dateTime' and 'fullDateTime' styles, ending in the same time and zone.
 */
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const DATE_TIME = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const FULL_DATE_TIME = { ...DATE_TIME, weekday: 'long', month: 'long' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

test("home's advising tile and the advising page give the same deadline on the university's clock", async ({
  page,
  request,
}, testInfo) => {
  const configuration = envelope(appConfiguration).parse(
    await (await request.get('/api/Portal/GetAppConfiguration')).json(),
  ).ReturnObject;
  expect(configuration.TimeZone, "a university zone other than this device's").not.toMatch(/^(Etc\/)?UTC$/);
  const university = (instant: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', {
      ...options,
      timeZone: configuration.TimeZone,
      timeZoneName: 'shortGeneric',
    }).format(new Date(instant));

  const [student] = await studentsWithStatus(request, 'active');
  if (!student) throw new Error('no active demo student');
  const authAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/DefaultData/GetStudentAuthData') && response.ok(),
  );
  await signInToHome(page, student.Email);
  const windows = envelope(studentAuthData).parse(await (await authAnswer).json()).ReturnObject;
  // The advising page is in the demo's menu only while its window is open, as it is on the demo term.
  const advising = windows.OpenWindows.find((window) => window.Kind === 'advising');
  if (!advising) throw new Error("the demo term's advising window is not open");
  const instant = advising.ClosesAt;
  const timeAndZone = university(instant, TIME);
  expect(timeAndZone).toMatch(/ Time$/);

  const home = shownPage(page).locator('.window-row', { hasText: /^Advising(?! preview)/ });
  await expect(home.locator('.window-row__when')).toHaveText(`closes ${university(instant, DATE_TIME)}`);
  await expect(home).toContainText(timeAndZone);
  await saveScreenshot(page, `time-zones-home-${testInfo.project.name}`);

  await page.goto('/#/validateAdvising');
  const sentence = shownPage(page).locator('.adv-window__sentence');
  await expect(sentence).toContainText(university(instant, FULL_DATE_TIME));
  await expect(sentence).toContainText(timeAndZone);
});
