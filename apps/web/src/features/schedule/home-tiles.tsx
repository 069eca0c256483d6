import { calendarOutline, hourglassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { universityNow } from '../../lib/university-time';
import { useNow } from '../../lib/use-now';
import { DashboardTile } from '../home/components/dashboard-tile';
import { useStudentSchedule } from './api/get-student-schedule';
import { EXAM_PAGES, NextExamSummary } from './components/next-exam';
import { useEntryText } from './components/entry-text';
import { entriesByDay, remainingToday } from './timetable';
import { SCHEDULE_NAMESPACE } from './translations';

/**
 * Home's schedule tiles: the classes still to come today, and the next exam. Each shows only when there is
 * something; both read GetStudentSchedule, so opening the schedule afterwards costs no request.
 */
export default function ScheduleTiles() {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const schedule = useStudentSchedule();
  const text = useEntryText();
  const clock = useNow();
  if (!schedule.data) return null;
  const data = schedule.data;
  const today = remainingToday(
    entriesByDay(data.Sections),
    data.Term,
    universityNow(data.TimeZone, new Date(clock)),
  );
  const arabic = currentLanguage(i18n) === 'ar';
  return (
    <>
      {today.length > 0 && (
        <DashboardTile
          icon={calendarOutline}
          title={t('schedule:todayTitle')}
          link={{ path: 'schedule', label: t('schedule:openSchedule') }}
        >
          <ul className="window-list">
            {today.slice(0, 4).map((entry) => {
              const words = text(entry);
              return (
                <li
                  key={`${String(entry.section.SectionId)}-${String(entry.meeting.MeetingId)}`}
                  className="window-row"
                >
                  <span>
                    {entry.section.CourseCode}{' '}
                    {arabic ? entry.section.CourseTitleAr : entry.section.CourseTitleEn}
                  </span>
                  <span className="window-row__when">
                    {words.time} · {words.place}
                  </span>
                </li>
              );
            })}
          </ul>
        </DashboardTile>
      )}
      {data.NextExam && (
        <DashboardTile
          icon={hourglassOutline}
          title={t('schedule:nextExam')}
          link={{ path: EXAM_PAGES[data.NextExam.Kind], label: t('schedule:viewExams') }}
        >
          <NextExamSummary exam={data.NextExam} timeZone={data.TimeZone} withLink={false} />
        </DashboardTile>
      )}
    </>
  );
}
