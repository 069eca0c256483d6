import { IonButton, IonSpinner } from '@ionic/react';
import type { BusLines } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { FEES_NAMESPACE } from '../../fees-translations';
import { useBillingFormat } from '../../use-billing-format';
import { useNamed } from './use-named';

interface BusSubscriptionCardProps {
  data: BusLines;
  paying: boolean;
  payError: unknown;
  onPay: () => void;
}

/** The student's line and stop this term, what is still to pay on it, and the Pay button. */
export function BusSubscriptionCard({ data, paying, payError, onPay }: BusSubscriptionCardProps) {
  const { t } = useTranslation(['translation', FEES_NAMESPACE]);
  const format = useBillingFormat();
  const named = useNamed();
  const subscription = data.Subscription;
  const line = data.Lines.find((row) => row.BusLineId === subscription?.BusLineId);
  const stop = line?.Stops.find((row) => row.BusStopId === subscription?.BusStopId);
  return (
    <section className="billing-summary fees-card" aria-labelledby="fees-yours-title">
      <h2 id="fees-yours-title">{t('fees:bus.yours.title')}</h2>
      {!subscription ? (
        <p className="billing-muted">{t('fees:bus.yours.none')}</p>
      ) : (
        <>
          <dl className="billing-figures">
            <div>
              <dt>{t('fees:bus.yours.line')}</dt>
              <dd>{line ? `${line.Code} · ${named(line)}` : '—'}</dd>
            </div>
            <div>
              <dt>{t('fees:bus.yours.stop')}</dt>
              <dd>{stop ? `${named(stop)} (${stop.PickupTime})` : '—'}</dd>
            </div>
            <div>
              <dt>{t('fees:bus.yours.fee')}</dt>
              <dd>{format.money(subscription.FeePiastres, 'EGP')}</dd>
            </div>
            <div>
              <dt>{t('fees:bus.yours.outstanding')}</dt>
              <dd className="billing-figures__main">
                {format.money(subscription.OutstandingPiastres, 'EGP')}
              </dd>
            </div>
          </dl>
          <p className={`fees-status fees-status--${subscription.Status}`}>
            {t(`fees:bus.yours.${subscription.Status}`)}
          </p>
          {subscription.OutstandingPiastres > 0 && (
            <IonButton disabled={paying} onClick={onPay}>
              {paying && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
              {paying
                ? t('fees:bus.yours.preparing')
                : t('fees:bus.yours.pay', { amount: format.money(subscription.OutstandingPiastres, 'EGP') })}
            </IonButton>
          )}
          {payError ? (
            <p className="billing-refusal" role="alert">
              {errorMessage(payError, t)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
