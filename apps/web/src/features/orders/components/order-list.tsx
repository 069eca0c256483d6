import { IonButton, IonIcon } from '@ionic/react';
import { ORDER_STATES, type OrderState } from '@portal/contract';
import { addOutline, documentTextOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state/query-state';
import { ORDERS_PAGE_SIZE, useStudentOrders } from '../api/get-student-orders';
import { ORDERS_NAMESPACE } from '../translations';
import { OrderCard } from './order-card';

function isState(value: string): value is OrderState {
  return ORDER_STATES.some((state) => state === value);
}

/** The student's requests, newest first, with a state filter, paging and the way to start a new one. */
export function OrderList({ onOpen }: { onOpen: (orderId: number) => void }) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const filterId = useId();
  const [state, setState] = useState<OrderState>();
  const [page, setPage] = useState(1);
  const orders = useStudentOrders(state, page);
  return (
    <>
      <header className="orders-intro">
        <h1>{t('pages.my-requests')}</h1>
        <IonButton routerLink="/new-request" size="small">
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('orders:list.new')}
        </IonButton>
      </header>
      <p className="orders-muted">{t('orders:list.intro')}</p>
      <div className="orders-filter">
        <label htmlFor={filterId}>{t('orders:list.filter')}</label>
        <select
          id={filterId}
          value={state ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setState(isState(value) ? value : undefined);
            setPage(1);
          }}
        >
          <option value="">{t('orders:list.allStates')}</option>
          {ORDER_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`orders:states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={orders}
        errorTitle={t('orders:list.errorTitle')}
        empty={{
          when: (data) => data.Items.length === 0,
          icon: documentTextOutline,
          title: state ? t('orders:list.emptyState') : t('orders:list.emptyTitle'),
          detail: state ? undefined : t('orders:list.emptyDetail'),
        }}
      >
        {(data) => (
          <>
            <ul className="orders-cards" aria-label={t('pages.my-requests')}>
              {data.Items.map((order) => (
                <OrderCard key={order.OrderId} order={order} onOpen={onOpen} />
              ))}
            </ul>
            <Pager page={data.Page} pageSize={ORDERS_PAGE_SIZE} total={data.Total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
