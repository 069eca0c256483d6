import type { ProgramInstallments } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../../billing';
import { INSTALLMENTS_NAMESPACE } from '../translations';

/** The application's fee, what is paid of it and what is left. */
export function FeeFigures({ answer }: { answer: ProgramInstallments }) {
  const { t } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const format = useBillingFormat();
  const money = (piastres: number) => format.money(piastres, answer.Currency);
  const left = Math.max(0, answer.FeePiastres - answer.PaidPiastres);
  return (
    <dl className="installments-figures" aria-label={t('internationalInstallments:figures.label')}>
      <div>
        <dt>{t('internationalInstallments:figures.fee')}</dt>
        <dd>{money(answer.FeePiastres)}</dd>
      </div>
      <div>
        <dt>{t('internationalInstallments:figures.paid')}</dt>
        <dd>{money(answer.PaidPiastres)}</dd>
      </div>
      <div>
        <dt>{t('internationalInstallments:figures.left')}</dt>
        <dd>{money(left)}</dd>
      </div>
    </dl>
  );
}
