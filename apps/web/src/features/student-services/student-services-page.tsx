import { ORDER_OFFICES, type OrderOffice } from '@portal/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { OrderTypesTab } from './components/order-types-tab';
import { QueueTab } from './components/queue-tab';
import './student-services.css';
import { STUDENT_SERVICES_NAMESPACE } from './translations';

const TABS = [...ORDER_OFFICES, 'types'] as const;
type Tab = OrderOffice | 'types';

/**
 * The student-services office (staff role `student-services`): one queue per office (student affairs,
 * registrar, examinations), a request opened in a side panel to review its documents and move it on, and
 * the request types the office defines. Arrow keys move between tabs (ARIA tabs pattern).
 */
export default function StudentServicesPage() {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const [tab, setTab] = useState<Tab>('student-affairs');

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    // Arrow keys follow the reading direction: in Arabic the next tab is to the left.
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = TABS[(TABS.indexOf(tab) + direction + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`office-tab-${next}`)?.focus();
  }

  return (
    <PageBody>
      <h1 className="office-title">{t('pages.student-services')}</h1>
      <div
        className="office-tabs"
        role="tablist"
        aria-label={t('studentServices:tabs.label')}
        onKeyDown={onKey}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`office-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`office-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="office-tabs__tab"
            onClick={() => {
              setTab(name);
            }}
          >
            {t(`studentServices:tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`office-panel-${tab}`} role="tabpanel" aria-labelledby={`office-tab-${tab}`}>
        {tab === 'types' ? <OrderTypesTab /> : <QueueTab key={tab} office={tab} />}
      </div>
    </PageBody>
  );
}
