import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getMilitaryRecordsResponse,
  getStudentStatementResponse,
  insertMilitaryPaymentRequestResponse,
  MILITARY_MOVES,
  setMilitaryRecordResponse,
} from '@portal/contract';
import type { StaffRole } from '../../../platform/auth/staff-roles.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildMilitaryCourse } from '../../../test/bus-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../../test/sessions.js';
import { auditLog } from '../../audit/schema.js';
import { billingCredits, billingInvoices, billingPayments } from '../schema.js';
import { militaryRecords } from './military-schema.js';

describe("the registrar's military records (GetMilitaryRecords, SetMilitaryRecord)", () => {
  let subject: TestApp;
  let termId = 0;
  let registrar: { authorization: string };
  const db = () => subject.database.handle.db;

  const asStaff = async (roles: StaffRole[]) => {
    const member = await buildStaffMember(db(), { roles });
    return staffAuthorization(subject.app, member);
  };
  const student = async (overrides: Parameters<typeof buildStudent>[1] = {}) => {
    const row = await buildStudent(db(), { gender: 'male', nationality: 'EG', ...overrides });
    return { ...row, headers: await studentAuthorization(subject.app, row) };
  };
  const set = (payload: object, headers = registrar) =>
    subject.app.inject({ method: 'POST', url: '/api/Billing/SetMilitaryRecord', payload, headers });
  const setOk = async (payload: object) =>
    envelope(setMilitaryRecordResponse).parse((await set(payload)).json()).ReturnObject;
  const list = async (query: string, headers = registrar) =>
    envelope(getMilitaryRecordsResponse).parse(
      (
        await subject.app.inject({ method: 'GET', url: `/api/Billing/GetMilitaryRecords?${query}`, headers })
      ).json(),
    ).ReturnObject;
  const recordOf = async (studentId: number) =>
    (await db().select().from(militaryRecords).where(eq(militaryRecords.studentId, studentId)))[0];
  const auditOf = (studentId: number) =>
    db().select().from(auditLog).where(eq(auditLog.studentId, studentId));
  const openInvoice = async (headers: { authorization: string }) =>
    envelope(insertMilitaryPaymentRequestResponse).parse(
      (
        await subject.app.inject({
          method: 'POST',
          url: '/api/Billing/InsertMilitaryPaymentRequest',
          payload: {},
          headers,
        })
      ).json(),
    ).ReturnObject;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    await buildMilitaryCourse(db(), termId, 900_00);
    registrar = await asStaff(['registrar']);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('lists only students who must take it, searched by code, with the course term and status', async () => {
    const me = await student();
    const other = await student({ gender: 'female' });
    const page = await list(`Search=${me.code}`);
    expect(page.Items).toEqual([
      expect.objectContaining({ StudentCode: me.code, Status: 'due', Paid: false, Note: null }),
    ]);
    expect(page.Items[0]?.CourseTerm?.TermId).toBe(termId);
    expect((await list(`Search=${other.code}`)).Total).toBe(0);
  });

  it('filters by status and pages', async () => {
    const me = await student();
    await setOk({ StudentCode: me.code, Status: 'registered' });
    const registered = await list('Status=registered&PageSize=100');
    expect(registered.Items.map((row) => row.StudentCode)).toContain(me.code);
    expect(registered.Items.every((row) => row.Status === 'registered')).toBe(true);
    expect((await list('Status=due&PageSize=100')).Items.map((row) => row.StudentCode)).not.toContain(
      me.code,
    );
    expect((await list('PageSize=1&Page=1')).Items).toHaveLength(1);
  });

  it('due → registered → completed, each in the audit log; the same status again changes nothing', async () => {
    const me = await student();
    expect(await setOk({ StudentCode: me.code, Status: 'registered' })).toMatchObject({
      Status: 'registered',
    });
    expect(await setOk({ StudentCode: me.code, Status: 'completed' })).toMatchObject({ Status: 'completed' });
    const again = await setOk({ StudentCode: me.code, Status: 'completed' });
    expect(again.Status).toBe('completed');
    const audit = await auditOf(me.id);
    expect(audit.map((row) => [row.action, row.outcome, row.details?.to])).toEqual([
      ['military-record', 'success', 'registered'],
      ['military-record', 'success', 'completed'],
    ]);
  });

  it('an exemption credits the unpaid fee, cancels its open invoice, and the statement shows the credit', async () => {
    const me = await student();
    const invoice = await openInvoice(me.headers);
    const answer = await setOk({ StudentCode: me.code, Status: 'exempt', Note: 'Only son' });
    expect(answer).toMatchObject({ Status: 'exempt', Paid: false, Note: 'Only son' });
    const credits = await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id));
    expect(credits.map((row) => [row.amountPiastres, row.sourceKey])).toEqual([
      [900_00, `military-exempt:${String(termId)}:${String(me.id)}`],
    ]);
    const [cancelled] = await db()
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    expect(cancelled?.status).toBe('cancelled');
    const statement = envelope(getStudentStatementResponse).parse(
      (
        await subject.app.inject({
          method: 'GET',
          url: '/api/Billing/GetStudentStatement',
          headers: me.headers,
        })
      ).json(),
    ).ReturnObject;
    const line = statement.Terms.flatMap((term) => term.Charges).find((charge) => charge.Kind === 'military');
    expect(line).toMatchObject({ CreditedPiastres: 900_00, OutstandingPiastres: 0 });
    // A double submit: the same answer, no second credit, one audit entry.
    expect(await setOk({ StudentCode: me.code, Status: 'exempt', Note: 'Only son' })).toEqual(answer);
    expect(await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id))).toHaveLength(
      1,
    );
    expect(await auditOf(me.id)).toHaveLength(1);
  });

  it('a registered student who paid is exempted without a credit: the paid fee stays paid', async () => {
    const me = await student();
    const invoice = await openInvoice(me.headers);
    await db().insert(billingPayments).values({
      studentId: me.id,
      termId,
      amountPiastres: 900_00,
      reference: invoice.Reference,
      invoiceId: invoice.PaymentInvoiceRequestId,
    });
    expect((await list(`Search=${me.code}`)).Items[0]).toMatchObject({ Status: 'registered', Paid: true });
    expect(await setOk({ StudentCode: me.code, Status: 'exempt', Note: 'Medical' })).toMatchObject({
      Status: 'exempt',
      Paid: true,
    });
    expect(await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id))).toEqual([]);
  });

  describe('refusals change nothing', () => {
    const refusedWith = async (payload: object, status: string) => {
      const response = await set(payload);
      expect(response.json()).toMatchObject({ Status: status, ReturnObject: null });
    };

    it('keeps the allowed moves in one table', () => {
      expect(MILITARY_MOVES).toEqual({
        not_required: [],
        due: ['registered', 'exempt'],
        registered: ['completed', 'exempt'],
        completed: [],
        exempt: [],
      });
    });

    it('refuses due → completed', async () => {
      const me = await student();
      await refusedWith({ StudentCode: me.code, Status: 'completed' }, '409');
      expect(await recordOf(me.id)).toBeUndefined();
      expect((await auditOf(me.id)).map((row) => row.outcome)).toEqual(['refused']);
    });

    for (const [final, note] of [
      ['completed', undefined],
      ['exempt', 'Only son'],
    ] as const)
      for (const to of ['registered', 'completed', 'exempt'] as const)
        if (to !== final)
          it(`refuses ${final} → ${to}`, async () => {
            const me = await student();
            await db()
              .insert(militaryRecords)
              .values({ studentId: me.id, outcome: final, note: note ?? null });
            await refusedWith({ StudentCode: me.code, Status: to, Note: 'Reason' }, '409');
            expect(await recordOf(me.id)).toMatchObject({ outcome: final, note: note ?? null });
            expect(
              await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id)),
            ).toEqual([]);
          });

    it('refuses a student who does not have to take it (409) and an unknown code (404)', async () => {
      for (const overrides of [{ gender: 'female' as const }, { nationality: 'JO' }]) {
        const me = await student(overrides);
        await refusedWith({ StudentCode: me.code, Status: 'registered' }, '409');
        expect(await recordOf(me.id)).toBeUndefined();
      }
      await refusedWith({ StudentCode: 'NO-SUCH-CODE', Status: 'registered' }, '404');
    });

    it('refuses an exemption without a note, and a malformed status', async () => {
      const me = await student();
      await refusedWith({ StudentCode: me.code, Status: 'exempt', Note: '   ' }, '422');
      expect((await set({ StudentCode: me.code, Status: 'due' })).statusCode).toBe(422);
      expect(await recordOf(me.id)).toBeUndefined();
      expect(await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id))).toEqual([]);
    });

    it('another role or a student is refused and nothing changed', async () => {
      const me = await student();
      for (const headers of [await asStaff(['finance']), await asStaff(['auditor']), me.headers]) {
        expect((await set({ StudentCode: me.code, Status: 'exempt', Note: 'x' }, headers)).statusCode).toBe(
          403,
        );
        expect(
          (await subject.app.inject({ method: 'GET', url: '/api/Billing/GetMilitaryRecords', headers }))
            .statusCode,
        ).toBe(403);
      }
      expect(await recordOf(me.id)).toBeUndefined();
      expect(await db().select().from(billingCredits).where(eq(billingCredits.studentId, me.id))).toEqual([]);
    });
  });
});
