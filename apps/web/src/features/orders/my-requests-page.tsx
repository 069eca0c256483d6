import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { OrderDetailView } from './components/order-detail';
import { OrderList } from './components/order-list';
import { useOpenedOrder } from './use-opened-order';
import { useRefreshOrders } from './use-refresh-orders';
import './translations';
import '../../components/request-view.css';
import './orders.css';

/**
 * Route `my-requests`: the student's requests to the student-services office, and one of them in full
 * (`?order=<id>`) with its answers, documents, history, what to do next, paying and withdrawing.
 */
export default function MyRequestsPage() {
  const { opened, open, close } = useOpenedOrder();
  const refresh = useRefreshOrders();
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        {opened === undefined ? (
          <OrderList onOpen={open} />
        ) : (
          <OrderDetailView key={opened} orderId={opened} onBack={close} />
        )}
      </PageBody>
    </>
  );
}
