import { getAllBusLineResponse, getStudentMilitaryDataResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { findStudent } from './support/student-api';

test.describe('bus subscription (spec §2 route bus-cash-deposit)', () => {
  test('a student chooses a line and stop, confirms, and pays the bus fee through the demo gateway', async ({
    page,
    request,
  }, testInfo) => {
    const found = await findStudent(
      request,
      async (api) => {
        const lines = await api.get(getAllBusLineResponse, '/api/Billing/GetAllBusLine');
        const open = lines.Lines.find((line) => line.SeatsLeft > 0);
        return lines.ChangesOpen && !lines.Subscription && open ? open : undefined;
      },
      { claim: 'term-fees' },
    );
    const line = found.record;
    const stop = line.Stops[0];
    if (!stop) throw new Error('a demo line without stops');
    await signInAsStudent(page, found.email);
    await menuReady(page);
    await page.goto('/#/bus-cash-deposit');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Bus Cash Deposit' })).toBeVisible();
    await expect(body.getByRole('list', { name: `Stops of line ${line.Code}` })).toBeVisible();
    await expect(body.getByText(/You have no bus line this term/)).toBeVisible();
    await saveScreenshot(page, `bus-cash-deposit-${testInfo.project.name}`);
    await expectAccessible(page);

    await body
      .getByRole('button', { name: `Get on at ${stop.NameEn}` })
      .first()
      .click();
    await expect(body.getByRole('heading', { name: 'Confirm your bus line' })).toBeVisible();
    await body.getByRole('button', { name: 'Confirm' }).click();
    await expect(body.getByText('Your stop')).toBeVisible();
    await expect(body.getByText('Not paid yet: pay before riding.')).toBeVisible();

    await body.getByRole('button', { name: /^Pay / }).click();
    const panel = body.locator('.billing-payment');
    await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
    await panel.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/#\/bus-cash-deposit\?invoice=\d+/);
    await expect(
      shownPage(page).locator('.billing-payment').getByText('Paid', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await menuReady(page);
    await expect(shownPage(page).getByText('Paid: you may ride this term.')).toBeVisible();
    await saveScreenshot(page, `bus-cash-deposit-paid-${testInfo.project.name}`);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.goto('/#/bus-cash-deposit');
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'اشتراك الحافلات' })).toBeVisible();
    await expect(arabic.getByText('محطتك')).toBeVisible();
    await saveScreenshot(page, `bus-cash-deposit-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });
});

test.describe('military education (spec §2 route military-payment)', () => {
  test('a student with the fee due sees what it means and gets an invoice to pay it', async ({
    page,
    request,
  }, testInfo) => {
    const found = await findStudent(
      request,
      async (api) => {
        const data = await api.get(getStudentMilitaryDataResponse, '/api/Billing/GetStudentMilitaryData');
        return data.Status === 'due' && data.Charge && data.Charge.OutstandingPiastres > 0 ? data : undefined;
      },
      { claim: 'term-fees' },
    );
    await signInAsStudent(page, found.email);
    await menuReady(page);
    await page.goto('/#/military-payment');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Military Payment' })).toBeVisible();
    await expect(body.getByText('Fee due')).toBeVisible();
    await expect(body.getByText(/Pay its fee to be registered/)).toBeVisible();
    await saveScreenshot(page, `military-payment-${testInfo.project.name}`);
    await expectAccessible(page);

    await body.getByRole('button', { name: /^Pay / }).click();
    const panel = body.locator('.billing-payment');
    await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Pay by card' })).toBeVisible();
    await saveScreenshot(page, `military-payment-invoice-${testInfo.project.name}`);
  });
});
