import { IonButton, IonIcon } from '@ionic/react';
import type { AttendanceState } from '@portal/contract';
import { calendarClearOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
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

  const refresh = refetchAll([attendance]);

  const body = (
    <QueryState query={attendance} errorTitle={t('attendance:errorTitle')} fetchedAt>
      {(data) => {
        const limits = { warning: data.WarningPercent, denial: data.DenialPercent };
        const term = currentLanguage(i18n) === 'ar' ? data.TermNameAr : data.TermNameEn;
        const denied = data.Courses.filter((course) => course.State === 'denied').length;
        const warned = data.Courses.filter((course) => course.State === 'warning').length;
        return (
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
      }}
    </QueryState>
  );

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
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
      </PageBody>
    </>
  );
}
