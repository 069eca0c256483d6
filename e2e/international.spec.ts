import { getProgramPlansResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  applicationTo,
  closeApplications,
  INTERNATIONAL_OFFICE,
  newExchangeProgram,
  studentWhoMayApply,
} from './support/international-office';
import { scannedPdf } from './support/orders-office';
import {
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
} from './support/portal';
import { readStudent } from './support/student-api';

/** The semester exchange's required documents (the demo's checklist, apps/server/src/demo/international-partners.ts). */
const EXCHANGE_DOCUMENTS = ['Passport copy', 'Transcript', 'Motivation letter'];

/** Opens one application on its program page and waits for its state, reading afresh a few times. */
async function openApplication(page: Page, pageName: string, applicationId: number, state: string) {
  await page.goto(`/#/${pageName}?application=${String(applicationId)}`);
  const view = shownPage(page);
  await expect(async () => {
    await page.reload();
    await menuReady(page);
    await expect(view.locator('.request-chip', { hasText: state }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  return view;
}

/** From the program's card on its page to a saved draft. */
async function startApplying(page: Page, pageName: string, title: string) {
  await page.goto(`/#/${pageName}`);
  const view = shownPage(page);
  const card = view.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(view.getByRole('heading', { name: `Apply: ${title}` })).toBeVisible();
  return view;
}

/** Pays the invoice the page shows at the demo gateway and comes back to the page. */
async function payByCard(page: Page, back: RegExp) {
  const panel = shownPage(page).locator('.billing-payment');
  await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(back);
  await expect(shownPage(page).locator('.billing-payment').getByText('Paid', { exact: true })).toBeVisible();
}

test.describe('international office (issue 25)', () => {
  test('a student applies to a semester exchange, the office allocates, the student accepts and pays', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two sign-ins, three uploads and a payment: 35-50 s here with both projects running.
    test.setTimeout(120_000);
    const name = testInfo.project.name;
    const exchange = await newExchangeProgram(request, name);
    const { Code: code, TitleEn: title } = exchange.definition;
    const found = await studentWhoMayApply(request, 'international', code, 'international-exchange');

    await signInToHome(page, found.email);
    const form = await startApplying(page, 'international', title);
    const term = form.getByLabel('Term');
    if ((await term.inputValue()) === '') await term.selectOption(String(exchange.term.TermId));
    for (const partner of exchange.partners)
      await form.getByRole('button', { name: `Add ${partner.NameEn} to your ranking` }).click();
    const ranking = form.locator('ol.intl-ranked > li');
    await expect(ranking).toHaveCount(3);
    await form.getByRole('button', { name: `Move ${exchange.partners[2]?.NameEn ?? ''} up` }).click();
    await expect(ranking.nth(1)).toContainText(exchange.partners[2]?.NameEn ?? '');
    await saveScreenshot(page, `international-apply-${name}`);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save draft' }).click();

    const view = shownPage(page);
    await expect(view.getByText('Draft', { exact: true }).first()).toBeVisible();
    for (const document of EXCHANGE_DOCUMENTS) {
      await view.getByLabel(`${document} (required)`).setInputFiles({
        name: `${document.toLowerCase().replaceAll(' ', '-')}.pdf`,
        mimeType: 'application/pdf',
        buffer: scannedPdf(document),
      });
      await expect(view.getByLabel(`${document} (required)`)).toHaveCount(0);
    }
    await saveScreenshot(page, `international-documents-${name}`);
    await view.getByRole('button', { name: 'Submit application' }).click();
    await expect(view.getByText('Submitted', { exact: true }).first()).toBeVisible();
    const submitted = await applicationTo(request, found.email, code);
    expect(submitted.State).toBe('submitted');
    expect(submitted.TermId).toBe(exchange.term.TermId);

    // The office closes the window (ranking is refused while it is open), then ranks, previews and publishes.
    await closeApplications(request, exchange.definition);
    const officeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const office = await officeContext.newPage();
    await signInAsStaff(office, INTERNATIONAL_OFFICE);
    await menuReady(office);
    await office.goto('/#/international-office');
    const desk = shownPage(office);
    await desk.getByRole('tab', { name: 'Selection' }).click();
    await desk.getByLabel('Program').selectOption({ label: `${code} · ${title}` });
    await desk.getByLabel('Term').selectOption(String(exchange.term.TermId));
    await desk.getByRole('button', { name: 'Close the list and rank' }).click();
    await desk.getByRole('button', { name: 'Confirm: close and rank' }).click();
    await expect(desk.getByText(/Ranked 1 applicants/)).toBeVisible();
    await desk.getByRole('button', { name: 'Preview the next round' }).click();
    await expect(desk.getByText('Preview of round 1 (not published).')).toBeVisible();
    await saveScreenshot(office, `international-office-preview-${name}`);
    await expectAccessible(office);
    await desk.getByRole('button', { name: 'Publish round 1' }).click();
    await desk.getByRole('button', { name: 'Confirm: publish round 1' }).click();
    await expect(desk.getByText(/^Round 1, published/)).toBeVisible();
    await saveScreenshot(office, `international-office-published-${name}`);
    // Coming back later, the tab opens on where the term stands: the published round, no ranking offered.
    await office.reload();
    await desk.getByRole('tab', { name: 'Selection' }).click();
    await desk.getByLabel('Program').selectOption({ label: `${code} · ${title}` });
    await desk.getByLabel('Term').selectOption(String(exchange.term.TermId));
    await expect(desk.getByText(/^Round 1, published/)).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Close the list and rank' })).toHaveCount(0);
    await officeContext.close();

    // The student is offered their first choice and accepts it.
    const offered = await openApplication(page, 'international', submitted.ApplicationId, 'Seat offered');
    await expect(offered.getByText(exchange.partners[0]?.NameEn ?? '').first()).toBeVisible();
    await saveScreenshot(page, `international-offer-${name}`);
    await offered.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(offered.getByText('Offer accepted', { exact: true }).first()).toBeVisible();
    expect((await applicationTo(request, found.email, code)).State).toBe('offer-accepted');
    await saveScreenshot(page, `international-accepted-${name}`);
    await expectAccessible(page);

    // Two installments: the first paid at the demo gateway.
    await offered.getByRole('button', { name: 'Choose Two installments' }).click();
    await offered.getByRole('button', { name: 'Confirm and pay installment 1' }).click();
    await payByCard(page, /#\/international/);
    const plans = await readStudent(request, found.email, (api) =>
      api.get(
        getProgramPlansResponse,
        `/api/International/GetInstallmentPlans?ApplicationId=${String(submitted.ApplicationId)}`,
      ),
    );
    expect(plans?.ChosenPlanCode).toBe('two');
    expect(plans?.Installments.map((installment) => installment.State === 'paid')).toEqual([true, false]);
    expect(plans?.PaidPiastres).toBe(10_000_00);
    const fee = await openApplication(page, 'international', submitted.ApplicationId, 'Offer accepted');
    const installments = fee.locator('.installments-row');
    await expect(installments).toHaveCount(2);
    await expect(installments.first().locator('.installments-chip')).toHaveText('Paid');
    await expect(installments.nth(1).locator('.installments-chip')).not.toHaveText('Paid');
    await expect(fee.getByText('Your plan: Two installments.')).toBeVisible();
    await installments.first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, `international-paid-${name}`);
  });

  test('a student applies to the CURIOUS conference, takes a place and pays in full', async ({
    page,
    request,
  }, testInfo) => {
    const name = testInfo.project.name;
    const found = await studentWhoMayApply(request, 'curious', 'CURIOUS', 'international-curious');

    await signInToHome(page, found.email);
    const form = await startApplying(page, 'curious', 'Future Insight Conference');
    await expect(form.getByText(/^Host: /)).toBeVisible();
    await saveScreenshot(page, `international-curious-apply-${name}`);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save draft' }).click();
    const view = shownPage(page);
    await view.getByRole('button', { name: 'Submit application' }).click();
    await expect(view.getByText('Offer accepted', { exact: true }).first()).toBeVisible();
    const application = await applicationTo(request, found.email, 'CURIOUS');
    expect(application.State).toBe('offer-accepted');
    await saveScreenshot(page, `international-curious-place-${name}`);

    await page.goto('/#/curious-install');
    const install = shownPage(page);
    await install.getByRole('button', { name: 'Choose Full payment' }).click();
    await install.getByRole('button', { name: 'Confirm and pay installment 1' }).click();
    await saveScreenshot(page, `international-curious-invoice-${name}`);
    await expectAccessible(page);
    await payByCard(page, /#\/curious-install\?invoice=\d+/);
    await page.reload();
    await menuReady(page);
    const paid = shownPage(page).getByText('Everything is paid. Thank you.');
    await expect(paid).toBeVisible();
    await paid.scrollIntoViewIfNeeded();
    const plans = await readStudent(request, found.email, (api) =>
      api.get(
        getProgramPlansResponse,
        `/api/International/GetInstallmentPlans_Curious?ApplicationId=${String(application.ApplicationId)}`,
      ),
    );
    expect(plans?.ChosenPlanCode).toBe('full');
    expect(plans?.PaidPiastres).toBe(plans?.FeePiastres);
    await saveScreenshot(page, `international-curious-paid-${name}`);
  });
});
