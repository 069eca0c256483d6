import type { AddDropCart, AddDropSaveResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { CART_KEY } from './keys';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The server validated the answer against the contract before sending it (see lib/api-client.ts); these
 * only tell which of the call's two shapes a refusal carried.
 */
function isCart(value: unknown): value is AddDropCart {
  return isRecord(value) && typeof value.Version === 'number' && Array.isArray(value.Changes);
}

function isSaveResult(value: unknown): value is AddDropSaveResult {
  return isRecord(value) && value.Committed === false && Array.isArray(value.Refusals);
}

/** A refused cart call answers the cart as it is (contract: cartChangeResponse). */
export function refusedCart(error: unknown): AddDropCart | undefined {
  if (!isApiError(error) || error.kind !== 'refusal') return undefined;
  return isCart(error.answer) ? error.answer : undefined;
}

/** A refused Save names every change that failed and why (contract: addDropSaveResponse). */
export function refusedSave(error: unknown): AddDropSaveResult | undefined {
  if (!isApiError(error) || error.kind !== 'refusal') return undefined;
  return isSaveResult(error.answer) ? error.answer : undefined;
}

/**
 * A call that changes the cart: its answer is the cart as it now is, and so is a refusal's (which changed
 * nothing), so the page shows the server's cart either way.
 */
export function useCartChange<Input>(call: (input: Input) => Promise<AddDropCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_KEY, cart);
    },
    onError: (error) => {
      const cart = refusedCart(error);
      if (cart) queryClient.setQueryData(CART_KEY, cart);
      // A refusal may follow earlier steps of the same action (a swap's drop): read the cart as it ends.
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}
