import { IonButton, IonInput, IonSpinner } from '@ionic/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { errorMessage } from '../../lib/error-message';
import { useUniversityTime } from '../../lib/university-instant';
import { Pager } from '../../components/pager';
import { AUDIT_PAGE_SIZE, portalLogs, type AuditEntryView, type AuditFilters } from './staff-api';
import './staff.css';

const FILTER_FIELDS = [
  { name: 'StudentCode', label: 'logger.studentCode', type: 'text' },
  { name: 'StaffEmail', label: 'logger.staffEmail', type: 'email' },
  { name: 'Action', label: 'logger.action', type: 'text' },
  { name: 'From', label: 'logger.from', type: 'date' },
  { name: 'To', label: 'logger.to', type: 'date' },
] as const;

/** Empty fields are left out: the server treats a present-but-empty filter as invalid. */
function cleanFilters(draft: AuditFilters): AuditFilters {
  const clean: AuditFilters = {};
  for (const { name } of FILTER_FIELDS) {
    const value = draft[name]?.trim();
    if (value) clean[name] = value;
  }
  return clean;
}

function EntryFields({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  return (
    <dl>
      <dt>{t('logger.action')}</dt>
      <dd>{entry.Action}</dd>
      <dt>{t('logger.outcome')}</dt>
      <dd>{entry.Outcome}</dd>
      <dt>{t('logger.staffEmail')}</dt>
      <dd>{entry.StaffEmail ?? '—'}</dd>
      <dt>{t('logger.studentCode')}</dt>
      <dd>{entry.StudentCode ?? '—'}</dd>
      <dt>{t('logger.target')}</dt>
      <dd>{entry.Target ?? '—'}</dd>
    </dl>
  );
}

/** Auditor: the portal's audit log with filters and paging; a table on desktop, cards on a phone. */
export default function LoggerPage() {
  const { t } = useTranslation();
  const formatInstant = useUniversityTime();
  const time = (at: string) => (Number.isNaN(Date.parse(at)) ? at : formatInstant(at, 'dateTimeSeconds'));
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const logs = useQuery({
    queryKey: ['staff', 'logs', filters, page],
    queryFn: ({ signal }) => portalLogs(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  function apply(event: SyntheticEvent) {
    event.preventDefault();
    setFilters(cleanFilters(draft));
    setPage(1);
  }

  return (
    <PageBody>
      <form className="logger-filters" onSubmit={apply}>
        {FILTER_FIELDS.map((field) => (
          <IonInput
            key={field.name}
            label={t(field.label)}
            labelPlacement="stacked"
            fill="outline"
            name={field.name}
            type={field.type}
            value={draft[field.name] ?? ''}
            onIonInput={(event) => {
              setDraft({ ...draft, [field.name]: event.detail.value ?? '' });
            }}
          />
        ))}
        <IonButton type="submit">{t('logger.apply')}</IonButton>
      </form>
      {logs.isFetching && !logs.data && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {logs.isError && (
        <p className="staff-problem" role="alert">
          {errorMessage(logs.error, t)}
        </p>
      )}
      {logs.data && logs.data.Items.length === 0 && <p role="status">{t('logger.empty')}</p>}
      {logs.data && logs.data.Items.length > 0 && (
        <>
          <table className="logger-table">
            <thead>
              <tr>
                <th scope="col">{t('logger.at')}</th>
                <th scope="col">{t('logger.action')}</th>
                <th scope="col">{t('logger.outcome')}</th>
                <th scope="col">{t('logger.staffEmail')}</th>
                <th scope="col">{t('logger.studentCode')}</th>
                <th scope="col">{t('logger.target')}</th>
                <th scope="col">{t('logger.address')}</th>
              </tr>
            </thead>
            <tbody>
              {logs.data.Items.map((entry) => (
                <tr key={entry.Id}>
                  <td>{time(entry.At)}</td>
                  <td>{entry.Action}</td>
                  <td>{entry.Outcome}</td>
                  <td>{entry.StaffEmail ?? '—'}</td>
                  <td>{entry.StudentCode ?? '—'}</td>
                  <td>{entry.Target ?? '—'}</td>
                  <td>{entry.Address ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="logger-cards">
            {logs.data.Items.map((entry) => (
              <li key={entry.Id} className="student-card logger-card">
                <p className="student-card__name">{time(entry.At)}</p>
                <EntryFields entry={entry} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={logs.data.Total} onPage={setPage} />
        </>
      )}
    </PageBody>
  );
}
