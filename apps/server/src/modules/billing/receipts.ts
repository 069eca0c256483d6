import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { say } from '../../platform/i18n/said.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { claimReceipt, receiptsDue } from './payment-queries.js';

/**
 * Tells each student whose invoice was paid (in-app message and a push to their devices), once: the payment
 * is claimed and the message written in one transaction, so a repeat finds it claimed and a crash before
 * the commit leaves it for the next pass. Runs after every applied callback and in every reconciliation.
 */
export async function sendPaymentReceipts(
  db: Database,
  events: EventBus | undefined,
  only?: { paymentId: number },
): Promise<number> {
  const due = await receiptsDue(db, 100, only?.paymentId);
  let sent = 0;
  for (const receipt of due) {
    const told = await db.transaction(async (tx) => {
      if (!(await claimReceipt(tx, receipt.paymentId))) return false;
      const outcome = await sendMessage(
        tx,
        {
          ...writtenByPortal(
            say('billing.paymentReceivedTitle'),
            say('billing.paymentReceivedBody', {
              amount: { piastres: receipt.amountPiastres },
              reference: receipt.reference,
              term: { en: receipt.termEn, ar: receipt.termAr },
            }),
          ),
          link: 'faculty-cash-deposit',
          audience: { Kind: 'student', StudentCode: receipt.studentCode },
          topic: 'payments',
        },
        events,
      );
      return outcome.kind === 'sent';
    });
    if (told) sent += 1;
  }
  return sent;
}
