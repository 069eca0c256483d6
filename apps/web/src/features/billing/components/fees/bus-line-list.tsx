import { IonButton } from '@ionic/react';
import type { BusLine, BusStop, BusSubscription } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FEES_NAMESPACE } from '../../fees-translations';
import { BILLING_NAMESPACE } from '../../translations';
import { useBillingFormat } from '../../use-billing-format';
import { useNamed } from './use-named';

interface BusLineListProps {
  lines: readonly BusLine[];
  subscription: BusSubscription | null;
  /** Choosing is possible (the term's window is open); otherwise the lines are only listed. */
  canChoose: boolean;
  onChoose: (line: BusLine, stop: BusStop) => void;
}

/**
 * The term's lines as cards, each with its fee, seats left and stops in calling order with pickup times:
 * one column on a phone. A stop is chosen with its own button (confirmed by the page).
 */
export function BusLineList({ lines, subscription, canChoose, onChoose }: BusLineListProps) {
  const { t } = useTranslation(['translation', FEES_NAMESPACE, BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const named = useNamed();
  return (
    <ul className="fees-lines" aria-label={t('fees:bus.linesTitle')}>
      {lines.map((line) => {
        const mine = subscription?.BusLineId === line.BusLineId;
        const full = line.SeatsLeft <= 0 && !mine;
        return (
          <li key={line.BusLineId} className={`fees-line${mine ? ' fees-line--mine' : ''}`}>
            <header className="fees-line__head">
              <h3>
                <span className="fees-line__code" dir="ltr">
                  {line.Code}
                </span>{' '}
                {named(line)}
              </h3>
              <p className="fees-line__facts">
                <span>{t('fees:bus.fee', { amount: format.money(line.FeePiastres, line.Currency) })}</span>
                <span className={full ? 'fees-line__full' : undefined}>
                  {full ? t('fees:bus.full') : t('fees:bus.seatsLeft', { count: line.SeatsLeft })}
                </span>
              </p>
            </header>
            <ol className="fees-stops" aria-label={t('fees:bus.stops', { line: line.Code })}>
              {line.Stops.map((stop) => {
                const here = mine && subscription.BusStopId === stop.BusStopId;
                return (
                  <li key={stop.BusStopId} className="fees-stop">
                    <span className="fees-stop__name">{named(stop)}</span>
                    <span className="fees-stop__time" dir="ltr">
                      {stop.PickupTime}
                    </span>
                    {here ? (
                      <span className="fees-stop__mine">{t('fees:bus.yourStop')}</span>
                    ) : (
                      canChoose &&
                      !full && (
                        <IonButton
                          size="small"
                          fill="outline"
                          onClick={() => {
                            onChoose(line, stop);
                          }}
                        >
                          {t('fees:bus.chooseStop', { stop: named(stop) })}
                        </IonButton>
                      )
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
