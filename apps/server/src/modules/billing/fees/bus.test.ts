import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  busLineChangedResponse,
  checkForBusCashDepositLinkResponse,
  envelope,
  getAllBusLineResponse,
  insertBusPaymentRequestResponse,
  insertStudentBusTransactionResponse,
} from '@portal/contract';
import { termWindows } from '../../academic/schema.js';
import { buildPaymentApp } from '../../../test/payment-app.js';
import { buildBusLine, openBusWindow } from '../../../test/bus-factories.js';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import type { TestApp } from '../../../test/app.js';
import { busSubscriptions } from './bus-schema.js';
import { billingPaymentAttempts } from '../payment-schema.js';
import { billingCharges, billingCredits, billingInvoices } from '../schema.js';
import { studentStatement } from '../service.js';

type Headers = { authorization: string };

describe('the bus subscription (bus-cash-deposit)', () => {
  let subject: TestApp & { url: string };
  let termId = 0;
  let north: Awaited<ReturnType<typeof buildBusLine>>;
  let south: Awaited<ReturnType<typeof buildBusLine>>;
  let closed: Awaited<ReturnType<typeof buildBusLine>>;
  const db = () => subject.database.handle.db;

  const get = (url: string, headers: Headers) => subject.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) =>
    subject.app.inject({ method: 'POST', url, payload, headers });
  const choose = (lineId: number, stopId: number, headers: Headers) =>
    post('/api/Billing/BusLineChanged', { BusLineId: lineId, BusStopId: stopId }, headers);
  const student = async () => {
    const row = await buildStudent(db());
    return { id: row.id, headers: await studentAuthorization(subject.app, row) };
  };
  const ledgerOf = async (studentId: number) => ({
    charges: await db().select().from(billingCharges).where(eq(billingCharges.studentId, studentId)),
    credits: await db().select().from(billingCredits).where(eq(billingCredits.studentId, studentId)),
    subscriptions: await db()
      .select()
      .from(busSubscriptions)
      .where(eq(busSubscriptions.studentId, studentId)),
    invoices: await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, studentId)),
  });

  beforeAll(async () => {
    subject = await buildPaymentApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    await openBusWindow(db(), termId);
    north = await buildBusLine(db(), { feePiastres: 1_500_00, nameEn: 'North' });
    south = await buildBusLine(db(), { feePiastres: 1_200_00, seats: 1, nameEn: 'South' });
    closed = await buildBusLine(db(), { active: false });
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Billing/GetAllBusLine', () => {
    it('lists the running lines with their stops, fees and seats, and no subscription yet', async () => {
      const { headers } = await student();
      const body = envelope(getAllBusLineResponse).parse(
        (await get('/api/Billing/GetAllBusLine', headers)).json(),
      );
      const lines = body.ReturnObject.Lines;
      expect(lines.map((line) => line.BusLineId)).toEqual([north.line.id, south.line.id]);
      expect(lines[0]?.Stops.map((stop) => stop.PickupTime)).toEqual(['07:00', '07:20']);
      expect(lines[0]?.FeePiastres).toBe(1_500_00);
      expect(body.ReturnObject.ChangesOpen).toBe(true);
      expect(body.ReturnObject.Subscription).toBeNull();
    });
  });

  describe('POST /api/Billing/BusLineChanged', () => {
    it('subscribes: one bus charge of the line fee, and a double tap changes nothing', async () => {
      const me = await student();
      const stop = north.stops[0].id;
      const first = envelope(busLineChangedResponse).parse(
        (await choose(north.line.id, stop, me.headers)).json(),
      );
      const again = envelope(busLineChangedResponse).parse(
        (await choose(north.line.id, stop, me.headers)).json(),
      );
      expect(first.ReturnObject).toMatchObject({
        BusLineId: north.line.id,
        FeePiastres: 1_500_00,
        Status: 'unpaid',
      });
      expect(again.ReturnObject.ChargeId).toBe(first.ReturnObject.ChargeId);
      const ledger = await ledgerOf(me.id);
      expect(ledger.charges.map((charge) => [charge.kind, charge.amountPiastres])).toEqual([
        ['bus', 1_500_00],
      ]);
      expect(ledger.subscriptions).toHaveLength(1);
    });

    it('a change credits the old line and charges the new: the statement shows both, the balance is the new fee', async () => {
      const me = await student();
      await choose(north.line.id, north.stops[0].id, me.headers);
      const moved = await choose(south.line.id, south.stops[1].id, me.headers);
      expect(moved.statusCode).toBe(200);
      const statement = await studentStatement(db(), me.id, new Date(), 'Africa/Cairo');
      const lines = statement.Terms[0]?.Charges ?? [];
      expect(lines.map((line) => [line.AmountPiastres, line.CreditedPiastres])).toEqual([
        [1_500_00, 1_500_00],
        [1_200_00, 0],
      ]);
      expect(statement.BalancePiastres).toBe(1_200_00);
      // Back on the line: a seat of South is free again for others.
      await choose(north.line.id, north.stops[1].id, me.headers);
      expect((await studentStatement(db(), me.id, new Date(), 'Africa/Cairo')).BalancePiastres).toBe(
        1_500_00,
      );
    });

    it('another stop on the same line keeps the charge', async () => {
      const me = await student();
      await choose(north.line.id, north.stops[0].id, me.headers);
      await choose(north.line.id, north.stops[1].id, me.headers);
      const ledger = await ledgerOf(me.id);
      expect(ledger.charges).toHaveLength(1);
      expect(ledger.subscriptions[0]?.stopId).toBe(north.stops[1].id);
    });

    it('refuses a stop of another line, an inactive line and a full line, and changes nothing', async () => {
      const holder = await student();
      expect((await choose(south.line.id, south.stops[0].id, holder.headers)).statusCode).toBe(200);
      const me = await student();
      const wrongStop = await choose(north.line.id, south.stops[0].id, me.headers);
      expect(wrongStop.json()).toMatchObject({ Status: '404', ReturnObject: null });
      const inactive = await choose(closed.line.id, closed.stops[0].id, me.headers);
      expect(inactive.json()).toMatchObject({ Status: '409' });
      const full = await choose(south.line.id, south.stops[0].id, me.headers);
      expect(full.json()).toMatchObject({ Status: '409' });
      expect(full.json<{ Message: string }>().Message).toContain('full');
      const ledger = await ledgerOf(me.id);
      expect([ledger.charges, ledger.subscriptions]).toEqual([[], []]);
      await choose(north.line.id, north.stops[0].id, holder.headers);
    });

    it('refuses after the window closed, in Arabic too, and changes nothing', async () => {
      const me = await student();
      await choose(north.line.id, north.stops[0].id, me.headers);
      const before = await ledgerOf(me.id);
      await db()
        .update(termWindows)
        .set({ closesAt: new Date(Date.now() - 1000), opensAt: new Date(Date.now() - 86_400_000) })
        .where(eq(termWindows.termId, termId));
      try {
        const late = await choose(south.line.id, south.stops[0].id, me.headers);
        expect(late.json()).toMatchObject({ Status: '409', ReturnObject: null });
        const arabic = await post(
          '/api/Billing/BusLineChanged',
          { BusLineId: south.line.id, BusStopId: south.stops[0].id },
          { ...me.headers, 'accept-language': 'ar' } as Headers,
        );
        expect(arabic.json<{ Message: string }>().Message).toContain('مكتب النقل');
        expect(await ledgerOf(me.id)).toEqual(before);
      } finally {
        await db()
          .update(termWindows)
          .set({ closesAt: new Date(Date.now() + 7 * 86_400_000) })
          .where(eq(termWindows.termId, termId));
      }
    });

    it('refuses before the window opens, and changes nothing', async () => {
      const me = await student();
      const week = 7 * 86_400_000;
      await db()
        .update(termWindows)
        .set({ opensAt: new Date(Date.now() + week), closesAt: new Date(Date.now() + 2 * week) })
        .where(eq(termWindows.termId, termId));
      try {
        const early = await choose(north.line.id, north.stops[0].id, me.headers);
        expect(early.json()).toMatchObject({ Status: '409', ReturnObject: null });
        expect(early.json<{ Message: string }>().Message).toContain('cannot be chosen yet');
        expect((await ledgerOf(me.id)).subscriptions).toEqual([]);
      } finally {
        await db()
          .update(termWindows)
          .set({ opensAt: new Date(Date.now() - 86_400_000), closesAt: new Date(Date.now() + week) })
          .where(eq(termWindows.termId, termId));
      }
    });

    it('refuses malformed input', async () => {
      const me = await student();
      const bad = await post('/api/Billing/BusLineChanged', { BusLineId: 'x', BusStopId: -1 }, me.headers);
      expect(bad.statusCode).toBe(422);
      expect((await ledgerOf(me.id)).subscriptions).toEqual([]);
    });
  });

  describe('POST /api/Billing/InsertBusPaymentRequest', () => {
    it('opens an invoice for the bus charge, the same one on a double tap', async () => {
      const me = await student();
      await chargeStudent(db(), me.id, termId, 5_000);
      const chosen = envelope(busLineChangedResponse).parse(
        (await choose(north.line.id, north.stops[0].id, me.headers)).json(),
      );
      const first = envelope(insertBusPaymentRequestResponse).parse(
        (await post('/api/Billing/InsertBusPaymentRequest', {}, me.headers)).json(),
      );
      const again = envelope(insertBusPaymentRequestResponse).parse(
        (await post('/api/Billing/InsertBusPaymentRequest', {}, me.headers)).json(),
      );
      expect(first.ReturnObject.AmountPiastres).toBe(1_500_00);
      expect(again.ReturnObject.PaymentInvoiceRequestId).toBe(first.ReturnObject.PaymentInvoiceRequestId);
      const invoices = (await ledgerOf(me.id)).invoices;
      expect(invoices.map((invoice) => invoice.chargeId)).toEqual([chosen.ReturnObject.ChargeId]);
    });

    it('refuses a student with no bus line and opens nothing', async () => {
      const me = await student();
      const response = await post('/api/Billing/InsertBusPaymentRequest', {}, me.headers);
      expect(response.json()).toMatchObject({ Status: '404', ReturnObject: null });
      expect((await ledgerOf(me.id)).invoices).toEqual([]);
    });
  });

  describe('POST /api/Billing/InsertStudentBusTransaction', () => {
    it("starts paying the bus invoice at an outlet; another student's invoice is refused and changes nothing", async () => {
      const me = await student();
      const other = await student();
      for (const who of [me, other]) await choose(north.line.id, north.stops[0].id, who.headers);
      const invoice = envelope(insertBusPaymentRequestResponse).parse(
        (await post('/api/Billing/InsertBusPaymentRequest', {}, other.headers)).json(),
      ).ReturnObject;
      const invoiceId = invoice.PaymentInvoiceRequestId;
      const stolen = await post(
        '/api/Billing/InsertStudentBusTransaction',
        { PaymentInvoiceRequestId: invoiceId, Channel: 'outlet' },
        me.headers,
      );
      expect(stolen.json()).toMatchObject({ Status: '404', ReturnObject: null });
      const attempts = () =>
        db().select().from(billingPaymentAttempts).where(eq(billingPaymentAttempts.invoiceId, invoiceId));
      expect(await attempts()).toEqual([]);
      const own = envelope(insertStudentBusTransactionResponse).parse(
        (
          await post(
            '/api/Billing/InsertStudentBusTransaction',
            { PaymentInvoiceRequestId: invoiceId, Channel: 'outlet' },
            other.headers,
          )
        ).json(),
      );
      expect(own.ReturnObject).toMatchObject({ PaymentInvoiceRequestId: invoiceId, Channel: 'outlet' });
      expect(own.ReturnObject.OutletReference).toMatch(/^\d+$/);
      expect(await attempts()).toHaveLength(1);
    });

    it('refuses an invoice that is not for the bus', async () => {
      const me = await student();
      await chargeStudent(db(), me.id, termId, 100);
      const term = await post(
        '/api/Billing/GetPaymentRequest',
        { TermId: termId, AmountPiastres: 50_00 },
        me.headers,
      );
      const invoiceId = term.json<{ ReturnObject: { PaymentInvoiceRequestId: number } }>().ReturnObject
        .PaymentInvoiceRequestId;
      const response = await post(
        '/api/Billing/InsertStudentBusTransaction',
        { PaymentInvoiceRequestId: invoiceId, Channel: 'outlet' },
        me.headers,
      );
      expect(response.json()).toMatchObject({ Status: '404' });
    });
  });

  describe('GET /api/Reports/CheckForBusCashDepositLink', () => {
    it('offers the configured channels', async () => {
      const { headers } = await student();
      const body = envelope(checkForBusCashDepositLinkResponse).parse(
        (await get('/api/Reports/CheckForBusCashDepositLink', headers)).json(),
      );
      expect(body.ReturnObject.Channels).toEqual(['card', 'wallet', 'outlet']);
    });
  });
});
