import { performance } from 'node:perf_hooks';

/** How often the meter's timer asks to run; its lateness is the delay. */
const RESOLUTION_MS = 10;

/**
 * The event loop's delay: how late a timer runs. When the process has more work than CPU (or an embedded
 * query holds the thread), every request waits this long on top of its own work, so it measures exactly
 * what students feel. (perf_hooks' histogram drops the first delay after each reset, so a block right
 * after a sample could go unseen; a timer of our own sees every one.)
 */
export class EventLoopDelayMeter {
  private longest = 0;
  private due = performance.now() + RESOLUTION_MS;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.longest = Math.max(this.longest, now - this.due);
      this.due = now + RESOLUTION_MS;
    }, RESOLUTION_MS);
    this.timer.unref();
  }

  /** The longest delay in ms since the previous sample; starts a new period. */
  sample(): number {
    const longest = Math.max(this.longest, performance.now() - this.due, 0);
    this.longest = 0;
    return longest;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
