import {
  envelope,
  getDepositChoicesResponse,
  getFinanceInvoicesResponse,
  getStudentStatementResponse,
  type FinanceInvoice,
} from '@portal/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInAsStudent,
  staffToken,
} from './support/portal';
import { findStudent } from './support/student-api';

/** The demo's finance officer (apps/server/src/demo/staff.ts). */
const FINANCE = 'finance@ndu.edu.eg';

async function financeGet<S extends z.ZodType>(request: APIRequestContext, schema: S, path: string) {
  const token = await staffToken(request, FINANCE);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = envelope(z.unknown()).parse(await response.json());
  expect(body.Status, body.Message).toBe('200');
  return schema.parse(body.ReturnObject);
}

/** Pounds with two decimals, as a bank prints them, from integer piastres. */
const pounds = (piastres: number) =>
  `${String(Math.floor(piastres / 100))}.${String(piastres % 100).padStart(2, '0')}`;

/**
 * A student's open invoice is paid at a bank; finance imports the bank's statement: the preview says the
 * row pays that student's invoice and a mistyped row goes to the register; after the import the invoice is
 * paid, and finance assigns the unmatched deposit to the same student from the register.
 */
test('finance confirms a bank deposit by importing the statement and settles the unmatched one', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const name = testInfo.project.name;
  // A demo student who owes asks for an invoice on their own page (staff acting as them cannot).
  const found = await findStudent(
    request,
    async (api) => {
      const statement = await api.get(getStudentStatementResponse, '/api/Billing/GetStudentStatement');
      return statement.Terms.find((candidate) => candidate.BalancePiastres > 0);
    },
    { claim: 'term-fees' },
  );
  const student = await browser.newPage();
  await signInAsStudent(student, found.email);
  await menuReady(student);
  await student.goto('/#/faculty-cash-deposit');
  await shownPage(student)
    .locator(`[data-term="${found.record.TermCode}"]`)
    .getByRole('button', { name: /^Pay .* for / })
    .click();
  const reference = await shownPage(student)
    .locator('.billing-payment')
    .getByText(/^\d{12}$/)
    .textContent();
  await student.close();
  const invoices = await financeGet(
    request,
    getFinanceInvoicesResponse,
    `/api/Finance/GetInvoices?Search=${reference ?? ''}`,
  );
  const invoice: FinanceInvoice | undefined = invoices.Items[0];
  if (!invoice) throw new Error(`no invoice ${reference ?? ''}`);
  const choices = await financeGet(request, getDepositChoicesResponse, '/api/Finance/GetDepositChoices');
  const bank = choices.Banks.find((candidate) => candidate.Active);
  if (!bank) throw new Error('the demo has no bank');
  const stamp = `${name}-${String(Date.now())}`;
  const mistyped = `${invoice.Reference.slice(0, 11)}${String((Number(invoice.Reference[11]) + 1) % 10)}`;
  // Deposited a minute after the invoice was made: within its validity whenever the demo made it.
  const at = new Date(Date.parse(invoice.CreatedAt) + 60_000).toISOString();
  const csv = [
    'transaction_id,deposited_at,reference,amount,currency,depositor',
    `E2E-${stamp}-1,${at},${invoice.Reference},${pounds(invoice.AmountPiastres)},EGP,${invoice.StudentNameEn}`,
    `E2E-${stamp}-2,${at},${mistyped},25.00,EGP,"${invoice.StudentNameEn}, parent"`,
    '',
  ].join('\r\n');

  await signInAsStaff(page, FINANCE);
  await menuReady(page);
  await openMenu(page);
  await page.locator('#portalMenu').getByText('Finance', { exact: true }).click();
  await closeMenu(page);
  const view = shownPage(page);
  await view.getByRole('tab', { name: 'Bank statement' }).click();
  // A select's accessible name also carries its chosen option: found as the section's one select.
  await view
    .getByRole('region', { name: 'Bank statement' })
    .locator('select')
    .selectOption(String(bank.BankId));
  await view.getByLabel('Or paste the statement').fill(csv);
  await view.locator('ion-button', { hasText: 'Preview' }).click();
  const previewTable = view.getByRole('table', { name: 'What importing would do, row by row' });
  await expect(previewTable.getByText(`Pays the invoice of ${invoice.StudentCode}`)).toBeVisible();
  await expect(previewTable.getByText('Unmatched: the reference is mistyped')).toBeVisible();
  await saveScreenshot(page, `finance-bank-preview-${name}`);
  await expectAccessible(page);

  await view.locator('ion-button', { hasText: /^Import$/ }).click();
  await expect(
    view.getByText('The statement was imported. Importing it again changes nothing.'),
  ).toBeVisible();
  await expect(view.getByRole('table', { name: 'What the import did, row by row' })).toContainText(
    `Paid the invoice of ${invoice.StudentCode}`,
  );
  const paid = await financeGet(
    request,
    getFinanceInvoicesResponse,
    `/api/Finance/GetInvoices?Search=${invoice.Reference}`,
  );
  expect(paid.Items[0]?.Status).toBe('paid');

  await view.getByRole('tab', { name: 'Unmatched deposits' }).click();
  const register = view.getByRole('table', { name: 'Deposits that matched no open invoice' });
  const row = register.locator('tr', { hasText: `E2E-${stamp}-2` });
  await row.locator('ion-button', { hasText: 'Assign' }).click();
  const dialog = view.getByRole('dialog', { name: 'Assign the deposit to a student' });
  await dialog.getByLabel('Student code').fill(invoice.StudentCode);
  await dialog.locator('select').selectOption({ index: 1 });
  await dialog.getByLabel('Note (why)').fill('The parent mistyped the last digit');
  await dialog.locator('ion-button', { hasText: /^Credit/ }).click();
  await expect(
    view.getByRole('status').filter({ hasText: `was credited to ${invoice.StudentCode}` }),
  ).toBeVisible();
  await saveScreenshot(page, `finance-unmatched-${name}`);
});
