import type { EventBus } from './event-bus.js';

export interface HeldAnswersOptions {
  /** The longest an answer is held, whatever its own expiry. */
  holdMs: number;
  /** Oldest answers go first beyond this many, so a flood of distinct keys cannot grow the process. */
  capacity: number;
  clock?: () => number;
}

/**
 * Answers of the database held for a short time by one instance, on the promise that whatever changes
 * them is announced on the event bus, which drops them on every instance (`forgetWhere`, `forgetAll`).
 * While the bus cannot promise that (its Redis subscription is down) nothing is held or served, and when
 * it comes back everything held is dropped, since the events in between are lost. Answers a student must
 * never see stale (seats, grades, balances) are never held this way: see docs/ARCHITECTURE.md.
 */
export class HeldAnswers<Key, Answer> {
  private readonly held = new Map<Key, { answer: Answer; until: number }>();
  private readonly clock: () => number;
  /** Moves with every forgetting, so an answer read before one is not held after it. */
  private generation = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly options: HeldAnswersOptions,
  ) {
    this.clock = options.clock ?? Date.now;
    bus.onGap(() => {
      this.forgetAll();
    });
  }

  get(key: Key): Answer | undefined {
    const entry = this.held.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.clock() || !this.bus.hearing()) {
      this.held.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** Taken before asking the database; `hold` refuses an answer asked before something was forgotten. */
  asking(): number {
    return this.generation;
  }

  /**
   * Holds `answer`, asked at `asked` (from `asking`), until `until` (epoch ms) at the latest and never
   * longer than `holdMs`.
   */
  hold(key: Key, answer: Answer, asked: number, until = Number.POSITIVE_INFINITY): void {
    if (asked !== this.generation || !this.bus.hearing()) return;
    const now = this.clock();
    const end = Math.min(until, now + this.options.holdMs);
    if (end <= now) return;
    this.held.delete(key);
    this.held.set(key, { answer, until: end });
    if (this.held.size > this.options.capacity) {
      const oldest = this.held.keys().next();
      if (!oldest.done) this.held.delete(oldest.value);
    }
  }

  /** Drops every held answer `matches` picks (few events name the key itself). */
  forgetWhere(matches: (answer: Answer, key: Key) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.held) if (matches(entry.answer, key)) this.held.delete(key);
  }

  forgetAll(): void {
    this.generation += 1;
    this.held.clear();
  }

  get size(): number {
    return this.held.size;
  }
}
