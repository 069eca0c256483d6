import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
  IonTitle,
  IonToolbar,
  type RefresherCustomEvent,
} from '@ionic/react';
import type { PlanCourse } from '@portal/contract';
import {
  alertCircleOutline,
  checkmarkCircleOutline,
  closeOutline,
  refreshOutline,
  schoolOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { useAdvisingValidation } from './api/check-advising-validator';
import { useAdvisedTimetable } from './api/get-advised-timetable';
import { useStudentCategories } from './api/get-student-categories';
import { useAdvisingStudentData } from './api/get-student-data';
import { AdvisedTimetable } from './components/advised-timetable';
import { AdvisingHistory } from './components/advising-history';
import { PlanCategories } from './components/plan-categories';
import { RecordSummary } from './components/record-summary';
import { SectionChooser } from './components/section-chooser';
import { WindowStatus } from './components/window-status';
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

  async function refresh(event?: RefresherCustomEvent) {
    try {
      await Promise.all([student.refetch(), categories.refetch(), timetable.refetch(), validation.refetch()]);
    } finally {
      event?.detail.complete();
    }
  }

  const failed = [student, categories, timetable].find((query) => query.isError);
  let body;
  if (failed) {
    body = (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('advising:page.errorTitle')}
        detail={errorMessage(failed.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void refresh()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  } else if (!student.data || !categories.data || !timetable.data) {
    body = (
      <div className="adv-loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  } else {
    const canChange = student.data.WindowOpen;
    body = (
      <>
        <RecordSummary student={student.data} />
        {!canChange && validation.data && (
          <div className="adv-card adv-card--notice">
            <WindowStatus
              kind="advising"
              window={validation.data.Window}
              serverNow={validation.data.Now}
              onOpened={() => void refresh()}
              variant="banner"
            />
          </div>
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
      <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
        <IonRefresherContent />
      </IonRefresher>
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
