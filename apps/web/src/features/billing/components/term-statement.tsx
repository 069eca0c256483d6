import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Currency, StatementTerm } from '@portal/contract';
import { cardOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';
import { ChargesTable } from './charges-table';
import { FeeBreakdown } from './fee-breakdown';
import { ReceiptsList } from './receipts-list';

interface TermStatementProps {
  term: StatementTerm;
  currency: Currency;
  onPay: (term: StatementTerm) => void;
  /** This term's payment request is on its way. */
  paying: boolean;
  /** Why this term's payment request failed (the server's refusal, or the error catalogue's words). */
  payError: unknown;
}

/** One term of the statement: its balance and Pay, what it charged, and what was received against it. */
export function TermStatement({ term, currency, onPay, paying, payError }: TermStatementProps) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const name = currentLanguage(i18n) === 'ar' ? term.NameAr : term.NameEn;
  const balance = format.money(term.BalancePiastres, currency);
  const titleId = `billing-term-${String(term.TermId)}`;
  return (
    <section className="billing-term" aria-labelledby={titleId} data-term={term.TermCode}>
      <header className="billing-term__head">
        <div>
          <h2 id={titleId}>{name}</h2>
          <p className="billing-term__balance">
            {term.BalancePiastres > 0 ? (
              <>
                {t('billing:term.balance')}: <strong>{balance}</strong>
              </>
            ) : (
              t('billing:term.paidUp')
            )}
          </p>
          {term.OverduePiastres > 0 && (
            <p className="billing-term__overdue">
              {t('billing:term.overdue', { amount: format.money(term.OverduePiastres, currency) })}
            </p>
          )}
        </div>
        {term.BalancePiastres > 0 && (
          <IonButton
            disabled={paying}
            aria-label={t('billing:term.payLabel', { amount: balance, term: name })}
            onClick={() => {
              onPay(term);
            }}
          >
            {paying ? (
              <IonSpinner slot="start" name="crescent" aria-hidden="true" />
            ) : (
              <IonIcon slot="start" icon={cardOutline} aria-hidden="true" />
            )}
            {paying ? t('billing:term.preparing') : t('billing:term.pay', { amount: balance })}
          </IonButton>
        )}
      </header>
      {payError !== null && payError !== undefined && (
        <p className="billing-refusal" role="alert">
          {errorMessage(payError, t)}
        </p>
      )}
      <FeeBreakdown term={term} currency={currency} termName={name} />
      <ChargesTable charges={term.Charges} currency={currency} termName={name} />
      <h3 className="billing-term__subtitle">{t('billing:receipts.title')}</h3>
      <ReceiptsList term={term} currency={currency} termName={name} />
    </section>
  );
}
