import { IonButton, IonIcon } from '@ionic/react';
import type { ProgramPage } from '@portal/contract';
import { arrowBack } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import type { PullEvent } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { INSTALLMENTS_KEY } from '../international-installments/api/keys';
import { usePagePrograms } from './api/get-faculty-intro-text';
import { INTERNATIONAL_KEY } from './api/keys';
import { ApplicationList } from './components/application-list';
import { ApplicationView } from './components/application-detail';
import { ApplyForm } from './components/apply-form';
import { PaymentReturn } from './components/payment-return';
import { ProgramList } from './components/program-list';
import { INTERNATIONAL_NAMESPACE } from './translations';
import { usePageView } from './use-page-view';
import '../../components/request-view.css';
import './international.css';

/**
 * The one page of the spec's program pages (`international`, `opet`, `duphat`, `curious`, `gmu-clinical`):
 * the page's programs as the office wrote them, applying to one, and the student's applications on it.
 * Everything comes from the program data, so a new program needs no release.
 */
export function ProgramPageBody({ page }: { page: ProgramPage }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_NAMESPACE]);
  const queryClient = useQueryClient();
  const programs = usePagePrograms(page);
  const { view, setView } = usePageView();
  const showPrograms = () => {
    setView({ kind: 'programs' });
  };
  const openApplication = (applicationId: number) => {
    setView({ kind: 'application', applicationId });
  };
  const refresh = async (pull?: PullEvent) => {
    try {
      // The installments too: a fee paid at an outlet shows as paid on the application it is shown on.
      await Promise.all(
        [INTERNATIONAL_KEY, INSTALLMENTS_KEY].map((queryKey) =>
          queryClient.refetchQueries({ queryKey, type: 'active' }),
        ),
      );
    } finally {
      pull?.detail.complete();
    }
  };
  const applyingTo =
    view.kind === 'apply'
      ? programs.data?.find((program) => program.ProgramId === view.programId)
      : undefined;
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        {view.kind === 'application' && (
          <ApplicationView
            key={view.applicationId}
            applicationId={view.applicationId}
            onBack={showPrograms}
            onChangeChoices={(draft) => {
              setView({ kind: 'apply', programId: draft.ProgramId, draft });
            }}
          />
        )}
        {view.kind === 'payment-return' && <PaymentReturn page={page} onBack={showPrograms} />}
        {view.kind === 'apply' && (
          <IonButton
            fill="clear"
            size="small"
            onClick={() => {
              if (view.draft) openApplication(view.draft.ApplicationId);
              else showPrograms();
            }}
          >
            <IonIcon slot="start" icon={arrowBack} className="intl-flip" aria-hidden="true" />
            {view.draft ? t('international:apply.backToApplication') : t('international:apply.back')}
          </IonButton>
        )}
        {view.kind === 'apply' &&
          (applyingTo ? (
            <ApplyForm
              program={applyingTo}
              draft={view.draft}
              onSaved={(saved) => {
                openApplication(saved.ApplicationId);
              }}
            />
          ) : (
            <QueriesPending queries={[programs]} errorTitle={t('international:programs.errorTitle')} />
          ))}
        {view.kind === 'programs' && (
          <>
            <h1>{t(`pages.${page}`)}</h1>
            <ProgramList
              page={page}
              onApply={(program) => {
                setView({ kind: 'apply', programId: program.ProgramId });
              }}
              onOpenApplication={openApplication}
            />
            <ApplicationList page={page} onOpen={openApplication} />
          </>
        )}
      </PageBody>
    </>
  );
}

function bodyOf(page: ProgramPage): ComponentType {
  const Body = () => <ProgramPageBody page={page} />;
  Body.displayName = `ProgramPage(${page})`;
  return Body;
}

/** Each program page's body, made once so its identity stays the same across renders and loads. */
export const programPageBodies: Record<ProgramPage, ComponentType> = {
  international: bodyOf('international'),
  opet: bodyOf('opet'),
  duphat: bodyOf('duphat'),
  curious: bodyOf('curious'),
  'gmu-clinical': bodyOf('gmu-clinical'),
};
