import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getStudentMessagesResponse } from '@portal/contract';
import type { TestApp } from '../../../test/app.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInvoice } from '../../../test/finance-factories.js';
import { buildPushTestApp } from '../../../test/push-app.js';
import type { PushDouble } from '../../../test/push-double.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { sendPaymentReceipts } from '../../billing/receipts.js';
import { billingPayments } from '../../billing/schema.js';

/**
 * Issue 28's journey on the server, through the real Web Push protocol (the push double): a student who
 * turned payment pushes off gets the payment receipt in the bell and nothing on the device, while a student
 * who did not gets both.
 */
describe('a student who turned payment pushes off', () => {
  let subject: TestApp;
  let double: PushDouble;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ subject, double, close } = await buildPushTestApp());
  });
  afterAll(() => close());

  const db = () => subject.database.handle.db;

  async function studentWithBrowser(deviceId: string) {
    const student = await buildStudent(db());
    const headers = await studentAuthorization(subject.app, student);
    const device = double.newDevice();
    const registered = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/RegisterToken',
      headers,
      payload: { StudentEmail: student.email, Token: device.subscriptionJson, DeviceId: deviceId },
    });
    expect(registered.json()).toMatchObject({ Status: '200' });
    return { student, headers, device };
  }

  /** A card payment of the student's invoice, recorded and its receipt sent as the callback route does. */
  async function paid(studentId: number, termId: number) {
    const invoice = await buildInvoice(db(), { studentId, termId, amountPiastres: 250_000, status: 'paid' });
    const [payment] = await db()
      .insert(billingPayments)
      .values({
        studentId,
        termId,
        invoiceId: invoice.id,
        amountPiastres: 250_000,
        channel: 'card',
        reference: `RCPT-${String(invoice.id)}`,
      })
      .returning({ id: billingPayments.id });
    if (!payment) throw new Error('no payment');
    expect(await sendPaymentReceipts(db(), subject.app.events, { paymentId: payment.id })).toBe(1);
  }

  async function bell(headers: { authorization: string }) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetStudentMessages',
      headers,
    });
    return envelope(getStudentMessagesResponse).parse(response.json()).ReturnObject.Items;
  }

  it('gets the payment message in the bell only; a student who kept pushes on gets it on the device too', async () => {
    const term = await buildTerm(db());
    const quiet = await studentWithBrowser('quiet-laptop');
    const plain = await studentWithBrowser('plain-laptop');
    const saved = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/SaveNotificationPreference',
      headers: quiet.headers,
      payload: { Topic: 'payments', Channel: 'push', Enabled: false },
    });
    expect(saved.json()).toMatchObject({ Status: '200' });

    await paid(quiet.student.id, term.id);
    await paid(plain.student.id, term.id);

    // The worker has delivered the other student's push: the queue was worked after both receipts.
    await expect
      .poll(() => double.received.map((push) => push.device), { timeout: 10_000 })
      .toContain(plain.device.id);
    expect(double.received.map((push) => push.device)).not.toContain(quiet.device.id);
    expect((await bell(quiet.headers)).map((message) => message.Title)).toEqual(['Payment received']);
    expect((await bell(plain.headers)).map((message) => message.Title)).toEqual(['Payment received']);
  });
});
