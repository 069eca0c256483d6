import { IonIcon, IonRouterLink } from '@ionic/react';
import type { StudentSchedule } from '@portal/contract';
import { calendarClearOutline, hourglassOutline, videocamOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { QueryState } from '../../components/query-state/query-state';
import { currentLanguage } from '../../lib/i18n';
import { useMenuPagesInTransition } from '../../lib/menu-state';
import { universityNow } from '../../lib/university-time';
import { useNow } from '../../lib/use-now';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { useStudentSchedule } from './api/get-student-schedule';
import { DayList } from './components/day-list';
import { NextExamSummary } from './components/next-exam';
import { WeekGrid } from './components/week-grid';
import { classesRunning, entriesByDay, fromToday, visibleDays } from './timetable';
import './schedule.css';
import { SCHEDULE_NAMESPACE } from './translations';

function ScheduleView({ data }: { data: StudentSchedule }) {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const menuPages = useMenuPagesInTransition();
  const clock = useNow();
  const term = data.Term;
  const byDay = entriesByDay(data.Sections);
  const days = visibleDays(data.WeekStartsOn, byDay);
  const current = universityNow(data.TimeZone, new Date(clock));
  const now = classesRunning(term, current) ? current : null;
  const online = data.Sections.some((section) =>
    section.Meetings.some((meeting) => meeting.Mode !== 'in_person'),
  );
  const termName = term ? (currentLanguage(i18n) === 'ar' ? term.NameAr : term.NameEn) : '';
  return (
    <>
      <header className="schedule-intro">
        <h1>{t('pages.schedule')}</h1>
        {term && <p>{t('schedule:intro', { term: termName, zone: data.TimeZone })}</p>}
        <div className="schedule-actions">
          {data.Sections.length > 0 && <AddToCalendar />}
          {online && menuPages.has('zoom-links') && (
            <IonRouterLink routerLink="/zoom-links" className="schedule-actions__link">
              <IonIcon icon={videocamOutline} aria-hidden="true" />
              {t('schedule:onlineLinks')}
            </IonRouterLink>
          )}
        </div>
      </header>
      {data.NextExam && (
        <section className="schedule-card" aria-labelledby="schedule-next-exam">
          <h2 id="schedule-next-exam" className="schedule-card__title">
            <IonIcon icon={hourglassOutline} aria-hidden="true" />
            {t('schedule:nextExam')}
          </h2>
          <NextExamSummary exam={data.NextExam} timeZone={data.TimeZone} />
        </section>
      )}
      {!term ? (
        <StatePanel tone="empty" icon={calendarClearOutline} title={t('schedule:noTerm')} />
      ) : days.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={calendarClearOutline}
          title={t('schedule:empty')}
          detail={t('schedule:emptyDetail')}
        />
      ) : (
        <>
          <WeekGrid days={days} byDay={byDay} now={now} />
          <DayList days={fromToday(days, now?.day ?? null)} byDay={byDay} now={now} />
        </>
      )}
    </>
  );
}

/**
 * Route `schedule`: this term's registered sections as a weekly timetable (a grid on wide screens, day by
 * day on a phone), the class on now highlighted in the university's time, the next exam, and the way into
 * a calendar app. Shown from the offline copy when there is no network.
 */
export default function SchedulePage() {
  const { t } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const schedule = useStudentSchedule();

  return (
    <PageBody>
      <QueryState query={schedule} errorTitle={t('schedule:errorTitle')} fetchedAt>
        {(data) => <ScheduleView data={data} />}
      </QueryState>
    </PageBody>
  );
}
