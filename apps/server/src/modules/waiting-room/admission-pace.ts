/**
 * The students this instance let in from the line over the last ticks: the pace the server has been
 * absorbing. Kept per instance (not the store's figures, which sum every instance's) because each instance
 * answers for its own load.
 */
export class AdmissionPace {
  private readonly admitted: number[] = [];

  constructor(
    private readonly ticks: number,
    private readonly tickMs: number,
  ) {}

  add(admittedThisTick: number): void {
    this.admitted.push(admittedThisTick);
    if (this.admitted.length > this.ticks) this.admitted.shift();
  }

  /** Admissions per second over the ticks kept (0 before the first). */
  perSecond(): number {
    if (this.admitted.length === 0) return 0;
    const total = this.admitted.reduce((sum, admitted) => sum + admitted, 0);
    return total / ((this.admitted.length * this.tickMs) / 1000);
  }
}
