import type { AdvisingWindowKind } from '@portal/contract';

/** Students remembered at most (a registration day's arrivals); the oldest go first beyond it. */
const MOST_REMEMBERED = 100_000;

/**
 * Students found clear to change their timetable (window open, no hold), remembered for a few seconds.
 * On registration day a student adds five courses within seconds, and reading the window and every hold
 * source was a third of the statements of each add. Only "clear" is remembered, never a refusal: a hold
 * lifted or a balance paid counts at once; a hold placed, or a window's dates moved by the registrar,
 * counts within `seconds` (several instances each remember their own). Clearance never outlasts the
 * window's closing time, so a window still closes on the second.
 */
export class EntryClearance {
  private readonly clearUntil = new Map<string, number>();

  constructor(private readonly seconds: number) {}

  isClear(studentId: number, kind: AdvisingWindowKind, now: Date): boolean {
    const key = `${String(studentId)}:${kind}`;
    const until = this.clearUntil.get(key);
    if (until === undefined) return false;
    if (now.getTime() < until) return true;
    this.clearUntil.delete(key);
    return false;
  }

  remember(studentId: number, kind: AdvisingWindowKind, now: Date, windowClosesAt: Date): void {
    if (this.seconds <= 0) return;
    const key = `${String(studentId)}:${kind}`;
    this.clearUntil.delete(key);
    if (this.clearUntil.size >= MOST_REMEMBERED) {
      const oldest = this.clearUntil.keys().next();
      if (!oldest.done) this.clearUntil.delete(oldest.value);
    }
    this.clearUntil.set(key, Math.min(now.getTime() + this.seconds * 1000, windowClosesAt.getTime()));
  }
}
