import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getStudentMilitaryDataResponse,
  insertMilitaryPaymentRequestResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildMilitaryCourse } from '../../../test/bus-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { militaryRecords } from './military-schema.js';
import { militaryStatus } from './military.js';
import { billingCharges, billingInvoices, billingPayments } from '../schema.js';

describe('military education (military-payment)', () => {
  let subject: TestApp;
  let termId = 0;
  const db = () => subject.database.handle.db;

  const student = async (overrides: Parameters<typeof buildStudent>[1]) => {
    const row = await buildStudent(db(), overrides);
    return { id: row.id, headers: await studentAuthorization(subject.app, row) };
  };
  const read = async (headers: { authorization: string }) =>
    envelope(getStudentMilitaryDataResponse).parse(
      (
        await subject.app.inject({ method: 'GET', url: '/api/Billing/GetStudentMilitaryData', headers })
      ).json(),
    ).ReturnObject;
  const ask = (headers: { authorization: string }) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Billing/InsertMilitaryPaymentRequest',
      payload: {},
      headers,
    });
  const chargesOf = (studentId: number) =>
    db().select().from(billingCharges).where(eq(billingCharges.studentId, studentId));

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    await buildMilitaryCourse(db(), termId, 900_00);
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Billing/GetStudentMilitaryData', () => {
    it('a male Egyptian student owes the course fee: one military charge, however often he looks', async () => {
      const me = await student({ gender: 'male', nationality: 'EG' });
      const first = await read(me.headers);
      await read(me.headers);
      expect(first).toMatchObject({ Required: true, Status: 'due', FeePiastres: 900_00 });
      expect(first.CourseTerm?.TermId).toBe(termId);
      expect(first.Charge?.OutstandingPiastres).toBe(900_00);
      expect((await chargesOf(me.id)).map((charge) => charge.kind)).toEqual(['military']);
    });

    it('is not required of female or non-Egyptian students, and charges them nothing', async () => {
      for (const overrides of [
        { gender: 'female' as const, nationality: 'EG' },
        { gender: 'male' as const, nationality: 'JO' },
        {},
      ]) {
        const me = await student(overrides);
        expect(await read(me.headers)).toMatchObject({
          Required: false,
          Status: 'not_required',
          Charge: null,
        });
        expect(await chargesOf(me.id)).toEqual([]);
      }
    });

    it('an exemption or a completed course is shown as recorded, with no charge', async () => {
      const me = await student({ gender: 'male', nationality: 'EG' });
      await db().insert(militaryRecords).values({ studentId: me.id, outcome: 'exempt' });
      expect(await read(me.headers)).toMatchObject({ Status: 'exempt', Charge: null });
      expect(await chargesOf(me.id)).toEqual([]);
    });

    it('reads registered once the fee is paid', async () => {
      const me = await student({ gender: 'male', nationality: 'EG' });
      const invoice = envelope(insertMilitaryPaymentRequestResponse).parse(
        (await ask(me.headers)).json(),
      ).ReturnObject;
      await db().insert(billingPayments).values({
        studentId: me.id,
        termId,
        amountPiastres: 900_00,
        reference: invoice.Reference,
        invoiceId: invoice.PaymentInvoiceRequestId,
      });
      expect((await read(me.headers)).Status).toBe('registered');
    });
  });

  describe('POST /api/Billing/InsertMilitaryPaymentRequest', () => {
    it('opens an invoice for the military charge, the same one on a double tap', async () => {
      const me = await student({ gender: 'male', nationality: 'EG' });
      const first = envelope(insertMilitaryPaymentRequestResponse).parse(
        (await ask(me.headers)).json(),
      ).ReturnObject;
      const again = envelope(insertMilitaryPaymentRequestResponse).parse(
        (await ask(me.headers)).json(),
      ).ReturnObject;
      expect(first.AmountPiastres).toBe(900_00);
      expect(again.PaymentInvoiceRequestId).toBe(first.PaymentInvoiceRequestId);
      expect(
        await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, me.id)),
      ).toHaveLength(1);
    });

    it('refuses a student who owes no military fee and opens nothing', async () => {
      const me = await student({ gender: 'female', nationality: 'EG' });
      expect((await ask(me.headers)).json()).toMatchObject({ Status: '409', ReturnObject: null });
      expect(await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, me.id))).toEqual(
        [],
      );
    });
  });

  it('decides the status in one place', () => {
    expect(militaryStatus(false, 'exempt', 0)).toBe('not_required');
    expect(militaryStatus(true, 'completed', 900_00)).toBe('completed');
    expect(militaryStatus(true, null, 0)).toBe('registered');
    expect(militaryStatus(true, null, 1)).toBe('due');
    expect(militaryStatus(true, null, null)).toBe('due');
  });
});
