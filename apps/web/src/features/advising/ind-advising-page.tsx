import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonRouterLink,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { PlanCourse } from '@portal/contract';
import {
  checkmarkCircleOutline,
  closeOutline,
  refreshOutline,
  schoolOutline,
  swapHorizontalOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { anyFailed, refetchAll } from '../../components/query-state/page-query';
import { StatePanel } from '../../components/state-panel';
import { useAdvisingValidation } from './api/check-advising-validator';
import { useAdvisedTimetable } from './api/get-advised-timetable';
import { useStudentCategories } from './api/get-student-categories';
import { useAdvisingStudentData } from './api/get-student-data';
import { AdvisedTimetable } from './components/advised-timetable';
import { AdvisingHistory } from './components/advising-history';
import { PlanCategories } from './components/plan-categories';
import { RecordSummary } from './components/record-summary';
import { SectionChooser } from './components/section-chooser';
import { ClosedWindowBanner } from './components/closed-window-banner';
import { ADVISING_NAMESPACE } from './translations';
import './advising.css';

/**
 * Route `IndAdvising`: the student's record and limits, the advised timetable with its credits, the study
 * plan with each course's state, a course's sections to add one, and the student's advising history.
 */
export default function IndAdvisingPage() {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const student = useAdvisingStudentData();
  const categories = useStudentCategories();
  const timetable = useAdvisedTimetable();
  const validation = useAdvisingValidation('advising');
  const [opened, setOpened] = useState<PlanCourse | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const refresh = refetchAll([student, categories, timetable, validation]);
  const loading = [student, categories, timetable];
  let body;
  if (anyFailed(loading) || !student.data || !categories.data || !timetable.data) {
    body = (
      <QueriesPending
        queries={loading}
        errorTitle={t('advising:page.errorTitle')}
        onRetry={() => void refresh()}
      />
    );
  } else {
    const canChange = student.data.WindowOpen;
    body = (
      <>
        <RecordSummary student={student.data} />
        {!canChange && validation.data && (
          <ClosedWindowBanner validation={validation.data} onOpened={() => void refresh()} />
        )}
        {done && (
          <p className="adv-done" role="status">
            <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
            {done}
          </p>
        )}
        <AdvisedTimetable
          sections={timetable.data.Sections}
          limits={student.data.CreditLimits}
          canChange={canChange}
          onRemoved={(code) => {
            setDone(t('advising:timetable.removed', { code }));
          }}
        />
        {categories.data.Categories.length === 0 ? (
          <StatePanel tone="empty" icon={schoolOutline} title={t('advising:plan.empty')} />
        ) : (
          <PlanCategories
            categories={categories.data.Categories}
            onOpen={(course) => {
              setDone(undefined);
              setOpened(course);
            }}
          />
        )}
        <IonRouterLink routerLink="/what-if" className="adv-what-if">
          <IonIcon icon={swapHorizontalOutline} aria-hidden="true" />
          {t('pages.what-if')}
        </IonRouterLink>
        <AdvisingHistory />
        <IonModal
          isOpen={opened !== undefined}
          onDidDismiss={() => {
            setOpened(undefined);
          }}
        >
          <IonHeader>
            <IonToolbar>
              <IonTitle>{opened && t('advising:sections.title', { code: opened.CourseCode })}</IonTitle>
              <IonButtons slot="end">
                <IonButton
                  aria-label={t('advising:sections.close')}
                  onClick={() => {
                    setOpened(undefined);
                  }}
                >
                  <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
                </IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent>
            {opened && (
              <SectionChooser
                courseId={opened.CourseId}
                canChange={canChange}
                onAdded={(code) => {
                  setOpened(undefined);
                  setDone(t('advising:sections.added', { code }));
                }}
              />
            )}
          </IonContent>
        </IonModal>
      </>
    );
  }

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="adv-intro adv-intro--row">
          <h1>{t('pages.IndAdvising')}</h1>
          <IonButton fill="clear" size="small" onClick={() => void refresh()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('advising:page.refresh')}
          </IonButton>
        </header>
        {body}
      </PageBody>
    </>
  );
}
