import { IonButton, IonSpinner } from '@ionic/react';
import { APPLICATION_STATES, type ApplicationState } from '@portal/contract';
import { airplaneOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { Pager } from '../../../components/pager';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import {
  APPLICATIONS_PAGE_SIZE,
  useApplications,
  type ApplicationFilters,
  type OfficeApplicationRow,
} from '../api/get-applications';
import { useOfficePrograms } from '../api/get-programs';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { useFigures } from '../use-figures';
import { ApplicationPanel } from './application-panel';
import { OfficeTable, type Column } from '../../../components/office/office-table';
import { ProgramPicker } from './program-picker';

/** One program's applications: state filter, a student's code or name, paged; each opened in a panel. */
export function ApplicationsTab() {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const programs = useOfficePrograms();
  const [chosen, setChosen] = useState<number>();
  const programId = chosen ?? programs.data?.Programs[0]?.ProgramId;

  if (programs.isPending) return <IonSpinner name="crescent" aria-label={t('app.loading')} />;
  if (programs.isError)
    return (
      <p className="office-problem" role="alert">
        {errorMessage(programs.error, t)}
      </p>
    );
  if (programId === undefined)
    return <StatePanel tone="empty" icon={airplaneOutline} title={t('internationalOffice:empty.programs')} />;
  return (
    <section aria-label={t('internationalOffice:tabs.applications')}>
      <ProgramPicker programs={programs.data.Programs} value={programId} onChange={setChosen} />
      <ProgramApplications key={programId} programId={programId} />
    </section>
  );
}

function ProgramApplications({ programId }: { programId: number }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const figures = useFigures();
  const [state, setState] = useState<ApplicationState | ''>('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ApplicationFilters>({ ProgramId: programId });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number>();
  const list = useApplications(filters, page);

  function apply(event?: SyntheticEvent) {
    event?.preventDefault();
    const text = search.trim();
    setFilters({
      ProgramId: programId,
      ...(state ? { State: state } : {}),
      ...(text ? { Search: text } : {}),
    });
    setPage(1);
  }

  const columns: Column<OfficeApplicationRow>[] = [
    {
      key: 'student',
      label: t('internationalOffice:columns.student'),
      cell: (row) => `${row.StudentCode} · ${format.student(row)}`,
    },
    {
      key: 'term',
      label: t('internationalOffice:columns.term'),
      cell: (row) => format.named(row.TermNameEn, row.TermNameAr),
    },
    { key: 'gpa', label: t('internationalOffice:columns.gpa'), cell: (row) => figures.gpa(row.Gpa) },
    {
      key: 'state',
      label: t('internationalOffice:columns.state'),
      cell: (row) => t(`internationalOffice:state.${row.State}`),
    },
    {
      key: 'documents',
      label: t('internationalOffice:columns.documents'),
      cell: (row) => figures.whole(row.PendingDocuments),
    },
    {
      key: 'paid',
      label: t('internationalOffice:columns.paid'),
      cell: (row) =>
        row.FeePiastres === 0
          ? t('internationalOffice:free')
          : t('internationalOffice:paidOf', {
              paid: format.money(row.PaidPiastres),
              fee: format.money(row.FeePiastres),
            }),
    },
    {
      key: 'open',
      label: '',
      cell: (row) => (
        <IonButton
          size="small"
          fill="outline"
          onClick={() => {
            setOpened(row.ApplicationId);
          }}
        >
          {t('internationalOffice:open')}
        </IonButton>
      ),
    },
  ];

  return (
    <>
      <form className="office-filters" onSubmit={apply}>
        <label className="office-field">
          <span>{t('internationalOffice:filters.state')}</span>
          <select
            value={state}
            onChange={(event) => {
              setState(APPLICATION_STATES.find((one) => one === event.target.value) ?? '');
            }}
          >
            <option value="">{t('internationalOffice:filters.allStates')}</option>
            {APPLICATION_STATES.map((one) => (
              <option key={one} value={one}>
                {t(`internationalOffice:state.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t('internationalOffice:filters.search')}</span>
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
          {t('internationalOffice:filters.apply')}
        </IonButton>
      </form>
      {list.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {list.isError && (
        <p className="office-problem" role="alert">
          {errorMessage(list.error, t)}
        </p>
      )}
      {list.data?.Items.length === 0 && (
        <StatePanel tone="empty" icon={airplaneOutline} title={t('internationalOffice:empty.applications')} />
      )}
      {list.data && list.data.Items.length > 0 && (
        <>
          <OfficeTable
            caption={t('internationalOffice:tabs.applications')}
            columns={columns}
            rows={list.data.Items}
            rowKey={(row) => row.ApplicationId}
          />
          <Pager page={page} pageSize={APPLICATIONS_PAGE_SIZE} total={list.data.Total} onPage={setPage} />
        </>
      )}
      {opened !== undefined && (
        <ApplicationPanel
          applicationId={opened}
          onClose={() => {
            setOpened(undefined);
          }}
        />
      )}
    </>
  );
}
