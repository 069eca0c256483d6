import { z } from 'zod';
import { currency } from './billing.js';
import { onlineChannel, paymentAttempt } from './billing-payments.js';
import { paymentInvoice } from './billing-invoices.js';

const id = z.number().int().positive().max(2_147_483_647);

/** One stop of a bus line, in the order the bus calls at them. */
export const busStop = z.object({
  BusStopId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** When the bus leaves the stop in the morning (HH:MM, university clock). */
  PickupTime: z.string().regex(/^\d{2}:\d{2}$/),
});
export type BusStop = z.infer<typeof busStop>;

/** A bus line running this term: its stops and what a term's subscription to it costs. */
export const busLine = z.object({
  BusLineId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  FeePiastres: z.number().int(),
  Currency: currency,
  /** Seats not yet taken this term; 0 means the line is full (a student already on it keeps their seat). */
  SeatsLeft: z.number().int(),
  Stops: z.array(busStop),
});
export type BusLine = z.infer<typeof busLine>;

/** The student's subscription this term: the line and stop they chose and the charge it raised. */
export const busSubscription = z.object({
  BusLineId: z.number().int(),
  BusStopId: z.number().int(),
  ChargeId: z.number().int(),
  FeePiastres: z.number().int(),
  /** What is still to pay on the bus charge (the statement's figure). */
  OutstandingPiastres: z.number().int(),
  /** `unpaid` until the bus charge is settled, then `paid`: the driver's list shows paid riders. */
  Status: z.enum(['unpaid', 'paid']),
  /** The open invoice for the bus charge, if the student asked for one. */
  Invoice: paymentInvoice.nullable(),
});
export type BusSubscription = z.infer<typeof busSubscription>;

/** GET /api/Billing/GetAllBusLine: this term's lines, whether a change is still possible, and the student's choice. */
export const getAllBusLineResponse = z.object({
  /** The term subscriptions are for (the current term); null between terms, with no lines. */
  Term: z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() }).nullable(),
  /** Choosing or changing a line is possible until this instant; null when no window is set. */
  ChangesCloseAt: z.iso.datetime({ offset: true }).nullable(),
  ChangesOpen: z.boolean(),
  Lines: z.array(busLine),
  Subscription: busSubscription.nullable(),
});
export type BusLines = z.infer<typeof getAllBusLineResponse>;

/**
 * POST /api/Billing/BusLineChanged: choose (or change to) a line and stop for this term. A change credits
 * the old line's charge and raises the new one; the same choice sent twice changes nothing.
 */
export const busLineChangedBody = z.object({ BusLineId: id, BusStopId: id });
export const busLineChangedResponse = busSubscription;

/** POST /api/Billing/InsertBusPaymentRequest: an invoice for what is left of this term's bus charge. */
export const insertBusPaymentRequestBody = z.object({}).strict();
export const insertBusPaymentRequestResponse = paymentInvoice;

/** POST /api/Billing/InsertStudentBusTransaction: start paying the bus invoice at a channel. */
export const insertStudentBusTransactionBody = z.object({
  PaymentInvoiceRequestId: id,
  Channel: onlineChannel,
});
export const insertStudentBusTransactionResponse = paymentAttempt;

/** GET /api/Reports/CheckForBusCashDepositLink: the ways bus fees are taken online now, in page order. */
export const checkForBusCashDepositLinkResponse = z.object({ Channels: z.array(onlineChannel) });
