import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getPetitionInvoiceResponse,
  ORDER_OFFICES,
  verifyDocumentResponse,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import {
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { buildIssuedOrder, buildOrder, buildOrderType } from '../../test/orders-factories.js';
import { buildPaymentApp } from '../../test/payment-app.js';
import type { TestApp } from '../../test/app.js';
import { pdfText } from '../../test/pdf-text.js';
import { studentAuthorization } from '../../test/sessions.js';
import { billingInvoices } from '../billing/schema.js';
import { raiseCharge } from '../billing/service.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { DEFAULT_FULFILMENT_SETTINGS } from './fulfilment.js';
import { actOnOrder } from './office-service.js';
import { orders, type OrderRow } from './schema.js';
import { CODE_ALPHABET } from './verification-code.js';

const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`);
const verified = envelope(verifyDocumentResponse);
const invoiceAnswer = envelope(getPetitionInvoiceResponse);

describe('issued documents and petition fees', () => {
  let subject: TestApp & { url: string };
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let studentId = 0;
  let termId = 0;
  const db = () => subject.database.handle.db;
  const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  /** A request of `purpose` fulfilled through fulfilOrder, as ActOnOrder's `fulfil` does. */
  const fulfilled = async (purpose: 'letter' | 'transcript'): Promise<OrderRow> => {
    const type = await buildOrderType(db(), {
      purpose,
      nameEn: purpose === 'letter' ? 'Enrolment letter' : 'Official transcript',
    });
    const row = await buildIssuedOrder(db(), subject.app.files, { studentId, termId, orderTypeId: type.id });
    expect(row).toMatchObject({ state: 'fulfilled', issuedAt: expect.any(Date) as Date });
    return row;
  };
  const download = (orderId: number, as = headers) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Orders/GetCompleteDocument',
      headers: as,
      payload: { OrderId: orderId },
    });
  const verify = async (code: string) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Orders/VerifyDocument?Code=${encodeURIComponent(code)}`,
    });
    expect(response.statusCode).toBe(200);
    return verified.parse(response.json()).ReturnObject;
  };

  beforeAll(async () => {
    subject = await buildPaymentApp();
    termId = (await buildTerm(db(), { isCurrent: true, nameEn: 'Fall 2199' })).id;
    const student = await buildStudent(db(), { nameEn: 'Yara Mahmoud', code: '2199-00042', level: 3 });
    studentId = student.id;
    await buildRegistration(db(), { studentId, sectionId: (await buildSection(db(), { termId })).id });
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, await buildStudent(db()));
  });

  afterAll(async () => {
    await subject.close();
  });

  describe('fulfilling a letter request', () => {
    it('keeps no letter when the move that issued it rolls back', async () => {
      const type = await buildOrderType(db(), { purpose: 'letter', nameEn: 'Enrolment letter' });
      const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id, state: 'approved' });
      const clerk = await buildStaffMember(db(), { roles: ['student-services'] });
      const written: string[] = [];
      // A store that keeps the letter and then fails (a connection lost after the write): the move fails.
      const flaky: FileStore = {
        ...subject.app.files,
        put: async (key, source, bytes, mediaType) => {
          written.push(key);
          await subject.app.files.put(key, source, bytes, mediaType);
          throw new Error('the store lost the connection after writing');
        },
        open: (key) => subject.app.files.open(key),
        remove: (key) => subject.app.files.remove(key),
        exists: (key) => subject.app.files.exists(key),
      };
      await expect(
        actOnOrder(
          db(),
          {
            orderId: order.id,
            action: 'fulfil',
            version: order.version,
            staffId: clerk.id,
            offices: ORDER_OFFICES,
          },
          new Date(),
          { files: flaky, settings: DEFAULT_FULFILMENT_SETTINGS },
        ),
      ).rejects.toThrow('the store lost the connection after writing');
      expect(written).toHaveLength(1);
      expect(await subject.app.files.exists(written[0] ?? '')).toBe(false);
      expect(await rowOf(order.id)).toMatchObject({
        state: 'approved',
        resultFileKey: null,
        verificationCode: null,
      });
    });

    it('issues a PDF letter with a fresh verification code, stored as the request’s result', async () => {
      const row = await fulfilled('letter');
      expect(row.verificationCode).toMatch(CODE_SHAPE);
      expect(row).toMatchObject({ resultMediaType: 'application/pdf', issuedAt: expect.any(Date) as Date });
      const response = await download(row.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain(row.verificationCode ?? 'no code');
      expect(text).toContain('Yara Mahmoud');
      expect(text).toContain('2199-00042');
      expect(text).toContain('Fall 2199');
      expect(text).toContain('/#/verify-document?code=');
    });

    it('issues an official transcript with its code', async () => {
      const row = await fulfilled('transcript');
      const { text } = await pdfText((await download(row.id)).rawPayload);
      expect(text).toContain('Official Academic Transcript');
      expect(text).toContain(row.verificationCode ?? 'no code');
    });

    it('gives two documents two different codes', async () => {
      const [first, second] = [await fulfilled('letter'), await fulfilled('letter')];
      expect(first.verificationCode).not.toBe(second.verificationCode);
    });
  });

  describe('POST /api/Orders/GetCompleteDocument', () => {
    it('answers 404 for another student’s request and changes nothing', async () => {
      const row = await fulfilled('letter');
      const response = await download(row.id, otherHeaders);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('%PDF');
      expect(await rowOf(row.id)).toEqual(row);
    });

    it('answers 404 for a request without a result', async () => {
      const order = await buildOrder(db(), { studentId, termId, state: 'fulfilled' });
      expect((await download(order.id)).statusCode).toBe(404);
    });
  });

  describe('GET /api/Orders/VerifyDocument', () => {
    it('confirms a genuine document with only what it prints, to anyone', async () => {
      const row = await fulfilled('letter');
      const answer = await verify(row.verificationCode ?? '');
      expect(answer).toEqual({
        Genuine: true,
        DocumentTitleEn: 'Enrolment letter',
        DocumentTitleAr: expect.any(String) as string,
        StudentName: 'Yara Mahmoud',
        IssuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
        Revoked: false,
      });
      // Typed from paper in lower case: found all the same.
      expect((await verify((row.verificationCode ?? '').toLowerCase())).Genuine).toBe(true);
      // …and without its dashes, or with spaces between the groups.
      expect((await verify((row.verificationCode ?? '').replaceAll('-', ''))).Genuine).toBe(true);
      expect((await verify((row.verificationCode ?? '').replaceAll('-', ' '))).Genuine).toBe(true);
    });

    it('answers "not genuine" and nothing else for an unknown code', async () => {
      expect(await verify('AAAA-BBBB-CCCC')).toEqual({
        Genuine: false,
        DocumentTitleEn: null,
        DocumentTitleAr: null,
        StudentName: null,
        IssuedOn: null,
        Revoked: false,
      });
    });

    it('says when the office revoked the document', async () => {
      const row = await fulfilled('letter');
      await db().update(orders).set({ revokedAt: new Date() }).where(eq(orders.id, row.id));
      expect(await verify(row.verificationCode ?? '')).toMatchObject({ Genuine: true, Revoked: true });
    });
  });

  describe('petition fees', () => {
    const feeOrder = async () => {
      const type = await buildOrderType(db(), { purpose: 'recalculation', feePiastres: 15_000 });
      const order = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'payment-pending',
      });
      const { charge } = await raiseCharge(db(), {
        studentId,
        termId,
        kind: 'petition',
        description: 'Grade recalculation',
        amountPiastres: 15_000,
        dueOn: '2199-12-31',
        sourceKey: `order:${String(order.id)}`,
      });
      await db().update(orders).set({ chargeId: charge.id }).where(eq(orders.id, order.id));
      return order.id;
    };
    const invoice = (orderId: number, as = headers) =>
      subject.app.inject({
        method: 'GET',
        url: `/api/StudentPetition/GetInvoicePaymentRequest?OrderId=${String(orderId)}`,
        headers: as,
      });
    const invoicesOf = (id: number) =>
      db().select().from(billingInvoices).where(eq(billingInvoices.studentId, id));

    it('opens one invoice for the fee, and the same one again', async () => {
      const orderId = await feeOrder();
      const first = invoiceAnswer.parse((await invoice(orderId)).json()).ReturnObject;
      expect(first).toMatchObject({ OrderId: orderId, Fee: { AmountPiastres: 15_000, Paid: false } });
      expect(first.PaymentInvoiceRequestId).toEqual(expect.any(Number));
      const again = invoiceAnswer.parse((await invoice(orderId)).json()).ReturnObject;
      expect(again.PaymentInvoiceRequestId).toBe(first.PaymentInvoiceRequestId);
    });

    it('refuses another student’s request and opens no invoice', async () => {
      const orderId = await feeOrder();
      const before = await invoicesOf(studentId);
      const response = await invoice(orderId, otherHeaders);
      const body = response.json<{ ReturnObject: unknown; Message: string }>();
      expect(body.ReturnObject).toBeNull();
      expect(body.Message).toBe('This request was not found among yours.');
      expect(await invoicesOf(studentId)).toEqual(before);
    });

    it('refuses a request without a fee', async () => {
      const order = await buildOrder(db(), { studentId, termId, state: 'submitted' });
      const body = (await invoice(order.id)).json<{ ReturnObject: unknown; Message: string }>();
      expect(body.ReturnObject).toBeNull();
      expect(body.Message).toBe('This request has no fee to pay.');
    });

    it('starts paying the fee online at the provider', async () => {
      const orderId = await feeOrder();
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/StudentPetition/InsertStudentPaymentTransaction',
        headers,
        payload: { OrderId: orderId, Channel: 'card' },
      });
      const body = response.json<{
        ReturnObject: { CheckoutUrl: string | null; PaymentInvoiceRequestId: number } | null;
      }>();
      expect(body.ReturnObject?.CheckoutUrl).toEqual(expect.any(String));
      const [opened] = await db()
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.id, body.ReturnObject?.PaymentInvoiceRequestId ?? 0));
      expect(opened?.amountPiastres).toBe(15_000);
    });
  });
});
