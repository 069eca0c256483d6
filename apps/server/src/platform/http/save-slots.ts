import type { ConnectionWaitMeter } from '../load/connection-wait.js';

/**
 * A first-come, first-served limit on how many carts this instance saves at once. A rush of Saves would
 * otherwise all ask the connection pool at the same moment, and the ones still waiting when the pool's
 * checkout timeout passes fail with a server error although nothing was wrong with them. Queued here
 * instead, in memory and in arrival order, they each get their turn; the pool keeps connections free for
 * every other call. (The waiting room bounds the rush before this; this bounds what gets through.)
 */
export class SaveSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  /**
   * `connectionWait`: the waiting room's database-wait signal. A wait for a slot is a wait for a
   * connection kept out of the pool's own queue; unmeasured, a rush piled up here for minutes while the
   * signals read calm and the waiting room kept letting students in.
   */
  constructor(
    slots: number,
    private readonly connectionWait?: ConnectionWaitMeter,
  ) {
    this.free = Math.max(1, slots);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else {
      const acquired = this.connectionWait?.begin();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      acquired?.();
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, or goes back to the free count.
      if (next) next();
      else this.free++;
    }
  }
}
