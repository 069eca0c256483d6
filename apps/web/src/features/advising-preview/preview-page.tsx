import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { calendarClearOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { WeekTimetable } from '../../components/week-timetable/week-timetable';
import { useAppConfiguration } from '../../lib/app-configuration';
import { instantLabel } from '../../lib/university-instant';
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
 * credits and fee estimate, the requirement sheet (ReqSheet.pdf), and the schedule builder.
 */
export default function PreviewPage() {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
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
  const opensLater =
    data.Window !== null && !data.WindowOpen && Date.parse(data.Window.OpensAt) > Date.parse(data.Now);
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
          {opensLater && data.Window && (
            <p className="preview-window-note">
              {t('advisingPreview:windowNote', {
                when: instantLabel(data.Window.OpensAt, data.TimeZone, i18n.language),
              })}
            </p>
          )}
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
