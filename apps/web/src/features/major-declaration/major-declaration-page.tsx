import { documentTextOutline, schoolOutline } from 'ionicons/icons';
import type { OrderState, StudentMajors } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useStudentMajors } from './api/get-student-majors';
import { DeclarationStatus } from './components/declaration-status';
import { DeclareForm } from './components/declare-form';
import { NotDeclarableMajors } from './components/major-lists';
import { MAJOR_DECLARATION_NAMESPACE } from './translations';
import { useMajorName } from './use-major-names';
import './major-declaration.css';

/** A declaration in one of these states is over: another may be filed. */
const FINISHED: readonly OrderState[] = ['rejected', 'fulfilled', 'closed', 'withdrawn'];

function Declaration({ data }: { data: StudentMajors }) {
  const { t } = useTranslation(['translation', MAJOR_DECLARATION_NAMESPACE]);
  const named = useMajorName();
  const declarable = data.Majors.filter((major) => major.NotDeclarableReason === null);
  const others = data.Majors.filter(
    (major) => major.NotDeclarableReason !== null && major.ProgramId !== data.Current?.ProgramId,
  );
  const draft = data.Latest?.State === 'draft';
  const open = data.Latest !== null && !FINISHED.includes(data.Latest.State);
  const form = () => {
    if (data.OrderTypeId === null || data.MajorFieldKey === null)
      return (
        <StatePanel
          tone="empty"
          icon={documentTextOutline}
          title={t('majorDeclaration:noType')}
          detail={t('majorDeclaration:noTypeDetail')}
        />
      );
    if (declarable.length === 0)
      return (
        <StatePanel
          tone="empty"
          icon={schoolOutline}
          title={t('majorDeclaration:noneDeclarable')}
          detail={t('majorDeclaration:noneDeclarableDetail')}
        />
      );
    // An open declaration speaks for itself above; otherwise say why the student may not declare now.
    if (!data.Eligible && !draft)
      return data.NotEligibleReason && !open ? (
        <p className="major-card major-problem">{data.NotEligibleReason}</p>
      ) : null;
    return <DeclareForm data={data} orderTypeId={data.OrderTypeId} fieldKey={data.MajorFieldKey} />;
  };
  return (
    <>
      <section className="major-card" aria-labelledby="major-current">
        <h2 id="major-current">{t('majorDeclaration:current')}</h2>
        <p className="major-current">
          {data.Current ? named(data.Current) : t('majorDeclaration:currentNone')}
        </p>
      </section>
      {data.Latest && <DeclarationStatus latest={data.Latest} current={data.Current} />}
      {form()}
      <NotDeclarableMajors majors={others} />
    </>
  );
}

/** Route `major-declaration`: the student's major, the majors they may declare, and their declaration. */
export default function MajorDeclarationPage() {
  const { t } = useTranslation(['translation', MAJOR_DECLARATION_NAMESPACE]);
  const majors = useStudentMajors();
  const refresh = refetchAll([majors]);
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="major-intro">
          <h1>{t('pages.major-declaration')}</h1>
          <p>{t('majorDeclaration:intro')}</p>
        </header>
        <QueryState query={majors} errorTitle={t('majorDeclaration:errorTitle')} fetchedAt>
          {(data) => <Declaration data={data} />}
        </QueryState>
      </PageBody>
    </>
  );
}
