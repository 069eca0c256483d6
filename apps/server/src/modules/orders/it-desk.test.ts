import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getOfficeOrderResponse, getStudentOrderResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IT_DESK_TYPES } from '../../demo/it-desk-types.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { buildOrder, buildOrderType } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { messageRecipients } from '../notify/schema.js';
import { emailAliases, orderActions, orders } from './schema.js';

type Headers = { authorization: string };
const anything = envelope(z.unknown());
const detail = envelope(getStudentOrderResponse.nullable());
const officeOrder = envelope(getOfficeOrderResponse.nullable());

describe('the IT desk: account requests (issue 28 point 4)', () => {
  let subject: TestApp;
  let student: Headers;
  let other: Headers;
  let desk: Headers;
  let services: Headers;
  let studentId = 0;
  let otherId = 0;
  let termId = 0;
  const typeIds: Record<string, number> = {};

  const db = () => subject.database.handle.db;
  const post = (url: string, payload: object, as: Headers) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const get = (url: string, as: Headers) => subject.app.inject({ method: 'GET', url, headers: as });
  const ordersOf = (id: number) => db().select().from(orders).where(eq(orders.studentId, id));
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const aliases = () => db().select().from(emailAliases);
  const save = (code: string, answers: object, as = student, key = randomUUID()) =>
    post(
      '/api/Orders/SaveStudentOrder',
      { OrderTypeId: typeIds[code], Answers: answers, IdempotencyKey: key },
      as,
    );
  /** A draft saved and submitted by the student: the request as the desk then finds it. */
  async function file(code: string, answers: object, as = student) {
    const saved = detail.parse((await save(code, answers, as)).json());
    const draft = saved.ReturnObject;
    if (!draft) throw new Error(`The ${code} draft was refused: ${String(saved.Message)}`);
    const submitted = await post(
      '/api/Orders/UpdateStudentOrder',
      { OrderId: draft.OrderId, Action: 'submit', Version: draft.Version },
      as,
    );
    const filed = detail.parse(submitted.json()).ReturnObject;
    if (!filed) throw new Error(`The ${code} request was not submitted: ${submitted.body}`);
    return filed;
  }
  /** The student withdraws a draft a test left, so "one open at a time" lets the next test file. */
  const withdraw = async (orderId: number) => {
    const row = await orderRow(orderId);
    await post(
      '/api/Orders/UpdateStudentOrder',
      { OrderId: orderId, Action: 'withdraw', Version: row?.version ?? 0 },
      student,
    );
    expect((await orderRow(orderId))?.state).toBe('withdrawn');
  };
  const act = async (orderId: number, Action: string, as: Headers, Note?: string) => {
    const row = await orderRow(orderId);
    return post(
      '/api/OrdersOffice/ActOnOrder',
      { OrderId: orderId, Action, Version: row?.version ?? 0, ...(Note ? { Note } : {}) },
      as,
    );
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    const nour = await buildStudent(db(), { admittedTermId: termId });
    const omar = await buildStudent(db(), { admittedTermId: termId });
    studentId = nour.id;
    otherId = omar.id;
    student = await studentAuthorization(subject.app, nour);
    other = await studentAuthorization(subject.app, omar);
    desk = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['it-desk'] }));
    services = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['student-services'] }),
    );
    for (const type of IT_DESK_TYPES)
      typeIds[type.code] = (await buildOrderType(db(), { ...type, code: `${type.code}-${randomUUID()}` })).id;
  });
  afterAll(() => subject.close());

  describe('filing: each kind’s checks (a refusal writes nothing)', () => {
    it.each([
      ['an unlock without what happened', 'sso-unlock', { 'last-worked': '2026-11-20' }],
      [
        'an unlock with a date that is no date',
        'sso-unlock',
        { reason: 'Locked after a trip', 'last-worked': '20/11' },
      ],
      [
        'an MFA reset for a reason not offered',
        'sso-mfa-reset',
        { why: 'stolen-laptop', note: 'Please reset' },
      ],
      ['an MFA reset without a note', 'sso-mfa-reset', { why: 'lost-phone' }],
      ['an alias with capitals and spaces', 'sso-email-alias', { alias: 'Nour El Din' }],
      ['an alias ending in a dot', 'sso-email-alias', { alias: 'nour.' }],
      ['an alias with two dots together', 'sso-email-alias', { alias: 'nour..sayed' }],
      ['an alias too short', 'sso-email-alias', { alias: 'nm' }],
      ['an alias too long', 'sso-email-alias', { alias: 'n'.repeat(31) }],
      ['a reserved alias (admin)', 'sso-email-alias', { alias: 'admin' }],
      ['a reserved alias (registrar)', 'sso-email-alias', { alias: 'Registrar' }],
      [
        'a name correction without the Arabic spelling',
        'sso-name-correction',
        { 'which-name': 'first', 'correct-en': 'Nour' },
      ],
    ])('refuses %s', async (_, code, answers) => {
      const before = await ordersOf(studentId);
      const draft = anything.parse((await save(code, answers)).json());
      // Blank required answers pass a draft and are refused at submit: file() covers both.
      const refusal =
        draft.Status === '422'
          ? draft
          : anything.parse(
              (
                await post(
                  '/api/Orders/UpdateStudentOrder',
                  {
                    OrderId: (draft.ReturnObject as { OrderId: number }).OrderId,
                    Action: 'submit',
                    Version: (draft.ReturnObject as { Version: number }).Version,
                  },
                  student,
                )
              ).json(),
            );
      expect(refusal.Status).toBe('422');
      expect(refusal.Message).toBeTruthy();
      const after = await ordersOf(studentId);
      // Nothing submitted; a refused draft is not written at all.
      expect(after.filter((row) => row.state !== 'draft')).toEqual(
        before.filter((row) => row.state !== 'draft'),
      );
      if (draft.Status === '422') expect(after).toEqual(before);
      else await withdraw((draft.ReturnObject as { OrderId: number }).OrderId);
    });

    it('names the reserved word in the refusal, in the student’s language', async () => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/Orders/SaveStudentOrder',
        headers: { ...student, 'accept-language': 'ar' },
        payload: {
          OrderTypeId: typeIds['sso-email-alias'],
          Answers: { alias: 'admin' },
          IdempotencyKey: randomUUID(),
        },
      });
      expect(anything.parse(response.json()).Message).toContain('«admin» محجوز');
    });

    it('refuses an alias that is another student’s address, and one that is a staff mailbox', async () => {
      const [omar] = await db().select().from(orders).limit(0);
      expect(omar).toBeUndefined();
      const someone = await buildStudent(db(), { email: 'laila.ahmed@test.edu.eg' });
      await buildStaffMember(db(), { email: 'dean.office@test.edu.eg' });
      for (const alias of ['laila.ahmed', 'dean.office']) {
        const before = await ordersOf(studentId);
        const body = anything.parse((await save('sso-email-alias', { alias })).json());
        expect(body.Status, alias).toBe('422');
        expect(body.Message).toContain(alias);
        expect(await ordersOf(studentId)).toEqual(before);
      }
      expect(someone.id).toBeGreaterThan(0);
    });

    it('refuses a name correction submitted without the ID card or passport', async () => {
      const draft = detail.parse(
        (
          await save('sso-name-correction', {
            'which-name': 'family',
            'correct-en': 'El-Sayed',
            'correct-ar': 'السيد',
          })
        ).json(),
      ).ReturnObject;
      expect(draft?.State).toBe('draft');
      const refusal = anything.parse(
        (
          await post(
            '/api/Orders/UpdateStudentOrder',
            { OrderId: draft?.OrderId, Action: 'submit', Version: draft?.Version },
            student,
          )
        ).json(),
      );
      expect(refusal.Status).toBe('422');
      expect((await orderRow(draft?.OrderId ?? 0))?.state).toBe('draft');
      await withdraw(draft?.OrderId ?? 0);
    });

    it('files one MFA reset for a double tap (the same idempotency key)', async () => {
      const key = randomUUID();
      const answers = { why: 'new-phone', note: 'I changed my phone yesterday' };
      const [first, second] = await Promise.all([
        save('sso-mfa-reset', answers, other, key),
        save('sso-mfa-reset', answers, other, key),
      ]);
      const a = detail.parse(first.json()).ReturnObject;
      const b = detail.parse(second.json()).ReturnObject;
      expect(b?.OrderId).toBe(a?.OrderId);
      const rows = (await ordersOf(otherId)).filter((row) => row.orderTypeId === typeIds['sso-mfa-reset']);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.office).toBe('it-desk');
    });
  });

  describe('GET /api/Orders/GetStudentOrders?Office=it-desk (the sso page’s list)', () => {
    it('lists the student’s own IT desk requests only', async () => {
      await buildOrder(db(), { studentId, termId, state: 'submitted' });
      const listed = anything.parse(
        (await get('/api/Orders/GetStudentOrders?Office=it-desk', student)).json(),
      );
      const items = (listed.ReturnObject as { Items: { Office: string }[] }).Items;
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.Office))).toEqual(new Set(['it-desk']));
      const mine = (await ordersOf(studentId)).filter((row) => row.office === 'it-desk');
      expect(items).toHaveLength(mine.length);
    });
  });

  describe('the desk’s queue is the IT desk’s only', () => {
    it('refuses each office the other’s queue and requests, and changes nothing', async () => {
      const account = await file('sso-unlock', {
        reason: 'Locked after a trip abroad',
        'last-worked': '2026-11-20',
      });
      const academic = await buildOrder(db(), { studentId, termId, state: 'in-review' });
      expect(academic.office).toBe('registrar');

      expect(
        anything.parse((await get('/api/OrdersOffice/GetQueue?Office=registrar', desk)).json()).Status,
      ).toBe('403');
      expect(
        anything.parse((await get('/api/OrdersOffice/GetQueue?Office=it-desk', services)).json()).Status,
      ).toBe('403');
      const deskQueue = anything.parse((await get('/api/OrdersOffice/GetQueue?Office=it-desk', desk)).json());
      expect(JSON.stringify(deskQueue.ReturnObject)).toContain(`"OrderId":${String(account.OrderId)}`);

      const seenByServices = await get(
        `/api/OrdersOffice/GetOrder?OrderId=${String(account.OrderId)}`,
        services,
      );
      expect(anything.parse(seenByServices.json()).Status).toBe('404');
      const seenByDesk = await get(`/api/OrdersOffice/GetOrder?OrderId=${String(academic.id)}`, desk);
      expect(anything.parse(seenByDesk.json()).Status).toBe('404');

      const accountBefore = await orderRow(account.OrderId);
      const academicBefore = await orderRow(academic.id);
      expect(anything.parse((await act(account.OrderId, 'start-review', services)).json()).Status).toBe(
        '404',
      );
      expect(anything.parse((await act(academic.id, 'approve', desk)).json()).Status).toBe('404');
      expect(await orderRow(account.OrderId)).toEqual(accountBefore);
      expect(await orderRow(academic.id)).toEqual(academicBefore);
      const logged = await db().select().from(orderActions).where(eq(orderActions.orderId, academic.id));
      expect(logged).toEqual([]);
    });
  });

  describe('deciding: the desk’s note is the result', () => {
    it('refuses to fulfil an MFA reset without a note, then fulfils it with one and tells the student', async () => {
      const reset = await file('sso-mfa-reset', { why: 'lost-phone', note: 'Lost it on the metro' });
      expect(anything.parse((await act(reset.OrderId, 'start-review', desk)).json()).Status).toBe('200');
      expect(anything.parse((await act(reset.OrderId, 'approve', desk)).json()).Status).toBe('200');
      const approved = await orderRow(reset.OrderId);
      const refusal = anything.parse((await act(reset.OrderId, 'fulfil', desk)).json());
      expect(refusal.Status).toBe('422');
      expect(await orderRow(reset.OrderId)).toEqual(approved);

      const note = 'MFA cleared: enrol your new phone at your next sign-in.';
      const done = officeOrder.parse((await act(reset.OrderId, 'fulfil', desk, note)).json()).ReturnObject;
      expect(done?.State).toBe('fulfilled');
      expect(done?.OfficeNote).toBe(note);
      const seen = detail.parse(
        (await get(`/api/Orders/GetStudentOrder?OrderId=${String(reset.OrderId)}`, student)).json(),
      );
      expect(seen.ReturnObject?.OfficeNote).toBe(note);
      const told = await db()
        .select()
        .from(messageRecipients)
        .where(eq(messageRecipients.studentId, studentId));
      expect(told.length).toBeGreaterThan(0);
    });

    it('grants an approved alias, and a second student can then not take it', async () => {
      const asked = await file('sso-email-alias', { alias: 'Nour.Sayed' });
      expect(asked.Answers.alias).toBe('nour.sayed');
      // Omar asks for the same alias before Nour's is granted: filing passes, his fulfilment will not.
      const rival = await file('sso-email-alias', { alias: 'nour.sayed' }, other);
      for (const move of ['start-review', 'approve']) {
        await act(asked.OrderId, move, desk);
        await act(rival.OrderId, move, desk);
      }
      const granted = anything.parse((await act(asked.OrderId, 'fulfil', desk, 'Alias created.')).json());
      expect(granted.Status).toBe('200');
      expect(await aliases()).toEqual([
        expect.objectContaining({ studentId, alias: 'nour.sayed', orderId: asked.OrderId }),
      ]);

      const rivalBefore = await orderRow(rival.OrderId);
      const refused = anything.parse((await act(rival.OrderId, 'fulfil', desk, 'Alias created.')).json());
      expect(refused.Status).toBe('409');
      expect(await orderRow(rival.OrderId)).toEqual(rivalBefore);
      expect(await aliases()).toHaveLength(1);

      const again = anything.parse((await save('sso-email-alias', { alias: 'nour.sayed' }, other)).json());
      expect(again.Status).toBe('422');
      expect(again.Message).toContain('nour.sayed');
    });
  });
});
