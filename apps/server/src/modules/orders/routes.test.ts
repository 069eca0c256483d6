import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getAcceptanceExcuseResponse,
  getActionLogListResponse,
  getOrderTypesResponse,
  getStudentOrderResponse,
  getStudentOrdersResponse,
  uploadFilesResponse,
} from '@portal/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildRegistration, buildSection, buildStudent, buildTerm } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart-form.js';
import {
  buildOrder,
  buildOrderDocument,
  buildOrderType,
  checklistDocument,
  OPEN_TO_ALL,
} from '../../test/orders-factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { TINY_PDF } from '../../test/security/upload-body.js';
import { billingCharges } from '../billing/schema.js';
import { creditCharge } from '../billing/service.js';
import { messageRecipients } from '../notify/schema.js';
import { settlePaidFees } from './fee-settling.js';
import { orderActions, orderDocuments, orders } from './schema.js';
import { textField } from '../../test/orders-factories.js';

const detail = envelope(getStudentOrderResponse.nullable());
const anything = envelope(z.unknown());

describe('the student side of student-services requests', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let studentId = 0;
  let otherId = 0;
  let termId = 0;
  const db = () => subject.database.handle.db;
  const post = (url: string, payload: unknown, as = headers) =>
    subject.app.inject({ method: 'POST', url, headers: as, payload: payload as Record<string, unknown> });
  const get = (url: string, as = headers) => subject.app.inject({ method: 'GET', url, headers: as });
  const rowsOf = (id: number) => db().select().from(orders).where(eq(orders.studentId, id));
  const save = (payload: unknown, as = headers) => post('/api/Orders/SaveStudentOrder', payload, as);
  const update = (payload: unknown, as = headers) => post('/api/Orders/UpdateStudentOrder', payload, as);

  beforeAll(async () => {
    subject = await buildTestApp({ PAYMENT_RECONCILER: 'false' });
    const term = await buildTerm(db(), { isCurrent: true });
    termId = term.id;
    const student = await buildStudent(db(), { level: 2, admittedTermId: termId });
    const other = await buildStudent(db(), { admittedTermId: termId });
    studentId = student.id;
    otherId = other.id;
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Orders/GetOrderTypes', () => {
    it('lists types on offer with why the student may not file one, in their language', async () => {
      const open = await buildOrderType(db());
      const senior = await buildOrderType(db(), { eligibility: { ...OPEN_TO_ALL, MinLevel: 4 } });
      const hidden = await buildOrderType(db(), { active: false });
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Orders/GetOrderTypes',
        headers: { ...headers, 'accept-language': 'ar' },
      });
      const types = envelope(getOrderTypesResponse).parse(response.json()).ReturnObject;
      expect(types.find((type) => type.OrderTypeId === open.id)?.Eligible).toBe(true);
      const refused = types.find((type) => type.OrderTypeId === senior.id);
      expect(refused?.Eligible).toBe(false);
      expect(refused?.NotEligibleReason).toContain('المستوى 4');
      expect(types.some((type) => type.OrderTypeId === hidden.id)).toBe(false);
    });
  });

  describe('POST /api/Orders/SaveStudentOrder', () => {
    it('starts a draft, and the same key again answers the same draft (a double tap files one)', async () => {
      const type = await buildOrderType(db());
      const body = {
        OrderTypeId: type.id,
        Answers: { reason: 'For my bank.' },
        IdempotencyKey: randomUUID(),
      };
      const [first, second] = await Promise.all([save(body), save(body)]);
      const a = detail.parse(first.json()).ReturnObject;
      const b = detail.parse(second.json()).ReturnObject;
      expect(a?.State).toBe('draft');
      expect(b?.OrderId).toBe(a?.OrderId);
      expect((await rowsOf(studentId)).filter((row) => row.orderTypeId === type.id)).toHaveLength(1);
    });

    it('changes a draft’s answers and bumps its version', async () => {
      const type = await buildOrderType(db());
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const answer = detail.parse(
        (
          await save({
            OrderTypeId: type.id,
            OrderId: order.id,
            Answers: { reason: 'Changed.' },
            IdempotencyKey: randomUUID(),
          })
        ).json(),
      ).ReturnObject;
      expect(answer?.Answers).toEqual({ reason: 'Changed.' });
      expect(answer?.Version).toBe(order.version + 1);
    });

    it.each([
      ['an unknown question', { reason: 'Fine reason', colour: 'blue' }],
      ['a number for a text', { reason: 42 }],
      ['an answer too short', { reason: 'no' }],
      ['an answer too long', { reason: 'x'.repeat(501) }],
    ])('refuses %s and saves nothing', async (_, answers) => {
      const type = await buildOrderType(db());
      const before = await rowsOf(studentId);
      const response = await save({ OrderTypeId: type.id, Answers: answers, IdempotencyKey: randomUUID() });
      const body = anything.parse(response.json());
      expect(body.Status).toBe('422');
      expect(body.Message).toBeTruthy();
      expect(await rowsOf(studentId)).toEqual(before);
    });

    it('checks dates, choices, numbers and yes/no by their field', async () => {
      const type = await buildOrderType(db(), {
        fields: [
          {
            Key: 'from-date',
            Kind: 'date',
            LabelEn: 'From',
            LabelAr: 'من',
            HelpEn: null,
            HelpAr: null,
            Required: true,
            Options: [],
            Min: null,
            Max: null,
          },
          {
            Key: 'to-date',
            Kind: 'date',
            LabelEn: 'To',
            LabelAr: 'إلى',
            HelpEn: null,
            HelpAr: null,
            Required: true,
            Options: [],
            Min: null,
            Max: null,
          },
          {
            Key: 'copies',
            Kind: 'number',
            LabelEn: 'Copies',
            LabelAr: 'النسخ',
            HelpEn: null,
            HelpAr: null,
            Required: false,
            Options: [],
            Min: 1,
            Max: 5,
          },
          {
            Key: 'urgent',
            Kind: 'yes-no',
            LabelEn: 'Urgent',
            LabelAr: 'عاجل',
            HelpEn: null,
            HelpAr: null,
            Required: false,
            Options: [],
            Min: null,
            Max: null,
          },
          {
            Key: 'language',
            Kind: 'choice',
            LabelEn: 'Language',
            LabelAr: 'اللغة',
            HelpEn: null,
            HelpAr: null,
            Required: false,
            Options: [
              { Value: 'en', LabelEn: 'English', LabelAr: 'الإنجليزية' },
              { Value: 'ar', LabelEn: 'Arabic', LabelAr: 'العربية' },
            ],
            Min: null,
            Max: null,
          },
        ],
      });
      const status = async (answers: unknown) =>
        anything.parse(
          (await save({ OrderTypeId: type.id, Answers: answers, IdempotencyKey: randomUUID() })).json(),
        ).Status;
      const before = await rowsOf(studentId);
      expect(await status({ 'from-date': '2026-02-30' })).toBe('422');
      expect(await status({ 'from-date': '2026-03-10', 'to-date': '2026-03-01' })).toBe('422');
      expect(await status({ copies: 9 })).toBe('422');
      expect(await status({ urgent: 'yes' })).toBe('422');
      expect(await status({ language: 'fr' })).toBe('422');
      expect(await rowsOf(studentId)).toEqual(before);
      expect(
        await status({
          'from-date': '2026-03-01',
          'to-date': '2026-03-02',
          copies: 2,
          urgent: true,
          language: 'ar',
        }),
      ).toBe('200');
    });

    it('refuses a type the student is not eligible for, and a second open request of a once-only type', async () => {
      const senior = await buildOrderType(db(), { eligibility: { ...OPEN_TO_ALL, MinLevel: 4 } });
      const once = await buildOrderType(db(), { eligibility: { ...OPEN_TO_ALL, OneOpenAtATime: true } });
      await buildOrder(db(), { studentId, termId, orderTypeId: once.id, state: 'in-review' });
      const before = await rowsOf(studentId);
      for (const type of [senior, once]) {
        const body = anything.parse(
          (
            await save({ OrderTypeId: type.id, Answers: { reason: 'Please.' }, IdempotencyKey: randomUUID() })
          ).json(),
        );
        expect(body.Status).toBe('422');
      }
      expect(await rowsOf(studentId)).toEqual(before);
    });

    it("refuses another student's draft and changes nothing of theirs", async () => {
      const type = await buildOrderType(db());
      const theirs = await buildOrder(db(), { studentId: otherId, termId, orderTypeId: type.id });
      const before = await rowsOf(otherId);
      const body = anything.parse(
        (
          await save({
            OrderTypeId: type.id,
            OrderId: theirs.id,
            Answers: { reason: 'Mine now.' },
            IdempotencyKey: randomUUID(),
          })
        ).json(),
      );
      expect(body.Status).toBe('404');
      expect(await rowsOf(otherId)).toEqual(before);
    });
  });

  describe('POST /api/Orders/UpdateStudentOrder', () => {
    it('submits a free request, logs it and tells the student', async () => {
      const type = await buildOrderType(db());
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const answer = detail.parse(
        (await update({ OrderId: order.id, Action: 'submit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('submitted');
      expect(answer?.DueAt).not.toBeNull();
      const log = await db().select().from(orderActions).where(eq(orderActions.orderId, order.id));
      expect(log.map((entry) => entry.action)).toEqual(['submit']);
      const told = await db()
        .select()
        .from(messageRecipients)
        .where(eq(messageRecipients.studentId, studentId));
      expect(told.length).toBeGreaterThan(0);
    });

    it('raises the fee as a charge and waits for payment', async () => {
      const type = await buildOrderType(db(), { feePiastres: 150_00 });
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const answer = detail.parse(
        (await update({ OrderId: order.id, Action: 'submit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('payment-pending');
      expect(answer?.NextStep).toBe('pay');
      expect(answer?.Fee).toMatchObject({ AmountPiastres: 150_00, Paid: false });
      const charges = await db()
        .select()
        .from(billingCharges)
        .where(eq(billingCharges.sourceKey, `order:${String(order.id)}`));
      expect(charges).toHaveLength(1);
    });

    it('refuses to submit without a required document or a required answer, and changes nothing', async () => {
      const withDocument = await buildOrderType(db(), { documents: [checklistDocument()] });
      const missingFile = await buildOrder(db(), { studentId, termId, orderTypeId: withDocument.id });
      const plain = await buildOrderType(db());
      const missingAnswer = await buildOrder(db(), { studentId, termId, orderTypeId: plain.id, answers: {} });
      for (const order of [missingFile, missingAnswer]) {
        const body = anything.parse(
          (await update({ OrderId: order.id, Action: 'submit', Version: 0 })).json(),
        );
        expect(body.Status).toBe('422');
        const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
        expect(row).toEqual(order);
      }
    });

    it('refuses a stale version with 409 and a move not allowed from the state', async () => {
      const order = await buildOrder(db(), { studentId, termId, version: 3 });
      expect(
        anything.parse((await update({ OrderId: order.id, Action: 'submit', Version: 2 })).json()).Status,
      ).toBe('409');
      const approved = await buildOrder(db(), { studentId, termId, state: 'approved' });
      expect(
        anything.parse((await update({ OrderId: approved.id, Action: 'withdraw', Version: 0 })).json())
          .Status,
      ).toBe('409');
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row).toEqual(order);
    });

    it('resubmits a returned request only once each rejected document is replaced', async () => {
      const type = await buildOrderType(db(), { documents: [checklistDocument()] });
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id, state: 'returned' });
      await buildOrderDocument(db(), {
        orderId: order.id,
        studentId,
        state: 'rejected',
        reviewNote: 'Blurred',
      });
      expect(
        anything.parse((await update({ OrderId: order.id, Action: 'resubmit', Version: 0 })).json()).Status,
      ).toBe('422');
      await buildOrderDocument(db(), { orderId: order.id, studentId });
      const answer = detail.parse(
        (await update({ OrderId: order.id, Action: 'resubmit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('in-review');
    });

    it("refuses another student's request and changes nothing of theirs", async () => {
      const theirs = await buildOrder(db(), { studentId: otherId, termId });
      const before = await rowsOf(otherId);
      expect(
        anything.parse((await update({ OrderId: theirs.id, Action: 'withdraw', Version: 0 })).json()).Status,
      ).toBe('404');
      expect(await rowsOf(otherId)).toEqual(before);
    });
  });

  describe('GET /api/Orders/GetStudentOrders', () => {
    it('pages the student’s own requests, filtered by state', async () => {
      await buildOrder(db(), { studentId, termId, state: 'closed' });
      const response = await get('/api/Orders/GetStudentOrders?State=closed&PageSize=5');
      const page = envelope(getStudentOrdersResponse).parse(response.json()).ReturnObject;
      expect(page.Items.length).toBeGreaterThan(0);
      expect(page.Items.every((item) => item.State === 'closed')).toBe(true);
      const theirs = await buildOrder(db(), { studentId: otherId, termId, state: 'closed' });
      const all = envelope(getStudentOrdersResponse).parse(
        (await get('/api/Orders/GetStudentOrders?PageSize=100')).json(),
      );
      expect(all.ReturnObject.Items.some((item) => item.OrderId === theirs.id)).toBe(false);
    });
  });

  describe('GET /api/Orders/GetStudentOrder and POST /api/Orders/GetActionLogList', () => {
    it("answers another student's request as not found", async () => {
      const theirs = await buildOrder(db(), { studentId: otherId, termId });
      expect(
        anything.parse((await get(`/api/Orders/GetStudentOrder?OrderId=${String(theirs.id)}`)).json()).Status,
      ).toBe('404');
      expect(
        anything.parse((await post('/api/Orders/GetActionLogList', { OrderId: theirs.id })).json()).Status,
      ).toBe('404');
    });

    it('hides the staff member behind the office in the log', async () => {
      const order = await buildOrder(db(), { studentId, termId, state: 'in-review' });
      await db().insert(orderActions).values({
        orderId: order.id,
        action: 'start-review',
        actor: 'office',
        fromState: 'submitted',
        toState: 'in-review',
      });
      const log = envelope(getActionLogListResponse.nullable()).parse(
        (await post('/api/Orders/GetActionLogList', { OrderId: order.id })).json(),
      );
      expect(log.ReturnObject?.[0]).toMatchObject({ Actor: 'office', ActorName: null });
    });
  });

  describe('POST /api/Orders/UploadFiles_New and GET /api/Orders/GetOrderDocument', () => {
    const upload = (fields: Record<string, string>, files: number, as = headers) => {
      const form = multipartForm([
        ...Object.entries(fields).map(([name, content]) => ({ name, content })),
        ...Array.from({ length: files }, (_, index) => ({
          name: 'files',
          filename: `report-${String(index)}.pdf`,
          contentType: 'application/pdf',
          content: TINY_PDF,
        })),
      ]);
      return subject.app.inject({
        method: 'POST',
        url: '/api/Orders/UploadFiles_New',
        headers: { ...as, 'content-type': form.contentType },
        payload: form.payload,
      });
    };

    it('stores a file for a draft’s requirement, logs it, and the student downloads it', async () => {
      const type = await buildOrderType(db(), { documents: [checklistDocument()] });
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const response = await upload({ OrderId: String(order.id), RequirementCode: 'medical-report' }, 1);
      const documents = envelope(uploadFilesResponse.nullable()).parse(response.json()).ReturnObject ?? [];
      expect(documents).toHaveLength(1);
      const id = documents[0]?.DocumentId ?? 0;
      const file = await get(`/api/Orders/GetOrderDocument?DocumentId=${String(id)}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
      expect(
        (await get(`/api/Orders/GetOrderDocument?DocumentId=${String(id)}`, otherHeaders)).statusCode,
      ).toBe(404);
      const log = await db().select().from(orderActions).where(eq(orderActions.orderId, order.id));
      expect(log.map((entry) => entry.action)).toEqual(['document-uploaded']);
    });

    it('refuses more files than the requirement takes, another student’s request, a submitted one — storing nothing', async () => {
      const type = await buildOrderType(db(), { documents: [checklistDocument({ MaxFiles: 1 })] });
      const draft = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const submitted = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'submitted',
      });
      const theirs = await buildOrder(db(), { studentId: otherId, termId, orderTypeId: type.id });
      const cases: [Record<string, string>, number, string][] = [
        [{ OrderId: String(draft.id), RequirementCode: 'medical-report' }, 2, '422'],
        [{ OrderId: String(draft.id), RequirementCode: 'passport' }, 1, '422'],
        [{ OrderId: String(submitted.id), RequirementCode: 'medical-report' }, 1, '409'],
        [{ OrderId: String(theirs.id), RequirementCode: 'medical-report' }, 1, '404'],
      ];
      for (const [fields, files, status] of cases) {
        expect(anything.parse((await upload(fields, files)).json()).Status).toBe(status);
      }
      for (const order of [draft, submitted, theirs]) {
        expect(await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id))).toEqual(
          [],
        );
      }
    });
    it('holds a file to its requirement’s size and kinds while it streams, storing nothing', async () => {
      const type = await buildOrderType(db(), {
        documents: [checklistDocument({ MaxBytes: 2048, Kinds: ['pdf'] })],
      });
      const draft = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const fields = [
        { name: 'OrderId', content: String(draft.id) },
        { name: 'RequirementCode', content: 'medical-report' },
      ];
      const send = (filename: string, content: Buffer) => {
        const form = multipartForm([
          ...fields,
          { name: 'files', filename, contentType: 'application/pdf', content },
        ]);
        return subject.app.inject({
          method: 'POST',
          url: '/api/Orders/UploadFiles_New',
          headers: { ...headers, 'content-type': form.contentType },
          payload: form.payload,
        });
      };
      const large = await send('report.pdf', Buffer.concat([TINY_PDF, Buffer.alloc(4096, 0x20)]));
      expect(anything.parse(large.json())).toMatchObject({ Status: '422' });
      expect(anything.parse(large.json()).Message).toMatch(/larger than .* allows/);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const wrongKind = await send('scan.png', png);
      expect(anything.parse(wrongKind.json()).Message).toMatch(/takes PDF files only/);
      expect(await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, draft.id))).toEqual(
        [],
      );
    });
  });

  describe('course fields', () => {
    it('takes one of the student’s offered registrations and refuses another student’s', async () => {
      const type = await buildOrderType(db(), {
        purpose: 'work-extension',
        fields: [
          textField({
            Key: 'course',
            Kind: 'course',
            LabelEn: 'Course',
            LabelAr: 'المقرر',
            Min: null,
            Max: null,
          }),
        ],
      });
      const section = await buildSection(db(), { termId });
      const mine = await buildRegistration(db(), { studentId, sectionId: section.id });
      const theirs = await buildRegistration(db(), { studentId: otherId, sectionId: section.id });
      const before = await rowsOf(studentId);
      const refusedAnswer = anything.parse(
        (
          await save({ OrderTypeId: type.id, Answers: { course: theirs.id }, IdempotencyKey: randomUUID() })
        ).json(),
      );
      expect(refusedAnswer.Status).toBe('422');
      expect(await rowsOf(studentId)).toEqual(before);
      const saved = detail.parse(
        (
          await save({ OrderTypeId: type.id, Answers: { course: mine.id }, IdempotencyKey: randomUUID() })
        ).json(),
      ).ReturnObject;
      expect(saved?.CourseCode).not.toBeNull();
      const [row] = await db()
        .select()
        .from(orders)
        .where(eq(orders.id, saved?.OrderId ?? 0));
      expect(row?.registrationId).toBe(mine.id);
    });
  });

  describe('fees', () => {
    it('moves a paid request on when it is read, and in the periodic pass', async () => {
      const type = await buildOrderType(db(), { feePiastres: 100_00 });
      const onRead = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      const inPass = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
      for (const order of [onRead, inPass]) {
        await update({ OrderId: order.id, Action: 'submit', Version: 0 });
        const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
        await creditCharge(db(), {
          chargeId: row?.chargeId ?? 0,
          amountPiastres: 100_00,
          reason: 'Paid at the cashier',
          sourceKey: `test-paid:${String(order.id)}`,
        });
      }
      const read = detail.parse(
        (await get(`/api/Orders/GetStudentOrder?OrderId=${String(onRead.id)}`)).json(),
      );
      expect(read.ReturnObject?.State).toBe('submitted');
      expect(read.ReturnObject?.Fee?.Paid).toBe(true);
      expect(await settlePaidFees(db(), undefined, new Date())).toBeGreaterThanOrEqual(1);
      const [moved] = await db().select().from(orders).where(eq(orders.id, inPass.id));
      expect(moved?.state).toBe('submitted');
      expect(await settlePaidFees(db(), undefined, new Date())).toBe(0);
      const log = await db().select().from(orderActions).where(eq(orderActions.orderId, inPass.id));
      expect(log.filter((entry) => entry.action === 'paid')).toHaveLength(1);
    });
  });

  describe('GET /api/Orders/GetAcceptanceExcuse', () => {
    it('lists approved excuses with their dates, not rejected or pending ones', async () => {
      const type = await buildOrderType(db(), { purpose: 'excuse' });
      const answers = { 'from-date': '2026-03-01', 'to-date': '2026-03-03', reason: 'Flu' };
      const approved = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'closed',
        answers,
        decidedAt: new Date(),
      });
      await db().insert(orderActions).values({ orderId: approved.id, action: 'approve', actor: 'office' });
      const rejected = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'closed',
        answers,
      });
      await db().insert(orderActions).values({ orderId: rejected.id, action: 'reject', actor: 'office' });
      const excuses = envelope(getAcceptanceExcuseResponse).parse(
        (await get('/api/Orders/GetAcceptanceExcuse')).json(),
      ).ReturnObject;
      expect(excuses.map((excuse) => excuse.OrderId)).toEqual([approved.id]);
      expect(excuses[0]).toMatchObject({ FromDate: '2026-03-01', ToDate: '2026-03-03', CourseCode: null });
    });
  });
});
