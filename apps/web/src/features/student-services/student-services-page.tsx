import { ORDER_OFFICES, type OrderOffice } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import '../../components/office/office.css';
import { StaffTabs } from '../../components/staff-tabs/staff-tabs';
import { OrderTypesTab } from './components/order-types-tab';
import { QueueTab } from './components/queue-tab';
import './student-services.css';
import { STUDENT_SERVICES_NAMESPACE } from './translations';

const TABS = [...ORDER_OFFICES, 'types'] as const;
type Tab = OrderOffice | 'types';

/**
 * The student-services office (staff role `student-services`): one queue per office (student affairs,
 * registrar, examinations), a request opened in a side panel to review its documents and move it on, and
 * the request types the office defines, one tab at a time (StaffTabs).
 */
export default function StudentServicesPage() {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const [tab, setTab] = useState<Tab>('student-affairs');
  return (
    <PageBody>
      <h1 className="office-title">{t('pages.student-services')}</h1>
      <StaffTabs
        id="office"
        label={t('studentServices:tabs.label')}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        name={(name) => t(`studentServices:tabs.${name}`)}
      >
        {tab === 'types' ? <OrderTypesTab /> : <QueueTab key={tab} office={tab} />}
      </StaffTabs>
    </PageBody>
  );
}
