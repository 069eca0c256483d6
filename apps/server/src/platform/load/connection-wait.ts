import { performance } from 'node:perf_hooks';

/**
 * How long queries wait for a database connection: from asking the pool (PostgreSQL) or the single
 * embedded connection (PGlite) until work starts. A saturated database shows here first, before
 * latency does, which is why the waiting room admits by it.
 */
export class ConnectionWaitMeter {
  private readonly pending = new Map<number, number>();
  private nextId = 0;
  private longestSinceSample = 0;

  /** Call when a query asks for a connection; call the answer once it has one. */
  begin(): () => void {
    const id = this.nextId++;
    const started = performance.now();
    this.pending.set(id, started);
    return () => {
      if (!this.pending.delete(id)) return;
      this.longestSinceSample = Math.max(this.longestSinceSample, performance.now() - started);
    };
  }

  /**
   * The longest wait since the previous sample, counting waits still going on (a stuck pool completes
   * nothing, and must still read as overloaded). Starts a new period.
   */
  sample(now: number = performance.now()): number {
    let longest = this.longestSinceSample;
    for (const started of this.pending.values()) longest = Math.max(longest, now - started);
    this.longestSinceSample = 0;
    return longest;
  }
}
