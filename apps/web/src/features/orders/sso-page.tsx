import { keyOutline, lockOpenOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useOfficeRequests } from './api/get-office-requests';
import { useOrderTypes } from './api/get-order-types';
import { AccountRequest } from './components/account-request';
import { ChosenType } from './components/chosen-type';
import { TypeNeeds } from './components/type-needs';
import { TypePicker } from './components/type-picker';
import { ORDERS_NAMESPACE } from './translations';
import { useRefreshOrders } from './use-refresh-orders';
import './orders.css';

/** Filing one leads back here, where the request now shows with its state. */
const BACK_HERE = () => '/sso';

/**
 * Route `sso`: the university-account requests the IT desk handles (unlock, multi-factor reset, email
 * alias, name correction: every active type of the `it-desk` office), each a card saying what it asks
 * for, filed through the requests' own form; below, the student's account requests with the desk's note.
 */
export default function SsoPage() {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const types = useOrderTypes();
  const mine = useOfficeRequests('it-desk');
  const refresh = useRefreshOrders();
  const [chosenId, setChosenId] = useState<number>();
  // Filing leads back here with the type no longer open to the student: the list shows again.
  const filling = types.data?.some(
    (type) => type.Office === 'it-desk' && type.OrderTypeId === chosenId && type.Eligible,
  );
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1>{t('pages.sso')}</h1>
        <QueryState
          query={types}
          errorTitle={t('orders:new.typesErrorTitle')}
          empty={{
            when: (data) => !data.some((type) => type.Office === 'it-desk'),
            icon: lockOpenOutline,
            title: t('orders:sso.noTypes'),
          }}
        >
          {(data) => {
            const desk = data.filter((type) => type.Office === 'it-desk');
            const chosen = desk.find((type) => type.OrderTypeId === chosenId && type.Eligible);
            return chosen ? (
              <ChosenType
                key={chosen.OrderTypeId}
                type={chosen}
                filedPath={BACK_HERE}
                onChange={() => {
                  setChosenId(undefined);
                }}
              />
            ) : (
              <>
                <p className="orders-muted">{t('orders:sso.intro')}</p>
                <TypePicker
                  types={desk}
                  needs={(type) => <TypeNeeds type={type} />}
                  onPick={(type) => {
                    setChosenId(type.OrderTypeId);
                  }}
                />
              </>
            );
          }}
        </QueryState>
        {!filling && (
          <section className="orders-section" aria-labelledby="sso-mine">
            <h2 id="sso-mine">{t('orders:sso.mine')}</h2>
            <QueryState
              query={mine}
              errorTitle={t('orders:sso.mineErrorTitle')}
              empty={{
                when: (data) => data.Items.length === 0,
                icon: keyOutline,
                title: t('orders:sso.none'),
              }}
            >
              {(data) => (
                <ul className="orders-accounts" aria-labelledby="sso-mine">
                  {data.Items.map((order) => (
                    <AccountRequest key={order.OrderId} order={order} />
                  ))}
                </ul>
              )}
            </QueryState>
          </section>
        )}
      </PageBody>
    </>
  );
}
