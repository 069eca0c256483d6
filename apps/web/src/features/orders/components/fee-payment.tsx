import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { ONLINE_CHANNELS, type OnlineChannel, type OrderDetail } from '@portal/contract';
import { cardOutline, storefrontOutline, walletOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { errorMessage } from '../../../lib/error-message';
import { usePetitionInvoice } from '../api/get-petition-invoice';
import { useInsertPetitionPayment } from '../api/insert-petition-payment';
import { checkout, isWebAddress } from '../../../lib/checkout';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

const CHANNEL_ICONS: Record<OnlineChannel, string> = {
  card: cardOutline,
  wallet: walletOutline,
  outlet: storefrontOutline,
};

/**
 * Paying a request's fee: the invoice opened for it, then card or wallet (the provider's checkout) or an
 * outlet reference to pay in cash. The request moves on once the provider confirms the payment.
 */
export function FeePayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['translation', ORDERS_NAMESPACE]);
  const format = useOrdersFormat();
  const invoice = usePetitionInvoice(order.OrderId);
  const start = useInsertPetitionPayment();
  const attempt = start.data;
  const broken =
    attempt !== undefined &&
    (attempt.Channel === 'outlet'
      ? !attempt.OutletReference
      : !attempt.CheckoutUrl || !isWebAddress(attempt.CheckoutUrl));

  function choose(channel: OnlineChannel) {
    start.mutate(
      { OrderId: order.OrderId, Channel: channel },
      {
        onSuccess: (answer) => {
          if (answer.Channel !== 'outlet' && answer.CheckoutUrl && isWebAddress(answer.CheckoutUrl)) {
            checkout.open(answer.CheckoutUrl);
          }
        },
      },
    );
  }

  return (
    <section className="orders-pay" aria-label={t('orders:pay.title')}>
      <h2>{t('orders:pay.title')}</h2>
      <QueryState query={invoice} errorTitle={t('orders:pay.errorTitle')}>
        {(data) =>
          data.Fee.Paid ? (
            <p className="orders-good">{t('orders:pay.paid')}</p>
          ) : (
            <>
              <p>{t('orders:pay.amount', { amount: format.fee(data.Fee.AmountPiastres) })}</p>
              <div className="orders-actions__buttons">
                {ONLINE_CHANNELS.map((channel) => (
                  <IonButton
                    key={channel}
                    fill={attempt?.Channel === channel ? 'solid' : 'outline'}
                    disabled={start.isPending}
                    onClick={() => {
                      choose(channel);
                    }}
                  >
                    {start.isPending && start.variables.Channel === channel ? (
                      <IonSpinner slot="start" name="crescent" aria-hidden="true" />
                    ) : (
                      <IonIcon slot="start" icon={CHANNEL_ICONS[channel]} aria-hidden="true" />
                    )}
                    {t(`orders:pay.channels.${channel}`)}
                  </IonButton>
                ))}
              </div>
            </>
          )
        }
      </QueryState>
      {attempt?.Channel === 'outlet' && attempt.OutletReference && (
        <div className="orders-outlet" role="status">
          <p>{t('orders:pay.outletTitle')}</p>
          <p className="orders-outlet__reference">
            <code dir="ltr">{attempt.OutletReference}</code>
          </p>
          <p>{t('orders:pay.outletDetail', { date: format.dateTime(attempt.ExpiresAt) })}</p>
        </div>
      )}
      {attempt && attempt.Channel !== 'outlet' && !broken && (
        <p className="orders-muted" role="status">
          {t('orders:pay.redirecting')}
        </p>
      )}
      {(start.isError || broken) && (
        <p className="orders-problem" role="alert">
          {start.isError ? errorMessage(start.error, t) : t('errors.server')}
        </p>
      )}
    </section>
  );
}
