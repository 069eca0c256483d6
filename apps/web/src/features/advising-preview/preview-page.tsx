import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { calendarClearOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { WindowClosedPanel } from '../../components/registration/window-closed-panel';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { WeekTimetable } from '../../components/week-timetable/week-timetable';
import { useAppConfiguration } from '../../lib/app-configuration';
import { usePreview } from './api/get-preview';
import { CourseTable } from './components/course-table';
import { FeeEstimate } from './components/fee-estimate';
import { ScheduleBuilder } from './components/schedule-builder';
import { TermOverview } from './components/term-overview';
import { usePreviewWords } from './preview-words';
import { WhatIfLink } from './what-if/what-if-link';
import { PREVIEW_NAMESPACE } from './translations';
import './preview.css';

type View = 'term' | 'builder';

/**
 * Route `Preview` (spec §2, AdvisingPreview/GetStudentData): the advised timetable of the term, its courses,
 * credits and fee estimate, the requirement sheet (ReqSheet.pdf), and the schedule builder — while the
 * advising-preview window is open; otherwise the window's state, as Advising Preview's validate page says it.
 */
export default function PreviewPage() {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const configuration = useAppConfiguration();
  const preview = usePreview();
  const words = usePreviewWords();
  const [view, setView] = useState<View>('term');

  const intro = (
    <header className="preview-intro">
      <h1>{t('pages.Preview')}</h1>
      <p>{t('advisingPreview:intro')}</p>
      <WhatIfLink />
    </header>
  );
  if (preview.isError || !preview.data || !configuration.data) {
    return (
      <PageBody>
        {intro}
        <QueriesPending queries={[preview, configuration]} errorTitle={t('advisingPreview:errorTitle')} />
      </PageBody>
    );
  }
  const data = preview.data;
  const weekStartsOn = configuration.data.WeekStartsOn;
  if (!data.WindowOpen) {
    return (
      <PageBody>
        {intro}
        <WindowClosedPanel
          kind="advising_preview"
          window={data.Window}
          serverNow={data.Now}
          onOpened={() => void preview.refetch()}
        />
      </PageBody>
    );
  }
  return (
    <PageBody>
      {intro}
      <IonSegment
        className="preview-view"
        aria-label={t('advisingPreview:view.label')}
        value={view}
        onIonChange={(event) => {
          setView(event.detail.value === 'builder' ? 'builder' : 'term');
        }}
      >
        <IonSegmentButton value="term">
          <IonLabel>{t('advisingPreview:view.term')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="builder">
          <IonLabel>{t('advisingPreview:view.builder')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {view === 'builder' ? (
        <ScheduleBuilder weekStartsOn={weekStartsOn} />
      ) : (
        <>
          <TermOverview preview={data} />
          {data.Courses.length === 0 ? (
            <StatePanel
              tone="empty"
              icon={calendarClearOutline}
              title={t('advisingPreview:courses.empty')}
              detail={t('advisingPreview:courses.emptyDetail')}
            />
          ) : (
            <div className="preview-grid">
              <section className="preview-card" aria-labelledby="preview-courses">
                <h2 id="preview-courses">{t('advisingPreview:courses.title')}</h2>
                <CourseTable courses={data.Courses} credits={data.Credits} />
              </section>
              <FeeEstimate fees={data.Fees} />
              <section className="preview-card preview-timetable" aria-labelledby="preview-timetable">
                <h2 id="preview-timetable">{t('advisingPreview:timetable')}</h2>
                <WeekTimetable
                  weekStartsOn={weekStartsOn}
                  label={t('advisingPreview:timetable')}
                  items={data.Timetable.map((section) => words.item(section, words.title(section), false))}
                />
              </section>
            </div>
          )}
        </>
      )}
    </PageBody>
  );
}
