import type { FeeEstimate as Fees } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { PREVIEW_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import '../preview.css';
import './fee-estimate.css';

/** The term's fee estimate: each line, and the total, in the university's currency. */
export function FeeEstimate({ fees }: { fees: Fees }) {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const money = numberFormat(i18n.language, { style: 'currency', currency: fees.Currency });
  return (
    <section className="preview-card preview-fees" aria-labelledby="preview-fees">
      <h2 id="preview-fees">{t('advisingPreview:fees.title')}</h2>
      <p className="preview-fees__basis">
        {t('advisingPreview:fees.perCredit', { credits: fees.Credits, fee: money.format(fees.FeePerCredit) })}
      </p>
      <dl className="preview-fees__lines">
        {fees.Lines.map((line) => (
          <div key={line.LabelEn}>
            <dt>{arabic ? line.LabelAr : line.LabelEn}</dt>
            <dd>{money.format(line.Amount)}</dd>
          </div>
        ))}
        <div className="preview-fees__total">
          <dt>{t('advisingPreview:fees.total')}</dt>
          <dd>{money.format(fees.Total)}</dd>
        </div>
      </dl>
      <p className="preview-fees__note">{t('advisingPreview:fees.note')}</p>
    </section>
  );
}
