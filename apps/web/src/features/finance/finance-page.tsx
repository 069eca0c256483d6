import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StaffTabs } from '../../components/staff-tabs/staff-tabs';
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
 * import, the unmatched-deposits register, the reconciliation report and the terms' installment plans, one
 * tab at a time (StaffTabs).
 */
export default function FinancePage() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const [tab, setTab] = useState<Tab>('invoices');
  return (
    <PageBody>
      <h1 className="finance-title">{t('pages.finance')}</h1>
      <StaffTabs
        id="finance"
        label={t('finance:tabs.label')}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        name={(name) => t(`finance:tabs.${name}`)}
        panelClassName="finance-panel"
      >
        {PANELS[tab]()}
      </StaffTabs>
    </PageBody>
  );
}
