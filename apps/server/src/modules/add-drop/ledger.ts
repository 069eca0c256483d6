import type { CartRefusal } from './cart.js';

/** Thrown inside a transaction to roll every change back and answer the refusals. */
export class RefusedChanges extends Error {
  constructor(readonly refusals: CartRefusal[]) {
    super('The changes were refused');
  }
}
