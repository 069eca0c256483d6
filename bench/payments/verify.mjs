// What the ledger says after the run, read from PostgreSQL itself (not from the answers the bench got:
// an answer lost to a kill says nothing about whether its transaction committed).
import { withClient } from '../lib/database.mjs';
import { FORGED_ID_FROM } from './flow.mjs';

/** Open invoices left: what the wait for reconciliation polls until it reaches 0. */
export function openInvoices(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `select count(*)::int as n from billing_invoices where status = 'open'`,
    );
    return result.rows[0].n;
  });
}

/**
 * The ledger's figures. `settledReferences`: the invoice reference of every transaction the double
 * settled as a success (money taken from a card): each must have become exactly one payment.
 */
export function ledgerFigures(databaseUrl, settledReferences) {
  return withClient(databaseUrl, async (client) => {
    const one = async (text, params = []) => (await client.query(text, params)).rows[0];
    const invoices = await one(
      `select count(*)::int as invoices, count(*) filter (where status = 'paid')::int as paid,
              count(*) filter (where status = 'open')::int as open,
              coalesce(sum(amount_piastres), 0)::bigint as amount
         from billing_invoices`,
    );
    // Online payments: the demo's own rows are bank deposits without a provider key.
    const payments = await one(
      `select count(*)::int as payments, coalesce(sum(amount_piastres), 0)::bigint as amount,
              count(*) filter (where invoice_id is null)::int as without_invoice
         from billing_payments where provider_key is not null`,
    );
    // A double credit: any payment beyond the first for one invoice, or for one student of the run.
    const doubles = await one(
      `select (select coalesce(sum(n - 1), 0) from (select count(*) n from billing_payments
                where provider_key is not null group by invoice_id having count(*) > 1) i)::int
            + (select coalesce(sum(n - 1), 0) from (select count(*) n from billing_payments
                where provider_key is not null group by student_id having count(*) > 1) s)::int as n`,
    );
    const events = await client.query(
      `select source, outcome, count(*)::int as n from billing_provider_events group by 1, 2 order by 1, 2`,
    );
    const forged = await one(
      `select count(*)::int as n from billing_provider_events
        where split_part(event_key, ':', 2)::bigint >= $1`,
      [FORGED_ID_FROM],
    );
    const lost = await one(
      `select count(*)::int as n from unnest($1::text[]) r(reference)
         left join billing_invoices i on i.reference = r.reference
        where i.status is distinct from 'paid'`,
      [settledReferences],
    );
    const byEvent = (source, outcome) =>
      events.rows.find((row) => row.source === source && row.outcome === outcome)?.n ?? 0;
    return {
      invoices: invoices.invoices,
      paid: invoices.paid,
      open: invoices.open,
      invoicedPiastres: Number(invoices.amount),
      payments: payments.payments,
      paidPiastres: Number(payments.amount),
      paymentsWithoutInvoice: payments.without_invoice,
      doubleCredits: doubles.n,
      appliedByCallback: byEvent('callback', 'applied'),
      healedByReconciliation: byEvent('inquiry', 'applied'),
      events: events.rows,
      forgedRecorded: forged.n,
      lost: lost.n,
    };
  });
}
