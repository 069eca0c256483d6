import {
  IonButton,
  IonIcon,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
  type RefresherCustomEvent,
} from '@ionic/react';
import type { AttendanceState } from '@portal/contract';
import { alertCircleOutline, calendarClearOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useStudentAttendance } from './api/get-student-attendance';
import { CourseAttendanceCard } from './components/course-attendance-card';
import { ATTENDANCE_NAMESPACE } from './translations';
import './attendance.css';

/** The courses that need the student's attention first. */
const SEVERITY: Record<AttendanceState, number> = { denied: 0, warning: 1, ok: 2 };

/** Route `attendance`: this term's attendance per course, with the warning and denial limits. */
export default function AttendancePage() {
  const { t, i18n } = useTranslation(['translation', ATTENDANCE_NAMESPACE]);
  const attendance = useStudentAttendance();

  async function refresh(event: RefresherCustomEvent) {
    try {
      await attendance.refetch();
    } finally {
      event.detail.complete();
    }
  }

  let body;
  if (attendance.isPending) {
    body = (
      <div className="attendance-loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  } else if (attendance.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('attendance:errorTitle')}
        detail={errorMessage(attendance.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void attendance.refetch()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  } else {
    const data = attendance.data;
    const limits = { warning: data.WarningPercent, denial: data.DenialPercent };
    const term = currentLanguage(i18n) === 'ar' ? data.TermNameAr : data.TermNameEn;
    const denied = data.Courses.filter((course) => course.State === 'denied').length;
    const warned = data.Courses.filter((course) => course.State === 'warning').length;
    body = (
      <>
        <p className="attendance-intro__text">
          {term ? t('attendance:intro', { term, ...limits }) : t('attendance:introNoTerm', limits)}
        </p>
        {data.Courses.length === 0 ? (
          <StatePanel tone="empty" icon={calendarClearOutline} title={t('attendance:empty')} />
        ) : (
          <>
            <div
              className={`attendance-summary attendance-summary--${denied > 0 ? 'denied' : warned > 0 ? 'warning' : 'ok'}`}
              role="status"
            >
              {denied > 0 && <p>{t('attendance:summary.denied', { count: denied })}</p>}
              {warned > 0 && <p>{t('attendance:summary.warning', { count: warned })}</p>}
              {denied === 0 && warned === 0 && <p>{t('attendance:summary.ok')}</p>}
            </div>
            <ul className="attendance-cards">
              {[...data.Courses]
                .sort((a, b) => SEVERITY[a.State] - SEVERITY[b.State])
                .map((course) => (
                  <CourseAttendanceCard
                    key={course.CourseId}
                    course={course}
                    warningPercent={data.WarningPercent}
                    denialPercent={data.DenialPercent}
                  />
                ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <>
      <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
        <IonRefresherContent />
      </IonRefresher>
      <PageBody>
        <header className="attendance-intro">
          <h1>{t('pages.attendance')}</h1>
          <IonButton
            fill="clear"
            size="small"
            disabled={attendance.isFetching}
            onClick={() => void attendance.refetch()}
          >
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('attendance:refresh')}
          </IonButton>
        </header>
        {body}
        <FetchedAt updatedAt={attendance.dataUpdatedAt} />
      </PageBody>
    </>
  );
}
