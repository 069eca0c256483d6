import type { PushTokenKind } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import type { DeliveryOutcome, PushSender } from './delivery-outcome.js';
import {
  claimDeliveries,
  completeDelivery,
  pruneSubscription,
  releaseDeliveries,
  rescheduleDelivery,
  touchSubscriptions,
  type ClaimedDelivery,
} from './delivery-queue.js';
import { pushPayloadOf } from './payload.js';

export interface PushWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PushWorkerOptions {
  db: Database;
  senders: Partial<Record<PushTokenKind, PushSender>>;
  /** This instance's name in `claimed_by`. */
  workerId: string;
  log: PushWorkerLog;
  batchSize: number;
  /** Sends in flight at once. */
  concurrency: number;
  /** A claim older than this is taken to belong to a dead worker and is claimed again. */
  leaseSeconds: number;
  /** Tries before a job is given up. */
  maxAttempts: number;
  /** How often an idle worker looks for due jobs (a sent message wakes it at once). */
  pollMs: number;
  /** First retry delay; doubled per attempt up to an hour, with jitter. */
  retryBaseMs?: number;
  /** How long stop() waits for sends in flight. */
  stopTimeoutMs?: number;
}

const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * Delivers the queued pushes: claims a batch, sends with bounded concurrency, and settles each job at once
 * (done, retry later, given up, or subscription pruned). Every instance runs one; they share the queue.
 */
export class PushWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private stopping = false;
  /** A wake-up that came while a batch was being sent: the next idle wait is skipped. */
  private woken = false;

  constructor(private readonly options: PushWorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** A message was sent: look for jobs now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming, lets sends in flight finish (bounded), puts unstarted claims back. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.stopTimeoutMs ?? 5_000);
    });
    await Promise.race([this.loop, deadline]);
    clearTimeout(timer);
  }

  /** Claims and settles one batch; answers how many jobs it claimed. */
  async runOnce(): Promise<number> {
    const { db, workerId, batchSize, leaseSeconds, concurrency } = this.options;
    const jobs = await claimDeliveries(db, workerId, batchSize, leaseSeconds);
    const waiting = [...jobs];
    const delivered: number[] = [];
    const lane = async () => {
      while (!this.stopping) {
        const job = waiting.shift();
        if (!job) return;
        if (await this.settle(job)) delivered.push(job.target.subscriptionId);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    await releaseDeliveries(
      db,
      workerId,
      waiting.map((job) => job.id),
    );
    await touchSubscriptions(db, delivered);
    return jobs.length;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.log.error({ err: error }, 'push delivery: the queue could not be read');
      }
      if (claimed < this.options.batchSize)
        await this.idle(this.options.pollMs * Math.min(2 ** failures, 30));
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.woken = false;
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeUp = done;
    });
  }

  /** Sends one job and records the outcome; true when the push service accepted it. */
  private async settle(job: ClaimedDelivery): Promise<boolean> {
    const { db, workerId, log } = this.options;
    const outcome = await this.deliver(job);
    try {
      switch (outcome.kind) {
        case 'delivered':
          await completeDelivery(db, job.id, workerId);
          return true;
        case 'gone':
        case 'unsafe':
          if (outcome.kind === 'unsafe') {
            log.warn(
              { subscription: job.target.subscriptionId, reason: outcome.reason },
              'push: unsafe endpoint pruned',
            );
          }
          await pruneSubscription(db, job.target);
          return false;
        case 'retry': {
          const giveUp = job.attempts >= this.options.maxAttempts;
          const delayMs = outcome.retryAfterMs ?? this.backoff(job.attempts);
          await rescheduleDelivery(db, job.id, workerId, { delayMs, error: outcome.reason, giveUp });
          return false;
        }
        case 'failed':
          await rescheduleDelivery(db, job.id, workerId, { delayMs: 0, error: outcome.reason, giveUp: true });
          return false;
      }
    } catch (error) {
      // The lease runs out and another worker takes the job; a repeat is replaced by its Topic.
      log.error({ err: error, delivery: job.id }, 'push delivery: the outcome could not be recorded');
      return false;
    }
  }

  private async deliver(job: ClaimedDelivery): Promise<DeliveryOutcome> {
    const sender = this.options.senders[job.target.kind];
    if (!sender) return { kind: 'failed', reason: `no ${job.target.kind} sender is configured` };
    try {
      return await sender.send(job.target, {
        messageId: job.message.id,
        payload: pushPayloadOf(job.message),
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private backoff(attempts: number): number {
    const base = this.options.retryBaseMs ?? 5_000;
    const delay = Math.min(MAX_RETRY_DELAY_MS, base * 2 ** Math.max(0, attempts - 1));
    return delay / 2 + Math.random() * (delay / 2);
  }
}
