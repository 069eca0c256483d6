import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getFinanceInvoicesResponse,
  getFinancePaymentsResponse,
  getReconciliationReportResponse,
} from '@portal/contract';
import { universityDate } from '../../../platform/clock.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  buildAttempt,
  buildInvoice,
  buildPayment,
  buildUnappliedEvent,
} from '../../../test/finance-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../../test/sessions.js';

type Headers = { authorization: string };

describe('finance lists and reports', () => {
  let subject: TestApp;
  let finance: Headers;
  let registrar: Headers;
  let student: Headers;
  let aliaCode = '';
  let openInvoiceId = 0;

  // The university's dates, as the report reads them: near midnight UTC, Cairo is already on the next day.
  const day = (days: number) =>
    universityDate(new Date(Date.now() + days * 86_400_000), subject.app.config.UNIVERSITY_TIME_ZONE);
  const get = async (url: string, as: Headers = finance) =>
    subject.app.inject({ method: 'GET', url, headers: as });

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const term = await buildTerm(db, { code: '2026-FALL' });
    const alia = await buildStudent(db, { nameEn: 'Alia Hassan', nameAr: 'عالية حسن' });
    const other = await buildStudent(db, { nameEn: '=HYPERLINK("http://evil")', nameAr: 'آخر' });
    aliaCode = alia.code;
    finance = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['finance'] }));
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, alia);
    const paid = await buildInvoice(
      db,
      { studentId: alia.id, termId: term.id, amountPiastres: 500_000, status: 'paid' },
      60,
    );
    await buildPayment(db, { studentId: alia.id, termId: term.id, amountPiastres: 500_000, channel: 'card' });
    await buildPayment(db, {
      studentId: other.id,
      termId: term.id,
      amountPiastres: 123_456,
      channel: 'bank_deposit',
    });
    const open = await buildInvoice(db, { studentId: alia.id, termId: term.id, amountPiastres: 250_000 }, 30);
    openInvoiceId = open.id;
    await buildAttempt(db, open, 20);
    await buildAttempt(db, paid, 59);
    await buildUnappliedEvent(db, 'amount-mismatch', 999);
    await buildUnappliedEvent(db, 'amount-mismatch', 1_000);
    await buildUnappliedEvent(db, 'unknown-reference', 5_000);
  });
  afterAll(() => subject.close());

  describe('GET /api/Finance/GetInvoices', () => {
    it('lists invoices newest first with the student, term and channel of the latest attempt', async () => {
      const body = envelope(getFinanceInvoicesResponse).parse((await get('/api/Finance/GetInvoices')).json());
      expect(body.ReturnObject.Total).toBe(2);
      expect(body.ReturnObject.Items.map((item) => [item.Status, item.Channel, item.StudentCode])).toEqual([
        ['open', 'card', aliaCode],
        ['paid', 'card', aliaCode],
      ]);
      expect(body.ReturnObject.Items[0]).toMatchObject({
        TermCode: '2026-FALL',
        StudentNameEn: 'Alia Hassan',
      });
    });

    it('filters by state and by search, and pages', async () => {
      const paid = envelope(getFinanceInvoicesResponse).parse(
        (await get('/api/Finance/GetInvoices?Status=paid')).json(),
      );
      expect(paid.ReturnObject.Items.map((item) => item.Status)).toEqual(['paid']);
      const byName = envelope(getFinanceInvoicesResponse).parse(
        (await get(`/api/Finance/GetInvoices?Search=${encodeURIComponent('alia')}&PageSize=1&Page=2`)).json(),
      );
      expect(byName.ReturnObject).toMatchObject({ Total: 2, Page: 2, PageSize: 1 });
      expect(byName.ReturnObject.Items.map((item) => item.Status)).toEqual(['paid']);
      const wildcard = envelope(getFinanceInvoicesResponse).parse(
        (await get('/api/Finance/GetInvoices?Search=%25')).json(),
      );
      expect(wildcard.ReturnObject.Total).toBe(0);
    });

    it('is refused to students and to staff without the finance role', async () => {
      expect((await get('/api/Finance/GetInvoices', student)).statusCode).toBe(403);
      expect((await get('/api/Finance/GetInvoices', registrar)).statusCode).toBe(403);
    });
  });

  describe('GET /api/Finance/GetPayments', () => {
    it('lists payments by channel with provider key and nothing refunded yet', async () => {
      const body = envelope(getFinancePaymentsResponse).parse(
        (await get(`/api/Finance/GetPayments?Channel=card&From=${day(-1)}&To=${day(1)}`)).json(),
      );
      expect(body.ReturnObject.Items).toHaveLength(1);
      expect(body.ReturnObject.Items[0]).toMatchObject({
        StudentCode: aliaCode,
        AmountPiastres: 500_000,
        Channel: 'card',
        RefundedPiastres: 0,
      });
      expect(body.ReturnObject.Items[0]?.ProviderKey).toMatch(/^paymob:/);
    });

    it('finds nothing outside the dates, and refuses a period that ends before it starts', async () => {
      const before = envelope(getFinancePaymentsResponse).parse(
        (await get(`/api/Finance/GetPayments?To=${day(-3)}`)).json(),
      );
      expect(before.ReturnObject.Total).toBe(0);
      const backwards = (await get(`/api/Finance/GetPayments?From=${day(1)}&To=${day(-1)}`)).json<unknown>();
      expect(backwards).toMatchObject({ Status: '422', ReturnObject: null });
      const impossible = (await get('/api/Finance/GetPayments?From=2026-02-30')).json<unknown>();
      expect(impossible).toMatchObject({ Status: '422', ReturnObject: null });
    });

    it('is refused to students and to staff without the finance role', async () => {
      expect((await get('/api/Finance/GetPayments', student)).statusCode).toBe(403);
      expect((await get('/api/Finance/GetPayments', registrar)).statusCode).toBe(403);
    });
  });

  describe('GET /api/Finance/GetReconciliationReport', () => {
    it('gives applied payments per channel, unapplied events by reason and invoices pending at the provider', async () => {
      const body = envelope(getReconciliationReportResponse).parse(
        (await get(`/api/Finance/GetReconciliationReport?From=${day(-7)}&To=${day(0)}`)).json(),
      );
      expect(body.ReturnObject.Applied).toEqual([
        { Channel: 'bank_deposit', Count: 1, AmountPiastres: 123_456 },
        { Channel: 'card', Count: 1, AmountPiastres: 500_000 },
      ]);
      expect(body.ReturnObject.NotApplied.map((group) => [group.Reason, group.Count])).toEqual([
        ['amount-mismatch', 2],
        ['unknown-reference', 1],
      ]);
      expect(body.ReturnObject.NotApplied[0]?.Events.map((event) => event.AmountPiastres)).toEqual([
        999, 1_000,
      ]);
      // Only the open invoice: the paid one's attempt is as old but its payment arrived.
      expect(body.ReturnObject.PendingAtProvider.map((row) => row.InvoiceId)).toEqual([openInvoiceId]);
    });

    it('refuses a period longer than a year, and is refused to other staff', async () => {
      const long = (
        await get(`/api/Finance/GetReconciliationReport?From=${day(-400)}&To=${day(0)}`)
      ).json<unknown>();
      expect(long).toMatchObject({ Status: '422', ReturnObject: null });
      const url = `/api/Finance/GetReconciliationReport?From=${day(-1)}&To=${day(0)}`;
      expect((await get(url, registrar)).statusCode).toBe(403);
      expect((await get(url, student)).statusCode).toBe(403);
    });
  });

  describe('GET /api/Finance/ExportPayments', () => {
    it('answers RFC 4180 CSV in pounds, a formula in a name defused, and audits the export', async () => {
      const response = await get(`/api/Finance/ExportPayments?From=${day(-1)}&To=${day(1)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-/);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        'payment_id,paid_at,student_code,student_name,term,channel,reference,provider_key,amount_egp,refunded_egp,currency',
      );
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe('');
      const other = lines.find((line) => line.includes('bank_deposit')) ?? '';
      expect(other).toContain(`,"'=HYPERLINK(""http://evil"")",`);
      expect(other).toContain(',1234.56,0.00,EGP');
      const rows = await subject.database.handle.query<{ action: string; details: { rows: number } }>(
        "select action, details from audit_log where action = 'finance-export'",
      );
      expect(rows.map((row) => row.details.rows)).toEqual([2]);
    });

    it('is refused to other staff and students, and for a backwards period', async () => {
      const url = `/api/Finance/ExportPayments?From=${day(-1)}&To=${day(1)}`;
      expect((await get(url, registrar)).statusCode).toBe(403);
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(`/api/Finance/ExportPayments?From=${day(1)}&To=${day(-1)}`)).statusCode).toBe(422);
    });
  });
});
