import { appConfiguration, envelope, studentAuthData } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { saveScreenshot, shownPage, signInToHome, studentsWithStatus } from './support/portal';

/**
 * Issue 20, item 4: on a device kept on UTC, home said a deadline was at the device's 9:00 PM while
 * add/drop said the university's 11:00 PM. Every page now shows the university's time and names its zone:
 * home's windows tile and the Add/Drop page both show the add/drop deadline the server sent on the
 * university's clock, word for word, naming the zone.
 */
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const DATE_TIME = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

test("home's windows tile and the Add/Drop page give the same deadline on the university's clock", async ({
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
  // The demo term keeps add/drop open around today, whatever day the demo was generated.
  const addDrop = windows.OpenWindows.find((window) => window.Kind === 'add_drop');
  if (!addDrop) throw new Error("the demo term's add/drop window is not open");
  const closes = university(addDrop.ClosesAt, DATE_TIME);
  const timeAndZone = university(addDrop.ClosesAt, TIME);
  expect(timeAndZone).toMatch(/ Time$/);

  const home = shownPage(page).locator('.window-row', { hasText: 'Add / drop' });
  await expect(home.locator('.window-row__when')).toHaveText(`closes ${closes}`);
  await saveScreenshot(page, `time-zones-home-${testInfo.project.name}`);

  // The Add/Drop page gives the same deadline in the same words of time.
  await page.goto('/#/AddDrop');
  await expect(shownPage(page).getByText(`Add and drop closes ${closes}.`)).toBeVisible({ timeout: 30_000 });
  expect(closes).toContain(timeAndZone);
});
