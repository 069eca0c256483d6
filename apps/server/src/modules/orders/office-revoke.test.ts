import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, revokeDocumentResponse, verifyDocumentResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { buildIssuedOrder, buildOrder, buildOrderType } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients } from '../notify/schema.js';
import { orderActions, orders } from './schema.js';

type Headers = { authorization: string };
const revoked = envelope(revokeDocumentResponse);

describe('POST /api/OrdersOffice/RevokeDocument: withdrawing an issued document', () => {
  let subject: TestApp;
  let office: Headers;
  let student: Headers;
  let studentId = 0;
  let termId = 0;
  let letterTypeId = 0;
  const db = () => subject.database.handle.db;
  const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  /** A letter request fulfilled as ActOnOrder's `fulfil` does: its PDF stored, its code issued. */
  const issuedLetter = () =>
    buildIssuedOrder(db(), subject.app.files, { studentId, termId, orderTypeId: letterTypeId });
  const revoke = (body: object, as: Headers = office) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/OrdersOffice/RevokeDocument',
      payload: body,
      headers: as,
    });
  const verify = async (code: string) =>
    envelope(verifyDocumentResponse).parse(
      (await subject.app.inject({ method: 'GET', url: `/api/Orders/VerifyDocument?Code=${code}` })).json(),
    ).ReturnObject;
  const messagesOfStudent = async () =>
    (await db().select().from(messageRecipients).where(eq(messageRecipients.studentId, studentId))).length;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    const yara = await buildStudent(db(), { nameEn: 'Yara Mahmoud' });
    studentId = yara.id;
    student = await studentAuthorization(subject.app, yara);
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['student-services'] }),
    );
    letterTypeId = (await buildOrderType(db(), { purpose: 'letter', nameEn: 'Enrolment letter' })).id;
  });
  afterAll(() => subject.close());

  it('withdraws the letter: its code verifies as withdrawn, the student is told and can no longer download it', async () => {
    const letter = await issuedLetter();
    expect((await verify(letter.verificationCode ?? '')).Revoked).toBe(false);
    const told = await messagesOfStudent();

    const response = await revoke({
      OrderId: letter.id,
      Version: letter.version,
      Reason: 'Issued in error.',
    });
    expect(response.statusCode).toBe(200);
    const answer = revoked.parse(response.json()).ReturnObject;
    expect(answer.State).toBe('fulfilled');
    expect(answer.Issued?.RevokedAt).toEqual(expect.any(String));
    expect(answer.NextStep).toBeNull();
    expect(answer.Log.at(-1)).toMatchObject({ Action: 'document-revoked', Comment: 'Issued in error.' });

    expect(await verify(letter.verificationCode ?? '')).toMatchObject({ Genuine: true, Revoked: true });
    expect(await messagesOfStudent()).toBe(told + 1);
    const download = await subject.app.inject({
      method: 'POST',
      url: '/api/Orders/GetCompleteDocument',
      headers: student,
      payload: { OrderId: letter.id },
    });
    expect(download.statusCode).toBe(409);
    expect(download.json<{ Message: string }>().Message).toContain('withdrew this document');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'order-document-revoked'));
    expect(audit.map((entry) => entry.outcome)).toContain('success');
  });

  it('refuses, changing nothing: twice, a stale version, a request with nothing issued, no reason, a student', async () => {
    const letter = await issuedLetter();
    const approved = await buildOrder(db(), {
      studentId,
      termId,
      orderTypeId: letterTypeId,
      state: 'approved',
    });
    const cases: [object, Headers, number, string][] = [
      [{ OrderId: letter.id, Version: letter.version + 1, Reason: 'x' }, office, 409, 'changed'],
      [{ OrderId: approved.id, Version: approved.version, Reason: 'x' }, office, 409, 'Only a document'],
      [{ OrderId: letter.id, Version: letter.version, Reason: '   ' }, office, 422, ''],
      [{ OrderId: letter.id, Version: letter.version, Reason: 'x' }, student, 403, ''],
      [{ OrderId: 999_999, Version: 0, Reason: 'x' }, office, 404, ''],
    ];
    for (const [body, as, status, words] of cases) {
      const before = await rowOf(letter.id);
      const logged = (await db().select().from(orderActions).where(eq(orderActions.orderId, letter.id)))
        .length;
      const response = await revoke(body, as);
      // A refusal of the service is an envelope (HTTP 200); the schema's and the policy's are HTTP errors.
      const answered =
        response.statusCode === 200
          ? Number(response.json<{ Status: string }>().Status)
          : response.statusCode;
      expect(answered).toBe(status);
      if (words) expect(response.json<{ Message: string }>().Message).toContain(words);
      expect(await rowOf(letter.id)).toEqual(before);
      expect((await db().select().from(orderActions).where(eq(orderActions.orderId, letter.id))).length).toBe(
        logged,
      );
    }
    expect((await rowOf(approved.id))?.revokedAt).toBeNull();

    expect(
      (await revoke({ OrderId: letter.id, Version: letter.version, Reason: 'Wrong name.' })).statusCode,
    ).toBe(200);
    const again = await revoke({ OrderId: letter.id, Version: letter.version + 1, Reason: 'Again.' });
    expect(again.json()).toMatchObject({ Status: '409', Message: 'This document was already withdrawn.' });
  });
});
