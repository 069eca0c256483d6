import type { Transaction } from '../../platform/db/client.js';

/** Runs in the freeing transaction, right after the seat is counted free. */
export type SeatFreedListener = (tx: Transaction, sectionId: number, now: Date) => Promise<void>;

/**
 * How the seat ledger announces a freed seat without knowing who listens: one per app (a Fastify
 * decoration made in app.ts), so two apps in one process never share listeners. The waitlist subscribes
 * when its module registers and holds the seat for the first in line in the same transaction.
 */
export class SeatFreedHook {
  readonly #listeners: SeatFreedListener[] = [];

  subscribe(listener: SeatFreedListener): void {
    this.#listeners.push(listener);
  }

  async announce(tx: Transaction, sectionId: number, now: Date): Promise<void> {
    for (const listener of this.#listeners) await listener(tx, sectionId, now);
  }
}
