import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import type { PaymentGateways } from './gateways/registry.js';
import { attemptsToReconcile, markAttemptChecked } from './payment-queries.js';
import { receiveProviderEvent } from './provider-events.js';

export interface ReconciliationReport {
  asked: number;
  applied: number;
  /** Paid at the provider but not applied here (amount, reference or invoice state): for finance. */
  mismatched: number;
  unanswered: number;
}

/** Left alone this long after it starts, an attempt's callback is late rather than on its way. */
export const CALLBACK_GRACE_MS = 2 * 60_000;

/**
 * Asks the providers about orders of invoices still open, so a payment whose callback never came (lost,
 * or the portal stopped between the provider's success and our commit) is applied all the same, through
 * the same exactly-once path as the callback. Safe on several instances at once: the event key decides.
 */
export async function reconcilePayments(
  db: Database,
  gateways: PaymentGateways,
  now: Date,
  log: FastifyBaseLogger,
  options: { askAgainAfterMs: number; batch?: number },
): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { asked: 0, applied: 0, mismatched: 0, unanswered: 0 };
  const due = await attemptsToReconcile(
    db,
    new Date(now.getTime() - CALLBACK_GRACE_MS),
    new Date(now.getTime() - options.askAgainAfterMs),
    options.batch ?? 200,
  );
  for (const { attempt } of due) {
    const gateway = gateways.byProvider(attempt.provider);
    if (!gateway) continue;
    report.asked += 1;
    const event = await gateway.inquire(attempt.merchantReference).catch((error: unknown) => {
      log.warn({ err: error, provider: attempt.provider }, 'the payment provider did not answer an inquiry');
      return undefined;
    });
    if (event === undefined) {
      report.unanswered += 1;
      continue;
    }
    if (event) {
      const result = await receiveProviderEvent(db, event, 'inquiry', event);
      if (result.outcome === 'applied') report.applied += 1;
      if (result.outcome === 'not-applied') {
        report.mismatched += 1;
        log.warn(
          { eventKey: event.eventKey, reason: result.reason },
          'reconciliation found a payment it could not apply',
        );
      }
    }
    await markAttemptChecked(db, attempt.id, now);
  }
  return report;
}
