import { getPartySavedDataResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { EVENTS_OFFICE, graduateForCeremony, keptTicketCodes, USHER } from './support/party';
import {
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
} from './support/portal';
import { readStudent } from './support/student-api';

test.describe('Ceremonies (issue 27)', () => {
  test('a graduate registers, invites three guests and removes one; an usher admits the two left, once each', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = testInfo.project.name;
    const { email, record } = await graduateForCeremony(request);
    const eventId = record.Event.EventId;
    const guests = ['Mona Fathy', 'Hady Nour', 'Salma Adel'].map((guest, index) => ({
      guest,
      address: `guest${String(index + 1)}.${name}.${email.split('@')[0] ?? ''}@example.com`,
    }));

    await signInToHome(page, email);
    await page.goto('/#/graduation');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Graduation Ceremony' })).toBeVisible();
    const ceremony = body.getByRole('region', { name: record.Event.TitleEn });
    await ceremony.getByRole('radio', { name: 'Yes, I will attend' }).click();
    await ceremony.getByLabel('Gown size').selectOption('M');
    await ceremony.getByRole('button', { name: 'Save' }).click();
    await expect(ceremony.getByText(/Saved\. Last updated/)).toBeVisible();

    const invite = ceremony.getByRole('form', { name: 'Invite a guest' });
    for (const { guest, address } of guests) {
      await invite.getByLabel("Guest's name").fill(guest);
      await invite.getByLabel("Guest's email").fill(address);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(ceremony.getByText(address)).toBeVisible();
    }
    await expect(ceremony.getByText('3 of 3 invited')).toBeVisible();
    await ceremony.getByRole('button', { name: 'Remove Hady Nour' }).click();
    await page.getByRole('button', { name: 'Remove guest' }).click();
    await expect(ceremony.getByText('2 of 3 invited')).toBeVisible();
    await saveScreenshot(page, `party-graduation-${name}`);
    await expectAccessible(page);

    if (name === 'phone') {
      await page.evaluate(() => {
        localStorage.setItem('portal.language', 'ar');
      });
      await page.reload();
      await menuReady(page);
      await expect(shownPage(page).getByRole('heading', { level: 1, name: 'حفل التخرج' })).toBeVisible();
      await expect(
        shownPage(page).getByRole('heading', { level: 2, name: record.Event.TitleAr }),
      ).toBeVisible();
      await saveScreenshot(page, 'party-graduation-phone-ar');
      await page.evaluate(() => {
        localStorage.setItem('portal.language', 'en');
      });
    }

    const saved = await readStudent(request, email, (api) =>
      api.get(getPartySavedDataResponse, '/api/Party/GetStudentSavedData?Page=graduation'),
    );
    const mine = saved?.find((one) => one.Event.EventId === eventId);
    expect(mine?.Registration).toMatchObject({ Attending: true, Answers: { 'gown-size': 'M' } });
    expect(mine?.Guests.map((one) => [one.Name, one.State])).toEqual([
      ['Mona Fathy', 'valid'],
      ['Hady Nour', 'revoked'],
      ['Salma Adel', 'valid'],
    ]);

    // The invitations are kept in the office's outbox (no mail server here): their codes, as a guest holds them.
    let codes = new Map<string, string>();
    await expect
      .poll(async () => {
        codes = await keptTicketCodes(request, eventId);
        return guests.every(({ address }) => codes.has(address));
      })
      .toBe(true);
    const code = (index: number) => codes.get(guests[index]?.address ?? '') ?? '';

    const usherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const usher = await usherContext.newPage();
    await signInAsStaff(usher, USHER);
    await menuReady(usher);
    await usher.goto('/#/door');
    const door = shownPage(usher);
    await expect(door.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
    await door.getByLabel('Event').selectOption(String(eventId));
    await door.getByLabel('Gate').fill(`North ${name}`);
    const scan = async (ticket: string) => {
      await door.getByLabel('Ticket code').fill(ticket);
      await door.getByRole('button', { name: 'Check in' }).click();
    };
    const result = door.getByRole('status').filter({ has: usher.getByRole('heading') });
    await scan(code(0));
    await expect(result.getByRole('heading', { name: 'Admitted' })).toBeVisible();
    await expect(result).toContainText('Mona Fathy');
    await scan(code(2));
    await expect(result).toContainText('Salma Adel');
    await expect(result.getByRole('heading', { name: 'Admitted' })).toBeVisible();
    // The first guest's ticket shown again: refused, naming the first admission's gate.
    await scan(code(0));
    await expect(result.getByRole('heading', { name: 'Do not admit' })).toBeVisible();
    await expect(result).toContainText(`Already admitted: Mona Fathy`);
    await expect(result).toContainText(`gate North ${name}`);
    await saveScreenshot(usher, `party-door-${name}`);
    await expectAccessible(usher);
    // The removed guest's ticket was revoked.
    await scan(code(1));
    await expect(result.getByRole('heading', { name: 'Do not admit' })).toBeVisible();
    await expect(door.getByRole('region', { name: 'Live counts' })).toContainText('2');
    await usherContext.close();

    const after = await readStudent(request, email, (api) =>
      api.get(getPartySavedDataResponse, '/api/Party/GetStudentSavedData?Page=graduation'),
    );
    const admitted = after
      ?.find((one) => one.Event.EventId === eventId)
      ?.Guests.filter((one) => one.AdmittedAt !== null)
      .map((one) => one.Name);
    expect(admitted).toEqual(['Mona Fathy', 'Salma Adel']);

    if (name === 'desktop') {
      // The events office sees the invitations in its outbox, readable here where no mail server is set.
      const officeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const office = await officeContext.newPage();
      await signInAsStaff(office, EVENTS_OFFICE);
      await menuReady(office);
      await office.goto('/#/events-office');
      const card = shownPage(office).getByRole('article', { name: record.Event.TitleEn });
      await card.getByRole('button', { name: 'Invitation mail' }).click();
      await expect(
        card.getByRole('table', { name: `Invitation mail of ${record.Event.TitleEn}` }),
      ).toContainText(guests[0]?.address ?? '');
      await saveScreenshot(office, 'party-events-office-desktop');
      await expectAccessible(office);
      await officeContext.close();
    }
  });
});
