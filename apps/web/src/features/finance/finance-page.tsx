import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { BankStatementImport } from './components/bank-statement-import';
import { InstallmentPlansTab } from './components/installment-plans-tab';
import { InvoicesTab } from './components/invoices-tab';
import { PaymentsTab } from './components/payments-tab';
import { ReconciliationTab } from './components/reconciliation-tab';
import { UnmatchedDeposits } from './components/unmatched-deposits';
import './finance.css';
import { FINANCE_NAMESPACE } from './translations';

const TABS = ['invoices', 'payments', 'bank', 'unmatched', 'reconciliation', 'plans'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, () => ReactNode> = {
  invoices: () => <InvoicesTab />,
  payments: () => <PaymentsTab />,
  bank: () => <BankStatementImport />,
  unmatched: () => <UnmatchedDeposits />,
  reconciliation: () => <ReconciliationTab />,
  plans: () => <InstallmentPlansTab />,
};

/**
 * The finance office (staff role `finance`): invoices and payments by state, refunds, the bank statement
 * import, the unmatched-deposits register, the reconciliation report and the terms' installment plans. One tab at a time; the tab bar
 * scrolls sideways on a phone, and arrow keys move between tabs (ARIA tabs pattern).
 */
export default function FinancePage() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const [tab, setTab] = useState<Tab>('invoices');

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    // Arrow keys follow the reading direction: in Arabic the next tab is to the left.
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = TABS[(TABS.indexOf(tab) + direction + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`finance-tab-${next}`)?.focus();
  }

  return (
    <PageBody>
      <h1 className="finance-title">{t('pages.finance')}</h1>
      <div className="finance-tabs" role="tablist" aria-label={t('finance:tabs.label')} onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`finance-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`finance-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="finance-tabs__tab"
            onClick={() => {
              setTab(name);
            }}
          >
            {t(`finance:tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id={`finance-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`finance-tab-${tab}`}
        className="finance-panel"
      >
        {PANELS[tab]()}
      </div>
    </PageBody>
  );
}
