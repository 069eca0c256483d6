/** Every orders query starts with this key, so a move of a request refreshes the list, detail and log at once. */
export const ORDERS_KEY = ['orders'] as const;
export const ORDER_TYPES_KEY = [...ORDERS_KEY, 'types'] as const;
export const ORDER_LIST_KEY = [...ORDERS_KEY, 'list'] as const;

/** One request in full; its log sits under it so invalidating the request reads the log again too. */
export function orderKey(orderId: number) {
  return [...ORDERS_KEY, 'order', orderId] as const;
}
