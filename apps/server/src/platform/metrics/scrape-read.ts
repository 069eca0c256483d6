import { Counter, type Registry } from 'prom-client';

const FAILURES = 'portal_metrics_read_failures_total';

function failureCounter(registry: Registry): Counter<'source'> {
  const existing = registry.getSingleMetric(FAILURES);
  if (existing instanceof Counter) return existing;
  return new Counter({
    name: FAILURES,
    help: 'Reads behind gauges that failed during a scrape; those gauges kept their last value.',
    labelNames: ['source'] as const,
    registers: [registry],
  });
}

/**
 * One read shared by the gauges of a scrape (prom-client calls every collect before awaiting any). A read
 * that fails (the database away) answers undefined and is counted by source, so the scrape still carries
 * every other series: an outage is when the operators need the HTTP and process figures most.
 */
export function sharedScrapeRead<T>(
  registry: Registry,
  source: string,
  read: () => Promise<T>,
): () => Promise<T | undefined> {
  const failures = failureCounter(registry);
  let reading: Promise<T | undefined> | undefined;
  return () => {
    reading ??= read()
      .catch(() => {
        failures.inc({ source });
        return undefined;
      })
      .finally(() => {
        // Every collect of this scrape already holds the promise: the next scrape reads afresh.
        reading = undefined;
      });
    return reading;
  };
}
