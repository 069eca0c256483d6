import { documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useOrderTypes } from './api/get-order-types';
import { ChosenType } from './components/chosen-type';
import { TypePicker } from './components/type-picker';
import { ORDERS_NAMESPACE } from './translations';
import { useRefreshOrders } from './use-refresh-orders';
import './orders.css';

/** A positive whole number from the address (`new-request?type=3&course=120`), if it is one. */
function idFrom(search: string, name: string): number | undefined {
  const value = new URLSearchParams(search).get(name);
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Route `new-request`: choosing a request type (with why a type is closed to the student), then its form,
 * documents and filing. `?type=<id>` opens a type at once, `&course=<registration>` with its course chosen.
 */
export default function NewRequestPage() {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const { search } = useLocation();
  const types = useOrderTypes();
  const refresh = useRefreshOrders();
  const [chosenId, setChosenId] = useState(() => idFrom(search, 'type'));
  const courseId = idFrom(search, 'course');
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1>{t('pages.new-request')}</h1>
        <QueryState
          query={types}
          errorTitle={t('orders:new.typesErrorTitle')}
          empty={{
            when: (data) => data.length === 0,
            icon: documentTextOutline,
            title: t('orders:new.noTypes'),
          }}
        >
          {(data) => {
            const chosen = data.find((type) => type.OrderTypeId === chosenId && type.Eligible);
            return chosen ? (
              <ChosenType
                key={chosen.OrderTypeId}
                type={chosen}
                courseId={courseId}
                onChange={() => {
                  setChosenId(undefined);
                }}
              />
            ) : (
              <>
                <p className="orders-muted">{t('orders:new.intro')}</p>
                <TypePicker
                  types={data}
                  onPick={(type) => {
                    setChosenId(type.OrderTypeId);
                  }}
                />
              </>
            );
          }}
        </QueryState>
      </PageBody>
    </>
  );
}
