import { IonButton, IonInput, IonSpinner } from '@ionic/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageBody } from '../../components/page-body';
import { session } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { HOME_PATH } from '../../lib/page-paths';
import { Pager } from '../../components/pager';
import { impersonate, searchStudents, STUDENT_PAGE_SIZE, type StudentHit } from './staff-api';
import './staff.css';

/** The server refuses shorter reasons; checked here too so the button says why it waits. */
const MIN_REASON_LENGTH = 5;
const MIN_QUERY_LENGTH = 2;

function ActAsForm({ student, onCancel }: { student: StudentHit; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const acting = await impersonate(student.Email, reason.trim());
      await session.startImpersonation(
        { access_token: acting.access_token, userName: acting.userName },
        { Role: acting.Role, Roles: acting.Roles, DisplayName: acting.DisplayName },
        acting.ActingAs,
      );
      navigate(`/${HOME_PATH}`, { replace: true });
    } catch (error) {
      setProblem(errorMessage(error, t));
      setBusy(false);
    }
  }

  return (
    <form className="act-as-form" onSubmit={(event) => void submit(event)}>
      <IonInput
        label={t('impersonate.reasonLabel')}
        labelPlacement="stacked"
        fill="outline"
        name="reason"
        helperText={t('impersonate.reasonHint')}
        required
        value={reason}
        onIonInput={(event) => {
          setReason(event.detail.value ?? '');
        }}
      />
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="act-as-actions">
        <IonButton type="submit" disabled={busy || reason.trim().length < MIN_REASON_LENGTH}>
          {t('impersonate.confirm', { name: student.NameEn })}
        </IonButton>
        <IonButton fill="clear" onClick={onCancel}>
          {t('impersonate.cancel')}
        </IonButton>
      </div>
    </form>
  );
}

function StudentRow({
  student,
  open,
  onOpen,
  onClose,
}: {
  student: StudentHit;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return (
    <li className="student-card">
      <div className="student-card__main">
        <div>
          <p className="student-card__name">{arabic ? student.NameAr : student.NameEn}</p>
          <p className="student-card__meta">
            <span>
              {t('impersonate.code')}: {student.Code}
            </span>
            <span className="student-card__email">{student.Email}</span>
          </p>
          <p className="student-card__meta">
            <span>{arabic ? student.ProgramAr : student.ProgramEn}</span>
            <span>{arabic ? student.FacultyAr : student.FacultyEn}</span>
            <span>{t('impersonate.level', { level: student.Level })}</span>
            <span className={`student-status student-status--${student.Status.toLowerCase()}`}>
              {student.Status}
            </span>
          </p>
        </div>
        {!open && (
          <IonButton size="small" onClick={onOpen}>
            {t('impersonate.actAs')}
          </IonButton>
        )}
      </div>
      {open && <ActAsForm student={student} onCancel={onClose} />}
    </li>
  );
}

/** Registrar: find a student and act as them with a recorded reason. */
export default function ImpersonatePage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [openCode, setOpenCode] = useState<string>();
  const results = useQuery({
    queryKey: ['staff', 'students', query, page],
    queryFn: ({ signal }) => searchStudents(query, page, signal),
    enabled: query.length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  function search(event: SyntheticEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    setPage(1);
    setOpenCode(undefined);
  }

  return (
    <PageBody>
      <form className="staff-search" role="search" onSubmit={search}>
        <IonInput
          label={t('impersonate.searchLabel')}
          labelPlacement="stacked"
          fill="outline"
          name="query"
          type="search"
          placeholder={t('impersonate.searchPlaceholder')}
          helperText={t('impersonate.hint')}
          value={draft}
          onIonInput={(event) => {
            setDraft(event.detail.value ?? '');
          }}
        />
        <IonButton type="submit" disabled={draft.trim().length < MIN_QUERY_LENGTH}>
          {t('impersonate.search')}
        </IonButton>
      </form>
      {results.isFetching && !results.data && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {results.isError && (
        <p className="staff-problem" role="alert">
          {errorMessage(results.error, t)}
        </p>
      )}
      {results.data && results.data.Items.length === 0 && <p role="status">{t('impersonate.empty')}</p>}
      {results.data && results.data.Items.length > 0 && (
        <>
          <ul className="student-list">
            {results.data.Items.map((student) => (
              <StudentRow
                key={student.Code}
                student={student}
                open={openCode === student.Code}
                onOpen={() => {
                  setOpenCode(student.Code);
                }}
                onClose={() => {
                  setOpenCode(undefined);
                }}
              />
            ))}
          </ul>
          <Pager page={page} pageSize={STUDENT_PAGE_SIZE} total={results.data.Total} onPage={setPage} />
        </>
      )}
    </PageBody>
  );
}
