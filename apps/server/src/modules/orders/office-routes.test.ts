import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { envelope, getOfficeOrderResponse, getOfficeQueueResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart-form.js';
import {
  buildOrder,
  buildOrderDocument,
  buildOrderType,
  checklistDocument,
} from '../../test/orders-factories.js';
import { TINY_PDF } from '../../test/security/upload-body.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients } from '../notify/schema.js';
import { newFileKey } from '../../platform/storage/file-store.js';
import { orderActions, orderDocuments, orders } from './schema.js';

type Headers = { authorization: string };
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('the student-services back office', () => {
  let subject: TestApp;
  let office: Headers;
  let registrar: Headers;
  let student: Headers;
  let staffId = 0;
  let studentId = 0;
  let termId = 0;
  let excuseTypeId = 0;
  let decisionTypeId = 0;

  const db = () => subject.database.handle.db;
  const get = (url: string, as: Headers = office) => subject.app.inject({ method: 'GET', url, headers: as });
  const post = (url: string, payload: object, as: Headers = office) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

  /** A request in a state, filed by the test's student. */
  const filed = (overrides: Parameters<typeof buildOrder>[1] = {}) =>
    buildOrder(db(), {
      studentId,
      termId,
      orderTypeId: excuseTypeId,
      state: 'in-review',
      submittedAt: at(-48),
      dueAt: at(48),
      ...overrides,
    });

  beforeAll(async () => {
    subject = await buildTestApp();
    const term = await buildTerm(db());
    termId = term.id;
    const alia = await buildStudent(db(), { nameEn: 'Alia Hassan', nameAr: 'عالية حسن' });
    studentId = alia.id;
    student = await studentAuthorization(subject.app, alia);
    const clerk = await buildStaffMember(db(), { roles: ['student-services'], nameEn: 'Mona Clerk' });
    staffId = clerk.id;
    office = await staffAuthorization(subject.app, clerk);
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['registrar'] }));
    excuseTypeId = (
      await buildOrderType(db(), {
        purpose: 'excuse',
        office: 'student-affairs',
        documents: [checklistDocument()],
      })
    ).id;
    decisionTypeId = (await buildOrderType(db(), { purpose: 'none', office: 'student-affairs' })).id;
  });
  afterAll(() => subject.close());

  describe('GET /api/OrdersOffice/GetQueue', () => {
    it("lists the office's open requests oldest due first, with their service level", async () => {
      const late = await filed({ state: 'submitted', dueAt: at(-5) });
      const soon = await filed({ state: 'approved', dueAt: at(5) });
      const later = await filed({ dueAt: at(72) });
      await filed({ state: 'returned' });
      await filed({ state: 'draft', dueAt: null });
      await buildOrder(db(), { studentId, termId, state: 'submitted', dueAt: at(-100) }); // the registrar's
      const body = envelope(getOfficeQueueResponse).parse(
        (await get('/api/OrdersOffice/GetQueue?Office=student-affairs')).json(),
      );
      const mine = body.ReturnObject.Items.filter((row) =>
        [late.id, soon.id, later.id].includes(row.OrderId),
      );
      expect(mine.map((row) => [row.OrderId, row.ServiceLevel])).toEqual([
        [late.id, 'overdue'],
        [soon.id, 'due-soon'],
        [later.id, 'on-time'],
      ]);
      expect(
        body.ReturnObject.Items.every((row) => ['submitted', 'in-review', 'approved'].includes(row.State)),
      ).toBe(true);
      expect(body.ReturnObject.Items.every((row) => row.Office === 'student-affairs')).toBe(true);
      expect(mine[0]?.StudentNameEn).toBe('Alia Hassan');
      expect(mine[0]?.Number).toMatch(/^SR-\d{4}-\d{6}$/);
    });

    it('filters by state, by overdue, and searches a name, a code or a request number', async () => {
      const returned = await filed({ state: 'returned' });
      const overdue = await filed({ state: 'submitted', dueAt: at(-1) });
      const query = async (params: string) =>
        envelope(getOfficeQueueResponse)
          .parse((await get(`/api/OrdersOffice/GetQueue?Office=student-affairs&${params}`)).json())
          .ReturnObject.Items.map((row) => row.OrderId);
      expect(await query('State=returned')).toContain(returned.id);
      expect(await query('State=returned')).not.toContain(overdue.id);
      const late = await query('Overdue=true');
      expect(late).toContain(overdue.id);
      expect(late).not.toContain(returned.id);
      expect(
        await query(
          `Search=SR-${String(overdue.createdAt.getUTCFullYear())}-${String(overdue.id).padStart(6, '0')}`,
        ),
      ).toEqual([overdue.id]);
      expect(await query('Search=alia')).toContain(overdue.id);
      expect(await query('Search=nobody-called-this')).toEqual([]);
    });

    it('refuses students and other staff roles', async () => {
      expect((await get('/api/OrdersOffice/GetQueue?Office=registrar', student)).statusCode).toBe(403);
      expect((await get('/api/OrdersOffice/GetQueue?Office=registrar', registrar)).statusCode).toBe(403);
    });
  });

  describe('GET /api/OrdersOffice/GetOrder', () => {
    it('shows the student, the form, the checklist, the documents and the log with staff names', async () => {
      const order = await filed();
      await buildOrderDocument(db(), { orderId: order.id, studentId });
      await db().insert(orderActions).values({
        orderId: order.id,
        action: 'start-review',
        actor: 'office',
        staffId,
        fromState: 'submitted',
        toState: 'in-review',
      });
      const body = envelope(getOfficeOrderResponse).parse(
        (await get(`/api/OrdersOffice/GetOrder?OrderId=${String(order.id)}`)).json(),
      );
      expect(body.ReturnObject).toMatchObject({
        StudentNameEn: 'Alia Hassan',
        Fields: [expect.objectContaining({ Key: 'reason' })],
        Requirements: [expect.objectContaining({ Code: 'medical-report' })],
        Documents: [expect.objectContaining({ State: 'pending', FileName: 'report.pdf' })],
        Log: [expect.objectContaining({ Action: 'start-review', ActorName: 'Mona Clerk' })],
        OfficeActions: ['return', 'approve', 'reject'],
      });
    });

    it('answers not found for an unknown request', async () => {
      const body = (await get('/api/OrdersOffice/GetOrder?OrderId=999999')).json<object>();
      expect(body).toMatchObject({ Status: '404', ReturnObject: null });
    });
  });

  describe('POST /api/OrdersOffice/ReviewDocument', () => {
    const review = (fields: object) =>
      post('/api/OrdersOffice/ReviewDocument', { RequirementCode: 'medical-report', ...fields });

    it('accepts a document, logs it, bumps the version and audits it', async () => {
      const order = await filed();
      const document = await buildOrderDocument(db(), { orderId: order.id, studentId });
      const body = envelope(getOfficeOrderResponse).parse(
        (
          await review({
            OrderId: order.id,
            DocumentId: document.id,
            Decision: 'accept',
            Version: order.version,
          })
        ).json(),
      );
      expect(body.ReturnObject.Documents[0]?.State).toBe('accepted');
      expect(body.ReturnObject.Version).toBe(order.version + 1);
      expect(body.ReturnObject.Log.map((entry) => entry.Action)).toEqual(['document-accepted']);
      expect(
        (await auditOf('order-document-accept')).some(
          (entry) => entry.studentId === studentId && entry.outcome === 'success',
        ),
      ).toBe(true);
    });

    it('refuses a rejection without a reason, a stale version, or a request not in review, changing nothing', async () => {
      const order = await filed();
      const document = await buildOrderDocument(db(), { orderId: order.id, studentId });
      const submitted = await filed({ state: 'submitted' });
      const other = await buildOrderDocument(db(), { orderId: submitted.id, studentId });
      const answers = [
        await review({
          OrderId: order.id,
          DocumentId: document.id,
          Decision: 'reject',
          Version: order.version,
        }),
        await review({
          OrderId: order.id,
          DocumentId: document.id,
          Decision: 'accept',
          Version: order.version + 3,
        }),
        await review({
          OrderId: submitted.id,
          DocumentId: other.id,
          Decision: 'accept',
          Version: submitted.version,
        }),
        await review({ OrderId: order.id, DocumentId: other.id, Decision: 'accept', Version: order.version }),
        await review({ OrderId: order.id, Decision: 'waive', Version: order.version }),
      ];
      expect(answers.map((answer) => answer.json<{ Status: string }>().Status)).toEqual([
        '422',
        '409',
        '409',
        '404',
        '422',
      ]);
      const documents = await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
      expect(documents.map((one) => one.state)).toEqual(['pending']);
      expect((await orderRow(order.id))?.version).toBe(order.version);
      expect(await db().select().from(orderActions).where(eq(orderActions.orderId, order.id))).toEqual([]);
      expect((await auditOf('order-document-reject')).some((entry) => entry.outcome === 'refused')).toBe(
        true,
      );
    });

    it('waives a requirement nothing was uploaded for, with a reason', async () => {
      const order = await filed();
      const body = envelope(getOfficeOrderResponse).parse(
        (
          await review({
            OrderId: order.id,
            Decision: 'waive',
            Note: 'Seen the original at the desk.',
            Version: order.version,
          })
        ).json(),
      );
      expect(body.ReturnObject.Documents).toEqual([
        expect.objectContaining({
          State: 'waived',
          FileName: null,
          ReviewNote: 'Seen the original at the desk.',
        }),
      ]);
    });
  });

  describe('POST /api/OrdersOffice/ActOnOrder', () => {
    const act = (
      order: { id: number },
      Action: string,
      Version: number,
      Note?: string,
      as: Headers = office,
    ) =>
      post(
        '/api/OrdersOffice/ActOnOrder',
        { OrderId: order.id, Action, Version, ...(Note ? { Note } : {}) },
        as,
      );
    const told = async () =>
      (await db().select().from(messageRecipients).where(eq(messageRecipients.studentId, studentId))).length;

    it('starts the review of a submitted request, tells the student and audits it', async () => {
      const order = await filed({ state: 'submitted' });
      const before = await told();
      const body = envelope(getOfficeOrderResponse).parse(
        (await act(order, 'start-review', order.version)).json(),
      );
      expect(body.ReturnObject.State).toBe('in-review');
      expect(await told()).toBe(before + 1);
      const [entry] = (await auditOf('order-start-review')).filter(
        (one) => one.target === `order ${String(order.id)}`,
      );
      expect(entry).toMatchObject({ outcome: 'success', staffMemberId: staffId, studentId });
    });

    it('refuses approval while a required document is pending, then approves once it is accepted', async () => {
      const order = await filed();
      const document = await buildOrderDocument(db(), { orderId: order.id, studentId });
      const refusedAnswer = (await act(order, 'approve', order.version)).json<{
        Status: number;
        Message: string;
      }>();
      expect(refusedAnswer.Status).toBe('409');
      expect(refusedAnswer.Message).toContain('Medical report');
      expect((await orderRow(order.id))?.state).toBe('in-review');
      await db().update(orderDocuments).set({ state: 'accepted' }).where(eq(orderDocuments.id, document.id));
      const approved = envelope(getOfficeOrderResponse).parse(
        (await act(order, 'approve', order.version)).json(),
      );
      expect(approved.ReturnObject).toMatchObject({ State: 'approved', OfficeActions: ['fulfil'] });
    });

    it('refuses a move from the wrong state, a stale version, a return without a note, changing nothing', async () => {
      const order = await filed({ state: 'submitted' });
      const review = await filed();
      const answers = [
        await act(order, 'approve', order.version),
        await act(order, 'start-review', order.version + 1),
        await act(review, 'return', review.version),
        await act(order, 'close', order.version),
      ];
      expect(answers.map((answer) => answer.json<{ Status: string }>().Status)).toEqual([
        '409',
        '409',
        '422',
        '409',
      ]);
      expect((await orderRow(order.id))?.state).toBe('submitted');
      expect(await orderRow(review.id)).toMatchObject({
        state: 'in-review',
        version: review.version,
        officeNote: null,
      });
      expect(await db().select().from(orderActions).where(eq(orderActions.orderId, review.id))).toEqual([]);
    });

    it('returns a request with its note listing the rejected documents', async () => {
      const order = await filed();
      await buildOrderDocument(db(), {
        orderId: order.id,
        studentId,
        state: 'rejected',
        reviewNote: 'Too blurry',
      });
      const body = envelope(getOfficeOrderResponse).parse(
        (await act(order, 'return', order.version, 'Please upload a clearer scan.')).json(),
      );
      expect(body.ReturnObject.State).toBe('returned');
      expect(body.ReturnObject.OfficeNote).toBe(
        'Please upload a clearer scan.\n- Medical report / تقرير طبي: Too blurry',
      );
    });

    it('refuses students and other staff roles, and changes nothing', async () => {
      const order = await filed({ state: 'submitted' });
      expect((await act(order, 'start-review', order.version, undefined, student)).statusCode).toBe(403);
      expect((await act(order, 'start-review', order.version, undefined, registrar)).statusCode).toBe(403);
      expect((await orderRow(order.id))?.state).toBe('submitted');
    });

    it('rejects with a reason, then closes', async () => {
      const order = await filed();
      await act(order, 'reject', order.version, 'Not a medical excuse.');
      const closed = envelope(getOfficeOrderResponse).parse(
        (await act(order, 'close', order.version + 1)).json(),
      );
      expect(closed.ReturnObject).toMatchObject({
        State: 'closed',
        OfficeNote: 'Not a medical excuse.',
        OfficeActions: [],
      });
    });
  });

  describe('POST /api/OrdersOffice/AttachResult and fulfil', () => {
    const attach = (orderId: number, content: Buffer = TINY_PDF, filename = 'decision.pdf') => {
      const form = multipartForm([
        { name: 'OrderId', content: String(orderId) },
        { name: 'files', filename, contentType: 'application/pdf', content },
      ]);
      return subject.app.inject({
        method: 'POST',
        url: '/api/OrdersOffice/AttachResult',
        payload: form.payload,
        headers: { ...office, 'content-type': form.contentType },
      });
    };

    it('needs a result before fulfilling a decision-only request, replaces an earlier one, then fulfils', async () => {
      const order = await filed({ orderTypeId: decisionTypeId, state: 'approved' });
      const early = (
        await post('/api/OrdersOffice/ActOnOrder', {
          OrderId: order.id,
          Action: 'fulfil',
          Version: order.version,
        })
      ).json<{ Status: string }>();
      expect(early.Status).toBe('409');
      expect((await orderRow(order.id))?.state).toBe('approved');
      const first = envelope(getOfficeOrderResponse).parse((await attach(order.id)).json());
      expect(first.ReturnObject).toMatchObject({ HasResult: true, OfficeActions: ['fulfil'] });
      const firstKey = (await orderRow(order.id))?.resultFileKey ?? '';
      await attach(order.id);
      const secondKey = (await orderRow(order.id))?.resultFileKey ?? '';
      expect(secondKey).not.toBe(firstKey);
      expect(await subject.app.files.exists(firstKey)).toBe(false);
      expect(await subject.app.files.exists(secondKey)).toBe(true);
      const version = (await orderRow(order.id))?.version ?? -1;
      const done = envelope(getOfficeOrderResponse).parse(
        (
          await post('/api/OrdersOffice/ActOnOrder', {
            OrderId: order.id,
            Action: 'fulfil',
            Version: version,
          })
        ).json(),
      );
      expect(done.ReturnObject.State).toBe('fulfilled');
    });

    it('refuses a result for a request not approved, or a file that is not a PDF, keeping nothing', async () => {
      const order = await filed();
      expect((await attach(order.id)).json<{ Status: string }>().Status).toBe('409');
      const approved = await filed({ state: 'approved' });
      expect(
        (await attach(approved.id, Buffer.from('MZ not a pdf at all'), 'decision.pdf')).json<{
          Status: number;
        }>().Status,
      ).toBe('422');
      expect((await orderRow(order.id))?.resultFileKey).toBeNull();
      expect((await orderRow(approved.id))?.resultFileKey).toBeNull();
      expect((await auditOf('order-result-attached')).some((one) => one.outcome === 'refused')).toBe(true);
    });
  });

  describe('GET /api/OrdersOffice/GetDocument', () => {
    it("streams any request's document to the office and records who opened it", async () => {
      const order = await filed();
      const key = newFileKey();
      await subject.app.files.put(key, Readable.from([TINY_PDF]), TINY_PDF.length, 'application/pdf');
      const document = await buildOrderDocument(db(), {
        orderId: order.id,
        studentId,
        fileKey: key,
        bytes: TINY_PDF.length,
      });
      const answer = await get(`/api/OrdersOffice/GetDocument?DocumentId=${String(document.id)}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.equals(TINY_PDF)).toBe(true);
      const opened = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order-document-opened'), eq(auditLog.staffMemberId, staffId)));
      expect(opened.map((entry) => entry.target)).toContain(
        `order ${String(order.id)} document ${String(document.id)}`,
      );
      expect(
        (await get(`/api/OrdersOffice/GetDocument?DocumentId=${String(document.id)}`, student)).statusCode,
      ).toBe(403);
      expect((await get('/api/OrdersOffice/GetDocument?DocumentId=999999')).statusCode).toBe(404);
    });
  });
});
