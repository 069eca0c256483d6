import type { StudentStatement } from '@portal/contract';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** The whole account at a glance: what is owed, what of it is late, and the next date something falls due. */
export function AccountSummary({ statement }: { statement: StudentStatement }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const money = (piastres: number) => format.money(piastres, statement.Currency);
  const asOf = (
    <p className="billing-muted">{t('billing:summary.asOf', { date: format.day(statement.AsOf) })}</p>
  );

  if (statement.BalancePiastres <= 0) {
    return (
      <>
        <StatePanel
          tone="empty"
          icon={checkmarkCircleOutline}
          title={t('billing:settled.title')}
          detail={
            statement.BalancePiastres < 0
              ? t('billing:settled.credit', { amount: money(-statement.BalancePiastres) })
              : t('billing:settled.detail')
          }
        />
        {asOf}
      </>
    );
  }

  const overdue = statement.OverduePiastres > 0;
  return (
    <section className="billing-summary" aria-labelledby="billing-summary-title">
      <h2 id="billing-summary-title">{t('billing:summary.title')}</h2>
      <dl className="billing-figures">
        <div>
          <dt>{t('billing:summary.balance')}</dt>
          <dd className="billing-figures__main">{money(statement.BalancePiastres)}</dd>
        </div>
        {overdue && (
          <div className="billing-figures--danger">
            <dt>{t('billing:summary.overdue')}</dt>
            <dd>{money(statement.OverduePiastres)}</dd>
          </div>
        )}
        <div>
          <dt>{t('billing:summary.nextDue')}</dt>
          <dd>
            {statement.NextDue
              ? t('billing:summary.nextDueValue', {
                  amount: money(statement.NextDue.AmountPiastres),
                  date: format.day(statement.NextDue.DueOn),
                })
              : t('billing:summary.noNextDue')}
          </dd>
        </div>
      </dl>
      {asOf}
    </section>
  );
}
