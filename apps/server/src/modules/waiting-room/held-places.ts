/** Why a held admission request is answered now. */
export type HoldEnd = 'moved' | 'deadline' | 'closing';

interface Holder {
  /** The student's arrival in the line (ms), the order the line is let in by. */
  since: number;
  end: (why: HoldEnd) => void;
}

/**
 * Admission requests from the front of the line, held open until the line reaches the student. A page told
 * "ask again in n seconds" learns of its admission up to n seconds late, and in a rush those seconds are
 * the server's idle time at the end of the line; a request held here is answered within one tick of the
 * line moving past the student's arrival (the store's head, shared by every instance, so whichever
 * instance let them in, this one notices). The deadline keeps each request shorter than any proxy's
 * timeout; closing answers them all so a shutdown is not kept waiting.
 */
export class HeldPlaces {
  private readonly holders = new Set<Holder>();
  private closing = false;

  get size(): number {
    return this.holders.size;
  }

  /** Resolves when the head of the line has passed `since`, after `holdMs`, or when closing. */
  hold(since: number, holdMs: number): Promise<HoldEnd> {
    if (this.closing) return Promise.resolve('closing');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        holder.end('deadline');
      }, holdMs);
      timer.unref();
      const holder: Holder = {
        since,
        end: (why) => {
          clearTimeout(timer);
          this.holders.delete(holder);
          resolve(why);
        },
      };
      this.holders.add(holder);
    });
  }

  /**
   * After a tick: the head of the line arrived at `headSince` (null: nobody waits). Everyone who arrived no
   * later is answered: let in, or (on a tie of arrival times) told their place again.
   */
  lineMoved(headSince: number | null): void {
    for (const holder of [...this.holders]) {
      if (headSince === null || holder.since <= headSince) holder.end('moved');
    }
  }

  /** Answers every request held, and any asking to be held from now on. */
  close(): void {
    this.closing = true;
    for (const holder of [...this.holders]) holder.end('closing');
  }
}
