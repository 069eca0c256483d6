import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * The event loop's delay: how late timers and I/O callbacks run. When the process has more work than
 * CPU, every request waits this long on top of its own work, so it measures exactly what students feel.
 */
export class EventLoopDelayMeter {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.histogram.enable();
  }

  /** The 99th percentile delay in ms since the previous sample; starts a new period. */
  sample(): number {
    const p99 = this.histogram.count > 0 ? this.histogram.percentile(99) / 1e6 : 0;
    this.histogram.reset();
    return p99;
  }

  close(): void {
    this.histogram.disable();
  }
}
