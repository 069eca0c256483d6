import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { StaffTabs } from '../../components/staff-tabs/staff-tabs';
import { ApplicationsTab } from './components/applications-tab';
import { ProgramsTab } from './components/programs-tab';
import { SelectionTab } from './components/selection-tab';
import './international-office.css';
import { INTERNATIONAL_OFFICE_NAMESPACE } from './translations';

const TABS = ['applications', 'selection', 'programs'] as const;
type Tab = (typeof TABS)[number];

/**
 * The international office (staff role `international-office`): applications by program and state with their
 * documents reviewed in a side panel, the selection (ranking, a previewed round, publishing, nominations),
 * and the programs, partners and checklists the office defines, one tab at a time (StaffTabs).
 */
export default function InternationalOfficePage() {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const [tab, setTab] = useState<Tab>('applications');
  return (
    <PageBody>
      <h1 className="office-title">{t('pages.international-office')}</h1>
      <StaffTabs
        id="international-office"
        label={t('internationalOffice:tabs.label')}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        name={(name) => t(`internationalOffice:tabs.${name}`)}
      >
        {tab === 'applications' && <ApplicationsTab />}
        {tab === 'selection' && <SelectionTab />}
        {tab === 'programs' && <ProgramsTab />}
      </StaffTabs>
    </PageBody>
  );
}
