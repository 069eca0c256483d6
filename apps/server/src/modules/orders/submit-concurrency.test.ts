import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@portal/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { buildOrder, buildOrderType, OPEN_TO_ALL } from '../../test/orders-factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { billingCharges } from '../billing/schema.js';
import { orderActions, orders } from './schema.js';

const answered = envelope(z.unknown());

/**
 * Two tabs at once, on PostgreSQL with a connection pool so the calls really overlap (PGlite is one
 * connection and would serialise them). CI's PostgreSQL pass sets TEST_DATABASE_URL; without it the file
 * is skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('student requests under concurrency', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let studentId = 0;
  let termId = 0;
  const db = () => subject.database.handle.db;
  const post = (url: string, payload: Record<string, unknown>) =>
    subject.app.inject({ method: 'POST', url, headers, payload });

  beforeAll(async () => {
    subject = await buildTestApp({ DATABASE_POOL_SIZE: '5', PAYMENT_RECONCILER: 'false' });
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    const student = await buildStudent(db(), { admittedTermId: termId });
    studentId = student.id;
    headers = await studentAuthorization(subject.app, student);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('files one request when the same submit arrives twice at once, and raises one fee', async () => {
    const type = await buildOrderType(db(), { feePiastres: 150_00 });
    const order = await buildOrder(db(), { studentId, termId, orderTypeId: type.id });
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/Orders/UpdateStudentOrder', { OrderId: order.id, Action: 'submit', Version: 0 }),
      ),
    ).then((responses) => responses.map((response) => answered.parse(response.json()).Status));
    expect(statuses.filter((status) => status === '200')).toHaveLength(1);
    expect(statuses.filter((status) => status === '409')).toHaveLength(3);
    const log = await db().select().from(orderActions).where(eq(orderActions.orderId, order.id));
    expect(log.filter((entry) => entry.action === 'submit')).toHaveLength(1);
    const charges = await db()
      .select()
      .from(billingCharges)
      .where(eq(billingCharges.sourceKey, `order:${String(order.id)}`));
    expect(charges).toHaveLength(1);
  });

  it('lets two tabs open only one request of a once-only type', async () => {
    const type = await buildOrderType(db(), { eligibility: { ...OPEN_TO_ALL, OneOpenAtATime: true } });
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/Orders/SaveStudentOrder', {
          OrderTypeId: type.id,
          Answers: { reason: 'For my employer.' },
          IdempotencyKey: randomUUID(),
        }),
      ),
    ).then((responses) => responses.map((response) => answered.parse(response.json()).Status));
    expect(statuses.filter((status) => status === '200')).toHaveLength(1);
    const filed = await db().select().from(orders).where(eq(orders.orderTypeId, type.id));
    expect(filed).toHaveLength(1);
  });
});
