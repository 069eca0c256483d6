import { useTranslation } from 'react-i18next';
import { dayName, type UniversityNow } from '../../../lib/university-time';
import { isHappeningNow, type TimetableEntry } from '../timetable';
import { SCHEDULE_NAMESPACE } from '../translations';
import { useEntryText } from './entry-text';
import '../schedule.css';
import './day-list.css';

interface DayListProps {
  days: readonly number[];
  byDay: ReadonlyMap<number, TimetableEntry[]>;
  now: UniversityNow | null;
}

/** The phone timetable: day by day in the university's week, one card per class, the one on now marked. */
export function DayList({ days, byDay, now }: DayListProps) {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const text = useEntryText();
  return (
    <div className="day-list">
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        if (entries.length === 0) return null;
        const headingId = `schedule-day-${String(day)}`;
        return (
          <section key={day} className="day-list__day" aria-labelledby={headingId}>
            <h2 id={headingId} className="day-list__name">
              {dayName(day, i18n.language)}
              {now?.day === day && <span className="timetable-chip">{t('schedule:today')}</span>}
            </h2>
            <ul className="day-list__entries">
              {entries.map((entry) => {
                const words = text(entry);
                const happening = now !== null && isHappeningNow(entry.meeting, now);
                return (
                  <li
                    key={`${String(entry.section.SectionId)}-${String(entry.meeting.MeetingId)}`}
                    className={`day-entry course-colour-${String(entry.colour)}${happening ? ' day-entry--now' : ''}`}
                  >
                    <p className="day-entry__time">{words.time}</p>
                    <p className="day-entry__course">
                      {entry.section.CourseCode} {words.title}
                    </p>
                    <p className="day-entry__meta">
                      {words.kind} · {words.section} · {words.place}
                    </p>
                    <p className="day-entry__meta">{words.instructor}</p>
                    {happening && (
                      <span className="timetable-chip timetable-chip--now">{t('schedule:now')}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
