import type { AddDropCart, RemoveFromTmpAddDropBody } from '@portal/contract';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

/** POST /api/AddDrop/RemoveFromTmpAddDrop: one pending change out of the cart. */
export function removeFromTmpAddDrop(body: RemoveFromTmpAddDropBody): Promise<AddDropCart> {
  return api.post<AddDropCart>('advising', '/api/AddDrop/RemoveFromTmpAddDrop', body);
}

export function useRemoveFromTmpAddDrop() {
  return useCartChange(removeFromTmpAddDrop);
}
