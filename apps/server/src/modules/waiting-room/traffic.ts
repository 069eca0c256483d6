import { emptyTraffic } from './memory-store.js';
import type { TrafficCounts } from './store.js';

export type CallOutcome = 'done' | 'refused' | 'queued' | 'server-error';

/**
 * This instance's registration calls since the last tick, added to the shared minute counters at each
 * tick (one store operation per half second rather than one per request).
 */
export class TrafficTally {
  private counts: TrafficCounts = emptyTraffic();

  count(outcome: CallOutcome): void {
    this.counts.requests += 1;
    if (outcome === 'server-error') this.counts.serverErrors += 1;
    else if (outcome === 'refused') this.counts.refusals += 1;
    else if (outcome === 'queued') this.counts.queued += 1;
  }

  /** The counts so far, starting a new tally. */
  take(): TrafficCounts {
    const taken = this.counts;
    this.counts = emptyTraffic();
    return taken;
  }

  /** Puts counts back after the shared store could not take them. */
  restore(counts: TrafficCounts): void {
    this.counts.requests += counts.requests;
    this.counts.serverErrors += counts.serverErrors;
    this.counts.refusals += counts.refusals;
    this.counts.queued += counts.queued;
  }
}
