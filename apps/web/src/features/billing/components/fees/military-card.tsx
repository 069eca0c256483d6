import { IonButton, IonSpinner } from '@ionic/react';
import type { StudentMilitaryData } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { FEES_NAMESPACE } from '../../fees-translations';
import { useBillingFormat } from '../../use-billing-format';
import { useNamed } from './use-named';

interface MilitaryCardProps {
  data: StudentMilitaryData;
  paying: boolean;
  payError: unknown;
  onPay: () => void;
}

/** Where the student stands with military education, what that means, the course term and fee, and Pay. */
export function MilitaryCard({ data, paying, payError, onPay }: MilitaryCardProps) {
  const { t } = useTranslation(['translation', FEES_NAMESPACE]);
  const format = useBillingFormat();
  const named = useNamed();
  const owed = data.Charge?.OutstandingPiastres ?? 0;
  return (
    <section className="billing-summary fees-card" aria-labelledby="fees-military-title">
      <h2 id="fees-military-title">{t('fees:military.statusTitle')}</h2>
      <p className={`fees-status fees-status--${data.Status}`}>{t(`fees:military.status.${data.Status}`)}</p>
      <p>{t(`fees:military.means.${data.Status}`)}</p>
      {data.Required && (
        <dl className="billing-figures">
          {data.CourseTerm && (
            <div>
              <dt>{t('fees:military.courseTerm')}</dt>
              <dd>{named(data.CourseTerm)}</dd>
            </div>
          )}
          {data.FeePiastres !== null && (
            <div>
              <dt>{t('fees:military.fee')}</dt>
              <dd>{format.money(data.FeePiastres, data.Currency)}</dd>
            </div>
          )}
          {data.Charge && (
            <>
              <div>
                <dt>{t('fees:military.outstanding')}</dt>
                <dd className="billing-figures__main">{format.money(owed, data.Currency)}</dd>
              </div>
              <div>
                <dt>{t('fees:military.dueOn')}</dt>
                <dd>{format.day(data.Charge.DueOn)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
      {data.Status === 'due' && !data.CourseTerm && (
        <p className="billing-muted">{t('fees:military.noCourse')}</p>
      )}
      {data.Status === 'due' && owed > 0 && (
        <IonButton disabled={paying} onClick={onPay}>
          {paying && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {paying
            ? t('fees:military.preparing')
            : t('fees:military.pay', { amount: format.money(owed, data.Currency) })}
        </IonButton>
      )}
      {payError ? (
        <p className="billing-refusal" role="alert">
          {errorMessage(payError, t)}
        </p>
      ) : null}
    </section>
  );
}
