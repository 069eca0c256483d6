import { IonButton, IonSpinner } from '@ionic/react';
import type { MilitaryRecordRow } from '@portal/contract';
import { ribbonOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import {
  MILITARY_PAGE_SIZE,
  useMilitaryRecords,
  type MilitaryRecordFilters,
} from './api/get-military-records';
import { Pager } from '../../components/pager';
import { RecordsTable } from './components/records-table';
import { StatusDialog, type SavedRecord } from './components/status-dialog';
import './military-records.css';
import { MILITARY_RECORDS_NAMESPACE } from './translations';

const FILTERS = ['due', 'registered', 'completed', 'exempt'] as const;
type Filter = (typeof FILTERS)[number];

/** The registrar's military-education records: who must take it, where each stands, and changing that. */
export default function MilitaryRecordsPage() {
  const { t } = useTranslation(['translation', MILITARY_RECORDS_NAMESPACE]);
  const [status, setStatus] = useState<Filter | ''>('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<MilitaryRecordFilters>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MilitaryRecordRow>();
  const [done, setDone] = useState<SavedRecord>();
  const records = useMilitaryRecords(filters, page);

  function apply(event?: SyntheticEvent) {
    event?.preventDefault();
    const text = search.trim();
    setFilters({ ...(status ? { Status: status } : {}), ...(text ? { Search: text } : {}) });
    setPage(1);
  }

  return (
    <PageBody>
      <h1 className="military-title">{t('pages.military-records')}</h1>
      <p>{t('militaryRecords:intro')}</p>
      <form className="military-filters" onSubmit={apply}>
        <label className="military-field">
          <span>{t('militaryRecords:filters.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(FILTERS.find((value) => value === event.target.value) ?? '');
            }}
          >
            <option value="">{t('militaryRecords:filters.all')}</option>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`militaryRecords:status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="military-field military-field--wide">
          <span>{t('militaryRecords:filters.search')}</span>
          <input
            type="search"
            maxLength={64}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </label>
        <IonButton
          onClick={() => {
            apply();
          }}
        >
          {t('militaryRecords:filters.apply')}
        </IonButton>
      </form>
      {done && (
        <p className="military-notice" role="status">
          {t('militaryRecords:dialog.done', {
            student: done.StudentCode,
            status: t(`militaryRecords:status.${done.Status}`),
          })}
        </p>
      )}
      {editing && (
        <StatusDialog
          key={editing.StudentCode}
          row={editing}
          onClose={(saved) => {
            setEditing(undefined);
            setDone(saved);
          }}
        />
      )}
      {records.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {records.isError && (
        <p className="military-problem" role="alert">
          {errorMessage(records.error, t)}
        </p>
      )}
      {records.data?.Items.length === 0 && (
        <StatePanel
          tone="empty"
          icon={ribbonOutline}
          title={t('militaryRecords:empty.title')}
          detail={t('militaryRecords:empty.detail')}
        />
      )}
      {records.data && records.data.Items.length > 0 && (
        <>
          <RecordsTable
            rows={records.data.Items}
            onChange={(row) => {
              setDone(undefined);
              setEditing(row);
            }}
          />
          <Pager page={page} pageSize={MILITARY_PAGE_SIZE} total={records.data.Total} onPage={setPage} />
        </>
      )}
    </PageBody>
  );
}
