import { officesOfRoles, type OrderOffice } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import '../../components/office/office.css';
import { StaffTabs } from '../../components/staff-tabs/staff-tabs';
import { useSession } from '../../lib/use-session';
import { OrderTypesTab } from './components/order-types-tab';
import { QueueTab } from './components/queue-tab';
import './student-services.css';
import { STUDENT_SERVICES_NAMESPACE } from './translations';

type Tab = OrderOffice | 'types';

/**
 * The requests back office: one queue per office the staff member works (student services: student
 * affairs, registrar, examinations; the IT desk: its own), a request opened in a side panel to review its
 * documents and move it on, and for student services the request types it defines, one tab at a time.
 */
export default function StudentServicesPage() {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const roles = useSession().profile?.Roles;
  const tabs = useMemo<Tab[]>(() => {
    const own = roles ?? [];
    return [...officesOfRoles(own), ...(own.includes('student-services') ? (['types'] as const) : [])];
  }, [roles]);
  const [chosen, setTab] = useState<Tab>();
  const tab = chosen ?? tabs[0] ?? 'types';
  return (
    <PageBody>
      <h1 className="office-title">{t('pages.student-services')}</h1>
      <StaffTabs
        id="office"
        label={t('studentServices:tabs.label')}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        name={(name) => t(`studentServices:tabs.${name}`)}
      >
        {tab === 'types' ? <OrderTypesTab /> : <QueueTab key={tab} office={tab} />}
      </StaffTabs>
    </PageBody>
  );
}
