import { IonButton, IonSpinner } from '@ionic/react';
import type { BusLine, BusStop, BusSubscription } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { FEES_NAMESPACE } from '../../fees-translations';
import { useBillingFormat } from '../../use-billing-format';
import { useNamed } from './use-named';

interface BusConfirmProps {
  line: BusLine;
  stop: BusStop;
  subscription: BusSubscription | null;
  saving: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a choice that bills the student: what it costs, and what happens to the old line. */
export function BusConfirm({
  line,
  stop,
  subscription,
  saving,
  error,
  onConfirm,
  onCancel,
}: BusConfirmProps) {
  const { t } = useTranslation(['translation', FEES_NAMESPACE]);
  const format = useBillingFormat();
  const named = useNamed();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [stop.BusStopId]);
  const words = { line: line.Code, stop: named(stop), time: stop.PickupTime };
  const amount = format.money(line.FeePiastres, line.Currency);
  let question = t('fees:bus.confirm.subscribe', { ...words, amount });
  if (subscription?.BusLineId === line.BusLineId) question = t('fees:bus.confirm.changeStop', words);
  else if (subscription) question = t('fees:bus.confirm.change', { ...words, amount });
  return (
    <section className="billing-payment fees-confirm" aria-labelledby="fees-confirm-title">
      <h2 id="fees-confirm-title" ref={heading} tabIndex={-1}>
        {t('fees:bus.confirm.title')}
      </h2>
      <p>{question}</p>
      {error ? (
        <p className="billing-refusal" role="alert">
          {errorMessage(error, t)}
        </p>
      ) : null}
      <div className="fees-confirm__buttons">
        <IonButton disabled={saving} onClick={onConfirm}>
          {saving && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {saving ? t('fees:bus.confirm.saving') : t('fees:bus.confirm.yes')}
        </IonButton>
        <IonButton fill="outline" disabled={saving} onClick={onCancel}>
          {t('fees:bus.confirm.no')}
        </IonButton>
      </div>
    </section>
  );
}
