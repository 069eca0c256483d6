import { CHARGE_KINDS, type ChargeKind, type Currency, type StatementTerm } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';
import './fee-breakdown.css';

interface KindShare {
  kind: ChargeKind;
  piastres: number;
}

/** What the term charged per kind, net of credits, largest first; kinds charged nothing are left out. */
export function sharesByKind(term: StatementTerm): KindShare[] {
  const byKind = new Map<ChargeKind, number>();
  for (const charge of term.Charges) {
    const net = charge.AmountPiastres - charge.CreditedPiastres;
    if (net > 0) byKind.set(charge.Kind, (byKind.get(charge.Kind) ?? 0) + net);
  }
  return CHARGE_KINDS.flatMap((kind) => {
    const piastres = byKind.get(kind);
    return piastres ? [{ kind, piastres }] : [];
  }).sort((a, b) => b.piastres - a.piastres);
}

/** Whole percent of `part` in `total`, for a legend that reads as a picture would. */
const percentOf = (part: number, total: number) => Math.round((part * 100) / total);

/**
 * The term's fees as a picture: one bar split by kind (tuition, term fees, bus …) and how much of it is
 * paid. The legend carries every figure in words, so the bar itself is hidden from screen readers.
 */
export function FeeBreakdown({
  term,
  currency,
  termName,
}: {
  term: StatementTerm;
  currency: Currency;
  termName: string;
}) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const captionId = useId();
  const shares = sharesByKind(term);
  const total = shares.reduce((sum, share) => sum + share.piastres, 0);
  if (total === 0) return null;
  const paid = Math.min(Math.max(term.PaidPiastres, 0), total);
  return (
    <figure className="fee-breakdown" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fee-breakdown__title">
        {t('billing:breakdown.title', { term: termName })}
      </figcaption>
      <div className="fee-breakdown__bar" aria-hidden="true">
        {shares.map((share) => (
          <span
            key={share.kind}
            className={`fee-breakdown__part fee-breakdown__part--${share.kind}`}
            style={{ flexGrow: share.piastres }}
          />
        ))}
      </div>
      <ul className="fee-breakdown__legend">
        {shares.map((share) => (
          <li key={share.kind}>
            <span className={`fee-breakdown__swatch fee-breakdown__part--${share.kind}`} aria-hidden="true" />
            {t('billing:breakdown.share', {
              kind: t(`billing:kinds.${share.kind}`),
              amount: format.money(share.piastres, currency),
              percent: percentOf(share.piastres, total),
            })}
          </li>
        ))}
      </ul>
      <div className="fee-breakdown__paid" aria-hidden="true">
        <span style={{ width: `${String((paid * 100) / total)}%` }} />
      </div>
      <p className="fee-breakdown__paid-text">
        {t('billing:breakdown.paid', {
          paid: format.money(paid, currency),
          total: format.money(total, currency),
        })}
      </p>
    </figure>
  );
}
