import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { ProviderName } from './gateways/gateway.js';
import { sharedScrapeRead } from '../../platform/metrics/scrape-read.js';
import { CALLBACK_GRACE_MS } from './reconciliation.js';

const PROVIDERS: readonly ProviderName[] = ['paymob', 'fawry', 'bank'];

interface ProviderReading {
  pending: number;
  oldestPendingSeconds: number;
  oldestUnaskedSeconds: number;
  mismatches: number;
}

const none = (): ProviderReading => ({
  pending: 0,
  oldestPendingSeconds: 0,
  oldestUnaskedSeconds: 0,
  mismatches: 0,
});

/**
 * Payment reconciliation for /metrics, by provider, read from the database in one statement per scrape:
 * payments started at a provider and not settled (their invoice still open, the attempt not expired), how
 * long the oldest has been going, how long reconciliation has gone without asking the provider about one
 * past the callback's grace, and what providers reported that could not be applied (amount, reference or
 * invoice state: finance's unmatched register).
 */
export function registerPaymentMetrics(app: FastifyInstance): void {
  const read = async (): Promise<Map<string, ProviderReading>> => {
    const rows = await app.database.query<{
      provider: string;
      pending: number;
      oldest: number | null;
      unasked: number | null;
      mismatches: number;
    }>(
      `select a.provider, count(*)::int as pending,
              extract(epoch from now() - min(a.created_at))::float8 as oldest,
              extract(epoch from now() - min(coalesce(a.checked_at, a.created_at))
                filter (where a.created_at < now() - $1::int * interval '1 millisecond'))::float8 as unasked,
              0 as mismatches
         from billing_payment_attempts a
         join billing_invoices i on i.id = a.invoice_id
        where i.status = 'open' and a.expires_at > now()
        group by a.provider
       union all
       select provider, 0, null, null, count(*)::int
         from billing_provider_events where outcome like 'not-applied:%'
        group by provider`,
      [CALLBACK_GRACE_MS],
    );
    const byProvider = new Map(PROVIDERS.map((provider) => [provider as string, none()]));
    for (const row of rows) {
      const figures = byProvider.get(row.provider);
      if (!figures) continue;
      figures.pending += row.pending;
      figures.oldestPendingSeconds = Math.max(figures.oldestPendingSeconds, row.oldest ?? 0);
      figures.oldestUnaskedSeconds = Math.max(figures.oldestUnaskedSeconds, row.unasked ?? 0);
      figures.mismatches += row.mismatches;
    }
    return byProvider;
  };
  const shared = sharedScrapeRead(app.metrics, 'payments', read);
  const gauge = (name: string, help: string, figure: keyof ProviderReading) =>
    new Gauge({
      name,
      help,
      labelNames: ['provider'] as const,
      registers: [app.metrics],
      async collect() {
        const reading = await shared();
        for (const [provider, value] of reading ?? []) this.set({ provider }, value[figure]);
      },
    });
  gauge(
    'portal_payments_pending',
    'Online payments started at the provider and not settled: invoice open, attempt not expired.',
    'pending',
  );
  gauge(
    'portal_payments_oldest_pending_seconds',
    'Age of the oldest unsettled payment attempt.',
    'oldestPendingSeconds',
  );
  gauge(
    'portal_payments_oldest_unasked_seconds',
    'Longest time an unsettled attempt past the callback grace has gone without reconciliation asking the provider.',
    'oldestUnaskedSeconds',
  );
  gauge(
    'portal_payment_mismatches',
    'Payments a provider reported that could not be applied (amount, reference or invoice state), all time.',
    'mismatches',
  );
}
