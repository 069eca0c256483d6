import { addDrop, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

const call = addDrop.removeFromTmpAddDrop;

/** One pending change out of the cart. */
export function removeFromTmpAddDrop(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useRemoveFromTmpAddDrop() {
  return useCartChange(removeFromTmpAddDrop);
}
