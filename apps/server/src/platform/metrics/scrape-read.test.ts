import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerQueueGauges, type QueueReading } from './queue-gauges.js';

describe('gauges read on scrape', () => {
  it('share one read per scrape, and a failed read (the database away) keeps the scrape and counts it', async () => {
    const registry = new Registry();
    new Counter({
      name: 'portal_other_total',
      help: 'Stands for the HTTP and process series.',
      registers: [registry],
    }).inc();
    const answers: (QueueReading | Error)[] = [
      { pending: 3, oldestDueSeconds: 12, failed: 1 },
      new Error('connection terminated'),
      { pending: 5, oldestDueSeconds: 0, failed: 1 },
    ];
    let reads = 0;
    registerQueueGauges(registry, 'mail_outbox', async () => {
      const answer = answers[reads++];
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no more answers');
      return answer;
    });

    const first = await registry.metrics();
    expect(reads).toBe(1);
    expect(first).toMatch(/^portal_mail_outbox_pending 3$/m);
    expect(first).toMatch(/^portal_mail_outbox_oldest_due_seconds 12$/m);

    const second = await registry.metrics();
    expect(reads).toBe(2);
    expect(second).toMatch(/^portal_other_total 1$/m);
    expect(second).toMatch(/^portal_mail_outbox_pending 3$/m);

    // The counter is written before the reads of its scrape end: the failure shows from the next one.
    const third = await registry.metrics();
    expect(third).toMatch(/^portal_mail_outbox_pending 5$/m);
    expect(third).toMatch(/^portal_metrics_read_failures_total\{source="mail_outbox"\} 1$/m);
  });
});
