import { IonButton, IonSpinner } from '@ionic/react';
import type { OrderDetail, StudentOrderAction } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateStudentOrder } from '../api/update-student-order';
import { replacementsNeeded } from '../order-rules';
import { ORDERS_NAMESPACE } from '../translations';

/** The moves the student may make now (the server's StudentActions); withdrawing is confirmed first. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const update = useUpdateStudentOrder();
  const [confirming, setConfirming] = useState(false);
  const stillToReplace = replacementsNeeded(order).length;

  function act(action: StudentOrderAction) {
    setConfirming(false);
    update.mutate({ OrderId: order.OrderId, Action: action, Version: order.Version });
  }

  if (order.StudentActions.length === 0) return null;
  const busy = update.isPending;
  return (
    <section className="orders-actions" aria-label={t('orders:actions.title')}>
      <div className="orders-actions__buttons">
        {order.StudentActions.includes('submit') && (
          <IonButton
            disabled={busy}
            onClick={() => {
              act('submit');
            }}
          >
            {busy && update.variables.Action === 'submit' && <IonSpinner slot="start" name="crescent" />}
            {t('orders:actions.submit')}
          </IonButton>
        )}
        {order.StudentActions.includes('resubmit') && (
          <IonButton
            disabled={busy || stillToReplace > 0}
            onClick={() => {
              act('resubmit');
            }}
          >
            {busy && update.variables.Action === 'resubmit' && <IonSpinner slot="start" name="crescent" />}
            {t('orders:actions.resubmit')}
          </IonButton>
        )}
        {order.StudentActions.includes('withdraw') && !confirming && (
          <IonButton
            fill="outline"
            color="danger"
            disabled={busy}
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('orders:actions.withdraw')}
          </IonButton>
        )}
      </div>
      {order.StudentActions.includes('resubmit') && stillToReplace > 0 && (
        <p className="orders-muted">{t('orders:actions.replaceFirst', { count: stillToReplace })}</p>
      )}
      {confirming && (
        <div className="request-confirm" role="alertdialog" aria-label={t('orders:actions.withdrawTitle')}>
          <p>{t('orders:actions.withdrawQuestion')}</p>
          <IonButton
            fill="clear"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {t('orders:actions.keep')}
          </IonButton>
          <IonButton
            color="danger"
            onClick={() => {
              act('withdraw');
            }}
          >
            {t('orders:actions.withdrawConfirm')}
          </IonButton>
        </div>
      )}
      {update.isError && (
        <p className="orders-problem" role="alert">
          {errorMessage(update.error, t)}
        </p>
      )}
    </section>
  );
}
