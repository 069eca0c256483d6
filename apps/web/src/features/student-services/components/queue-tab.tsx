import { IonButton, IonSpinner } from '@ionic/react';
import { ORDER_STATES, type OfficeQueueRow, type OrderOffice, type OrderState } from '@portal/contract';
import { fileTrayOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { QUEUE_PAGE_SIZE, useOfficeQueue, type QueueFilters } from '../api/get-office-queue';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { OrderPanel } from './order-panel';

/** One office's requests, oldest due first: state filter, search, the overdue chip, each opened in a panel. */
export function QueueTab({ office }: { office: OrderOffice }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  const [state, setState] = useState<OrderState | ''>('');
  const [search, setSearch] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [filters, setFilters] = useState<QueueFilters>({ Office: office });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number>();
  const queue = useOfficeQueue(filters, page);

  function apply(event?: SyntheticEvent, late = overdue) {
    event?.preventDefault();
    const text = search.trim();
    setFilters({
      Office: office,
      ...(state ? { State: state } : {}),
      ...(text ? { Search: text } : {}),
      ...(late ? { Overdue: 'true' as const } : {}),
    });
    setPage(1);
  }

  const columns: { key: string; label: string; cell: (row: OfficeQueueRow) => React.ReactNode }[] = [
    { key: 'number', label: t('studentServices:columns.number'), cell: (row) => <bdi>{row.Number}</bdi> },
    {
      key: 'student',
      label: t('studentServices:columns.student'),
      cell: (row) => `${row.StudentCode} · ${format.student(row)}`,
    },
    {
      key: 'type',
      label: t('studentServices:columns.type'),
      cell: (row) =>
        [format.named(row.TypeNameEn, row.TypeNameAr), row.CourseCode].filter(Boolean).join(' · '),
    },
    {
      key: 'state',
      label: t('studentServices:columns.state'),
      cell: (row) => t(`studentServices:state.${row.State}`),
    },
    { key: 'due', label: t('studentServices:columns.due'), cell: (row) => format.instant(row.DueAt) },
    {
      key: 'level',
      label: t('studentServices:columns.level'),
      cell: (row) =>
        row.ServiceLevel ? (
          <span className={`office-level office-level--${row.ServiceLevel}`}>
            {t(`studentServices:level.${row.ServiceLevel}`)}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'open',
      label: '',
      cell: (row) => (
        <IonButton
          size="small"
          fill="outline"
          onClick={() => {
            setOpened(row.OrderId);
          }}
        >
          {t('studentServices:open')}
        </IonButton>
      ),
    },
  ];

  return (
    <section aria-label={t(`studentServices:tabs.${office}`)}>
      <form className="office-filters" onSubmit={apply}>
        <label className="office-field">
          <span>{t('studentServices:filters.state')}</span>
          <select
            value={state}
            onChange={(event) => {
              setState(ORDER_STATES.find((one) => one === event.target.value) ?? '');
            }}
          >
            <option value="">{t('studentServices:filters.allOpen')}</option>
            {ORDER_STATES.map((one) => (
              <option key={one} value={one}>
                {t(`studentServices:state.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t('studentServices:filters.search')}</span>
          <input
            type="search"
            maxLength={64}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </label>
        <button
          type="button"
          className="office-chip"
          aria-pressed={overdue}
          onClick={() => {
            setOverdue(!overdue);
            apply(undefined, !overdue);
          }}
        >
          {t('studentServices:filters.overdue')}
        </button>
        <IonButton
          onClick={() => {
            apply();
          }}
        >
          {t('studentServices:filters.apply')}
        </IonButton>
      </form>
      {queue.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {queue.isError && (
        <p className="office-problem" role="alert">
          {errorMessage(queue.error, t)}
        </p>
      )}
      {queue.data?.Items.length === 0 && (
        <StatePanel tone="empty" icon={fileTrayOutline} title={t('studentServices:empty.queue')} />
      )}
      {queue.data && queue.data.Items.length > 0 && (
        <>
          <table className="office-table">
            <caption>{t(`studentServices:tabs.${office}`)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {queue.data.Items.map((row) => (
                <tr key={row.OrderId}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={queue.data.Total} onPage={setPage} />
        </>
      )}
      {opened !== undefined && (
        <OrderPanel
          orderId={opened}
          onClose={() => {
            setOpened(undefined);
          }}
        />
      )}
    </section>
  );
}
