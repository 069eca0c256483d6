import type { BusLines, BusSubscription, PaymentInvoice } from '@portal/contract';
import { universityDate } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { currentTermWindow, isWindowOpen } from '../../academic/term-windows.js';
import { activeLinesWithStops, seatsTakenIn, subscriptionOf } from './bus-queries.js';
import type { BusSubscriptionRow } from './bus-schema.js';
import { chargeLine, openChargeInvoice } from '../charge-invoice.js';
import { invoiceAnswer, openInvoice } from '../invoices.js';

/** The subscription as the page shows it: the charge's figures come from the statement, not the line. */
export async function subscriptionAnswer(
  db: Database,
  row: BusSubscriptionRow,
  now: Date,
): Promise<BusSubscription> {
  const [found, invoice] = await Promise.all([
    chargeLine(db, row.studentId, row.chargeId),
    openChargeInvoice(db, row.studentId, row.chargeId, now),
  ]);
  const outstanding = found?.line.OutstandingPiastres ?? 0;
  return {
    BusLineId: row.lineId,
    BusStopId: row.stopId,
    ChargeId: row.chargeId,
    FeePiastres: found?.line.AmountPiastres ?? 0,
    OutstandingPiastres: outstanding,
    Status: outstanding > 0 ? 'unpaid' : 'paid',
    Invoice: invoice ? invoiceAnswer(invoice) : null,
  };
}

/** GetAllBusLine: this term's running lines with seats left, the change window, the student's choice. */
export async function busLinesFor(db: Database, studentId: number, now: Date): Promise<BusLines> {
  const term = await currentTermWindow(db, 'bus_subscription');
  if (!term) return { Term: null, ChangesCloseAt: null, ChangesOpen: false, Lines: [], Subscription: null };
  const [lines, taken, subscription] = await Promise.all([
    activeLinesWithStops(db),
    seatsTakenIn(db, term.termId),
    subscriptionOf(db, studentId, term.termId),
  ]);
  return {
    Term: { TermId: term.termId, NameEn: term.nameEn, NameAr: term.nameAr },
    ChangesCloseAt: term.closesAt?.toISOString() ?? null,
    ChangesOpen: isWindowOpen(term, now),
    Lines: lines.map(({ line, stops }) => ({
      BusLineId: line.id,
      Code: line.code,
      NameEn: line.nameEn,
      NameAr: line.nameAr,
      FeePiastres: line.feePiastres,
      Currency: 'EGP',
      SeatsLeft: Math.max(line.seats - (taken.get(line.id) ?? 0), 0),
      Stops: stops.map((stop) => ({
        BusStopId: stop.id,
        NameEn: stop.nameEn,
        NameAr: stop.nameAr,
        PickupTime: stop.pickupTime,
      })),
    })),
    Subscription: subscription ? await subscriptionAnswer(db, subscription, now) : null,
  };
}

/** The bus charge's due date: the day the term's change window closes, else two weeks from today. */
export function busDueOn(closesAt: Date | null, now: Date, timeZone: string): string {
  return universityDate(closesAt ?? new Date(now.getTime() + 14 * 86_400_000), timeZone);
}

/** InsertBusPaymentRequest: an invoice for what is left of this term's bus charge. */
export async function busInvoice(
  db: Database,
  studentId: number,
  now: Date,
  validHours: number,
): Promise<PaymentInvoice | Refused<'404' | '409'>> {
  const term = await currentTermWindow(db, 'bus_subscription');
  const subscription = term ? await subscriptionOf(db, studentId, term.termId) : undefined;
  if (!subscription) return refused('404', say('bus.noSubscription'));
  return openInvoice(db, studentId, { chargeId: subscription.chargeId }, now, validHours);
}
