import type { PaymentChannel } from '@portal/contract';
import type { Database } from '../platform/db/client.js';
import { billingPaymentAttempts, billingProviderEvents } from '../modules/billing/payment-schema.js';
import { billingInvoices, billingPayments } from '../modules/billing/schema.js';

let sequence = 0;
const next = () => (sequence += 1);

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** A payment received for the term, as a channel records it. */
export async function buildPayment(
  db: Database,
  values: {
    studentId: number;
    termId: number;
    amountPiastres: number;
    channel?: PaymentChannel;
    paidAt?: Date;
  },
) {
  const n = next();
  return only(
    await db
      .insert(billingPayments)
      .values({
        reference: `REF-${String(n)}`,
        providerKey: values.channel === 'card' ? `paymob:${String(n)}` : null,
        ...values,
      })
      .returning(),
  );
}

/** An invoice (open unless said), created `ageMinutes` ago. */
export async function buildInvoice(
  db: Database,
  values: { studentId: number; termId: number; amountPiastres: number; status?: 'open' | 'paid' | 'expired' },
  ageMinutes = 0,
) {
  const createdAt = new Date(Date.now() - ageMinutes * 60_000);
  return only(
    await db
      .insert(billingInvoices)
      .values({
        ...values,
        reference: String(100_000_000_000 + next()),
        expiresAt: new Date(createdAt.getTime() + 48 * 3_600_000),
        createdAt,
        paidAt: values.status === 'paid' ? createdAt : null,
      })
      .returning(),
  );
}

/** An order at Paymob for the invoice, started `ageMinutes` ago. */
export async function buildAttempt(
  db: Database,
  invoice: { id: number; reference: string },
  ageMinutes: number,
) {
  const createdAt = new Date(Date.now() - ageMinutes * 60_000);
  return only(
    await db
      .insert(billingPaymentAttempts)
      .values({
        invoiceId: invoice.id,
        provider: 'paymob',
        channel: 'card',
        merchantReference: `${invoice.reference}-${String(next())}`,
        expiresAt: new Date(createdAt.getTime() + 3_600_000),
        createdAt,
      })
      .returning(),
  );
}

/** What a provider said that was not applied, with its reason. */
export async function buildUnappliedEvent(db: Database, reason: string, amountPiastres: number) {
  const n = next();
  return only(
    await db
      .insert(billingProviderEvents)
      .values({
        provider: 'paymob',
        eventKey: `paymob:${String(n)}:paid`,
        merchantReference: `99999999999${String(n)}`,
        status: 'paid',
        amountPiastres,
        outcome: `not-applied:${reason}`,
        source: 'callback',
        payload: {},
      })
      .returning(),
  );
}
