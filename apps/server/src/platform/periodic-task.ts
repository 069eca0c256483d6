/**
 * Runs `pass` every `intervalMs` on this instance: the first pass when started, the next one an interval
 * after the previous ended (never two at once here), or at once when woken, stopped on close after the
 * pass in flight. The pass
 * handles its own errors; one that throws anyway is reported to `onError` and the schedule goes on.
 * Work run this way must be safe to repeat and to run on several instances at once.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private running = false;
  private again = false;

  constructor(
    private readonly options: {
      intervalMs: number;
      pass: () => Promise<unknown>;
      onError: (error: unknown) => void;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Something changed that the next pass handles: run it now rather than at the next interval. */
  wake(): void {
    if (!this.running) return;
    if (this.inFlight) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.inFlight = this.options
        .pass()
        .then(
          () => undefined,
          (error: unknown) => {
            this.options.onError(error);
          },
        )
        .finally(() => {
          this.inFlight = undefined;
          if (!this.running) return;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.options.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }
}
