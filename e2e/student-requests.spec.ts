import { readFile } from 'node:fs/promises';
import { orderCoursesResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text';
import {
  acceptWaitingAnnouncements,
  expectAccessible,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInAsStudent,
} from './support/portal';
import { CLERK, officeMoves, scannedPdf, shownOrderId, studentWhoMayFile } from './support/orders-office';

/**
 * Opens one of the student's requests and waits for its state, reading it afresh a few times: a payment's
 * callback or the office's move may land a moment after the step that caused it.
 */
async function openRequest(page: Page, orderId: number, state: string) {
  await page.goto(`/#/my-requests?order=${String(orderId)}`);
  const view = shownPage(page);
  const chip = view.getByText(state, { exact: true }).first();
  await expect(async () => {
    await page.reload();
    await expect(chip).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return view;
}

/** Picks a type on the new-request page and waits for its form. */
async function startRequest(page: Page, typeName: string) {
  await page.goto('/#/new-request');
  const view = shownPage(page);
  await view.locator('.orders-type', { hasText: typeName }).click();
  await expect(view.locator('.orders-form')).toBeVisible();
  return view;
}

test.describe('student-services requests (issue 24)', () => {
  test('an excuse with a medical report is returned for a clearer scan, corrected and approved', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const name = testInfo.project.name;
    const found = await studentWhoMayFile(request, 'absence-excuse', 'orders-excuse');
    await signInAsStudent(page, found.email);
    await acceptWaitingAnnouncements(page);

    const form = await startRequest(page, 'Excuse for an absence');
    await form.getByLabel(/^From/).fill('2026-11-22');
    await form.getByLabel(/^To/).fill('2026-11-23');
    await form.getByLabel(/^Reason/).fill('I was ill with a fever and stayed at home.');
    await form.getByLabel(/^Medical report/).setInputFiles({
      name: 'medical-report.pdf',
      mimeType: 'application/pdf',
      buffer: scannedPdf('Medical report (blurred)'),
    });
    await form.getByRole('button', { name: 'Submit request' }).click();
    const orderId = await shownOrderId(page);
    let view = await openRequest(page, orderId, 'Submitted');
    const number =
      (await view
        .getByText(/^SR-\d{4}-\d{6}$/)
        .first()
        .textContent()) ?? '';
    await saveScreenshot(page, `requests-excuse-submitted-${name}`);

    // The office, in its own browser: starts the review, rejects the scan and returns the request.
    const officeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const office = await officeContext.newPage();
    await signInAsStaff(office, CLERK);
    const openInOffice = async () => {
      await office.goto('/#/student-services');
      await office.reload();
      const queue = shownPage(office);
      await queue.getByLabel('Student code, name or request number').fill(number);
      await queue.locator('ion-button', { hasText: 'Show' }).click();
      await queue
        .getByRole('table', { name: 'Student affairs' })
        .getByRole('row', { name: new RegExp(number) })
        .locator('ion-button', { hasText: 'Open' })
        .click();
      // The panel is drawn at the document's root, over the page.
      return office.getByRole('dialog', { name: `Request ${number}` });
    };
    let panel = await openInOffice();
    await panel.locator('ion-button', { hasText: 'Start review' }).click();
    await panel.locator('ion-button', { hasText: 'Confirm: Start review' }).click();
    await expect(panel.getByText('Done: the request is now In review.')).toBeVisible();
    // The innermost card naming the file: the documents' section is a card around them.
    const scan = panel.locator('.office-card', { hasText: 'medical-report.pdf' }).last();
    await scan.locator('ion-button', { hasText: 'Reject' }).click();
    await scan.getByLabel('Reason for the student').fill('The scan is blurred: upload a clearer scan.');
    await scan.locator('form ion-button', { hasText: 'Reject' }).click();
    // As the clerk sees it: the card says Rejected once the office has the request's new version, and a
    // move sent before that is refused as stale ("This request changed since you opened it").
    await expect(scan.getByText('Rejected', { exact: true })).toBeVisible();
    await panel.locator('ion-button', { hasText: 'Return to the student' }).click();
    await panel.getByLabel('Note to the student').fill('Please upload a clearer scan of the report.');
    await panel.locator('ion-button', { hasText: 'Confirm: Return to the student' }).click();
    await expect(panel.getByText('Done: the request is now Returned to the student.')).toBeVisible();

    // The student reads why, uploads a clearer scan and resubmits.
    view = await openRequest(page, orderId, 'Returned to you');
    await expect(view.getByText(/Please upload a clearer scan of the report/).first()).toBeVisible();
    await view.getByLabel(/^Medical report/).setInputFiles({
      name: 'medical-report-clear.pdf',
      mimeType: 'application/pdf',
      buffer: scannedPdf('Medical report (clear)'),
    });
    await expect(view.locator('.request-document', { hasText: 'Awaiting review' })).toBeVisible();
    await saveScreenshot(page, `requests-excuse-returned-${name}`);
    await view.locator('ion-button', { hasText: 'Resubmit' }).click();
    await openRequest(page, orderId, 'In review');

    // The office accepts the new scan and approves.
    panel = await openInOffice();
    const clear = panel.locator('.office-card', { hasText: 'medical-report-clear.pdf' }).last();
    await clear.locator('ion-button', { hasText: 'Accept' }).click();
    await expect(clear.getByText('Accepted')).toBeVisible();
    await panel.locator('ion-button', { hasText: 'Approve' }).click();
    await panel.locator('ion-button', { hasText: 'Confirm: Approve' }).click();
    await expect(panel.getByText('Done: the request is now Approved.')).toBeVisible();
    await saveScreenshot(office, `requests-excuse-office-${name}`);
    await officeContext.close();

    view = await openRequest(page, orderId, 'Approved');
    const history = view.getByRole('region', { name: 'History' });
    await expect(history.getByText('Returned to you for correction')).toBeVisible();
    await expect(history.getByText('Resubmitted after correction')).toBeVisible();
    await saveScreenshot(page, `requests-excuse-approved-${name}`);
    await expectAccessible(page);

    // Told at every step: the messages name the request.
    await page.goto('/#/notification');
    const messages = shownPage(page);
    await expect(messages.getByText(`Your request ${number} was approved.`)).toBeVisible();
    await expect(
      messages.getByText(new RegExp(`Your request ${number} was returned to you for correction`)),
    ).toBeVisible();
  });

  test('a grade recalculation petition is paid by card and processed', async ({
    page,
    request,
  }, testInfo) => {
    const found = await studentWhoMayFile(request, 'grade-recalculation', 'term-fees', async (api) => {
      const courses = await api.get(orderCoursesResponse, '/api/StudentPetition/GetStudentCourses');
      return courses.some((course) => course.NotAvailableReason === null);
    });
    await signInAsStudent(page, found.email);
    await acceptWaitingAnnouncements(page);
    await page.goto('/#/request-recalculation');
    const courses = shownPage(page);
    await courses.locator('ion-button', { hasText: 'Request recalculation' }).first().click();
    const form = shownPage(page);
    await expect(form.locator('.orders-form')).toBeVisible();
    await form.getByRole('button', { name: 'Submit and pay the fee' }).click();
    const orderId = await shownOrderId(page);
    const view = await openRequest(page, orderId, 'Fee to pay');
    await saveScreenshot(page, `requests-recalculation-fee-${testInfo.project.name}`);

    await view.locator('ion-button', { hasText: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/#\/my-requests/);
    await openRequest(page, orderId, 'Submitted');

    await officeMoves(request, orderId, ['start-review', 'approve', 'fulfil']);
    const done = await openRequest(page, orderId, 'Fulfilled');
    await expect(done.getByRole('region', { name: 'History' }).getByText('Fee paid')).toBeVisible();
    await saveScreenshot(page, `requests-recalculation-done-${testInfo.project.name}`);
  });

  test('an enrolment letter is requested, issued, and verified on the public page', async ({
    page,
    request,
  }, testInfo) => {
    const found = await studentWhoMayFile(request, 'enrolment-letter', 'orders-letter');
    await signInAsStudent(page, found.email);
    await acceptWaitingAnnouncements(page);
    const form = await startRequest(page, 'Enrolment / proof letter');
    await form.getByLabel(/^Addressed to/).fill('The Embassy of Germany, Cairo');
    await form.getByLabel('English').check();
    await form.getByRole('button', { name: 'Submit request' }).click();
    const orderId = await shownOrderId(page);

    await officeMoves(request, orderId, ['start-review', 'approve', 'fulfil']);
    const view = await openRequest(page, orderId, 'Fulfilled');
    const [letter] = await Promise.all([
      page.waitForEvent('download'),
      view.locator('ion-button', { hasText: 'Download the result' }).click(),
    ]);
    const { text } = await pdfText(await readFile(await letter.path()));
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(text)?.[0] ?? '';
    expect(code, 'the letter carries its verification code').not.toBe('');
    expect(text).toContain(found.nameEn);

    // Anyone holding the letter checks it, signed in or not.
    await page.goto(`/#/verify-document?code=${code}`);
    await expect(page.getByText('Genuine document')).toBeVisible();
    await expect(page.getByText(found.nameEn)).toBeVisible();
    await saveScreenshot(page, `requests-letter-verified-${testInfo.project.name}`);
    await page.goto('/#/verify-document?code=ABCD-EFGH-JKMN');
    await page.reload();
    await expect(page.getByText('Not a document of this university')).toBeVisible();
  });
});
