import { IonIcon } from '@ionic/react';
import type { Currency, StatementCharge } from '@portal/contract';
import { alertCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';
import './charges-table.css';

interface ChargesTableProps {
  charges: readonly StatementCharge[];
  currency: Currency;
  /** The term's name, to tell this table from the other terms' to a screen reader. */
  termName: string;
}

/** What a term charged and what is still owed on each line; a table on wide screens, a card per charge on phones. */
export function ChargesTable({ charges, currency, termName }: ChargesTableProps) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const arabic = currentLanguage(i18n) === 'ar';
  if (charges.length === 0) return <p className="billing-muted">{t('billing:charges.none')}</p>;
  return (
    <table className="billing-charges" aria-label={t('billing:charges.label', { term: termName })}>
      <thead>
        <tr>
          <th scope="col">{t('billing:charges.kind')}</th>
          <th scope="col">{t('billing:charges.description')}</th>
          <th scope="col" className="billing-charges__number">
            {t('billing:charges.amount')}
          </th>
          <th scope="col" className="billing-charges__number">
            {t('billing:charges.outstanding')}
          </th>
          <th scope="col">{t('billing:charges.due')}</th>
        </tr>
      </thead>
      <tbody>
        {charges.map((charge) => (
          <tr
            key={charge.ChargeId}
            className={charge.Overdue ? 'billing-charges__row--overdue' : undefined}
            data-charge={charge.ChargeId}
          >
            <td className="billing-charges__kind" data-label={t('billing:charges.kind')}>
              {t(`billing:kinds.${charge.Kind}`)}
            </td>
            <td data-label={t('billing:charges.description')}>
              {(arabic && charge.DescriptionAr) || charge.Description}
            </td>
            <td className="billing-charges__number" data-label={t('billing:charges.amount')}>
              {format.money(charge.AmountPiastres, currency)}
            </td>
            <td className="billing-charges__number" data-label={t('billing:charges.outstanding')}>
              {format.money(charge.OutstandingPiastres, currency)}
            </td>
            <td data-label={t('billing:charges.due')}>
              {format.day(charge.DueOn)}
              {charge.Overdue && (
                // Said in words as well as colour: colour alone reaches neither screen readers nor everyone's eyes.
                <span className="billing-overdue-tag">
                  <IonIcon icon={alertCircle} aria-hidden="true" />
                  {t('billing:charges.overdue')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
