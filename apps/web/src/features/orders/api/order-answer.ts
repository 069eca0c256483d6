import type { OrderDetail } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ORDER_LIST_KEY, ORDER_TYPES_KEY, ORDERS_KEY, orderKey } from './keys';

/**
 * A call that changes a request answers the request as it now is: that answer becomes the detail on screen,
 * and the list, the log, the types' eligibility and the courses' availability (one open request at a time)
 * are read again.
 */
export function rememberOrder(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueryData(orderKey(order.OrderId), order);
  void queryClient.invalidateQueries({ queryKey: [...orderKey(order.OrderId), 'log'] });
  void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
  void queryClient.invalidateQueries({ queryKey: ORDER_TYPES_KEY, exact: true });
  void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'courses'] });
}
