import { IonButton, IonIcon } from '@ionic/react';
import type { PaymentInvoice } from '@portal/contract';
import { businessOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanks, type BankPurpose } from '../api/bank-deposit';
import { BILLING_NAMESPACE } from '../translations';
import { BankNotice } from './bank-notice';
import { DeclaredDeposit } from './declared-deposit';
import './bank-deposit.css';

/**
 * Paying an open invoice by cash deposit at a bank, beside the online channels: choose the bank, read and
 * accept its payment notice, then download the slip for the teller. `purpose` chooses the banks (the
 * faculty's fees, or the bus subscription's account: GetBanks_Bus). Nothing is shown while no bank takes them.
 */
export function BankDeposit({ invoice, purpose }: { invoice: PaymentInvoice; purpose: BankPurpose }) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const banks = useBanks(purpose);
  const [open, setOpen] = useState(false);
  const [bankId, setBankId] = useState<number | null>(null);
  const selectId = useId();
  const arabic = i18n.language === 'ar';

  // Banks not known (not answered yet, or the call failed): the deposit is simply not offered beside the
  // online channels, which stay usable; the page's own refresh asks again.
  const list = banks.data ?? [];
  if (list.length === 0) return null;
  const chosen = list.find((bank) => bank.BankId === bankId);

  return (
    <div className="billing-bank">
      <IonButton
        fill={open ? 'solid' : 'outline'}
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <IonIcon slot="start" icon={businessOutline} aria-hidden="true" />
        {t('billing:bank.payBy')}
      </IonButton>
      {open && (
        <section className="billing-bank__panel" aria-label={t('billing:bank.title')}>
          <label className="billing-bank__field" htmlFor={selectId}>
            {t('billing:bank.chooseBank')}
          </label>
          <select
            id={selectId}
            value={bankId ?? ''}
            onChange={(event) => {
              setBankId(event.target.value === '' ? null : Number(event.target.value));
            }}
          >
            <option value="">{t('billing:bank.chooseBankPlaceholder')}</option>
            {list.map((bank) => (
              <option key={bank.BankId} value={bank.BankId}>
                {arabic ? bank.NameAr : bank.NameEn}
              </option>
            ))}
          </select>
          {chosen && (
            <>
              <p className="billing-muted" dir="auto">
                {t('billing:bank.account', { account: chosen.AccountNumber })}
              </p>
              <BankNotice key={chosen.BankId} invoice={invoice} bankId={chosen.BankId} />
              <DeclaredDeposit
                key={`declared-${String(chosen.BankId)}`}
                invoice={invoice}
                bankId={chosen.BankId}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
