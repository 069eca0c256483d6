import type { CredentialSystemName } from '@portal/contract';
import { keyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useStudentCredentials } from './api/get-student-credentials';
import { CredentialCard } from './components/credential-card';
import { PasswordForm } from './components/password-form';
import { UpcomingExams } from './components/upcoming-exams';
import { CREDENTIALS_NAMESPACE } from './translations';
import './credentials.css';

// The three pages of spec §2's Contacts & Accounts over the student's accounts, one chunk: routes
// moodle-credentials, student-wifi and exam-credentials.

type TitleKey = 'pages.moodle-credentials' | 'pages.student-wifi' | 'pages.exam-credentials';

function CredentialsPage({ system, titleKey }: { system: CredentialSystemName; titleKey: TitleKey }) {
  const { t } = useTranslation(['translation', CREDENTIALS_NAMESPACE]);
  const list = useStudentCredentials(system);

  const body = () => {
    if (!list.isSuccess)
      return (
        <QueriesPending
          queries={[list]}
          errorTitle={t('credentials:errorTitle')}
          onRetry={() => void list.refetch()}
        />
      );
    const { Credentials: credentials, Upcoming: upcoming } = list.data;
    const empty =
      system === 'exam'
        ? {
            title: t('credentials:noExamNow'),
            detail: upcoming.length === 0 ? t('credentials:noExams') : undefined,
          }
        : {
            title: t('credentials:noAccount', { system: t(`credentials:system.${system}`) }),
            detail: undefined,
          };
    return (
      <>
        {credentials.length === 0 ? (
          <StatePanel tone="empty" icon={keyOutline} title={empty.title} detail={empty.detail} />
        ) : (
          <div className="credential-list">
            {credentials.map((credential) => (
              <CredentialCard key={credential.CredentialId} credential={credential} />
            ))}
          </div>
        )}
        {upcoming.length > 0 && <UpcomingExams exams={upcoming} />}
        {system !== 'exam' && credentials.length > 0 && <PasswordForm system={system} />}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refetchAll([list])} />
      <PageBody>
        <header className="credentials-intro">
          <h1>{t(titleKey)}</h1>
          <p>{t(`credentials:intro.${system}`)}</p>
        </header>
        {body()}
        <FetchedAt updatedAt={list.dataUpdatedAt} />
      </PageBody>
    </>
  );
}

export function MoodleCredentialsPage() {
  return <CredentialsPage system="moodle" titleKey="pages.moodle-credentials" />;
}

export function StudentWifiPage() {
  return <CredentialsPage system="wifi" titleKey="pages.student-wifi" />;
}

export function ExamCredentialsPage() {
  return <CredentialsPage system="exam" titleKey="pages.exam-credentials" />;
}
