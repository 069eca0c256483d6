import { useTranslation } from 'react-i18next';
import { dayName, minutesOf, type UniversityNow } from '../../../lib/university-time';
import { hourRange, isHappeningNow, type TimetableEntry } from '../timetable';
import { SCHEDULE_NAMESPACE } from '../translations';
import { useEntryText } from './entry-text';
import { dateTimeFormat } from '../../../lib/intl-formats';
import '../schedule.css';
import './week-grid.css';

const HOUR_HEIGHT = 64;

interface WeekGridProps {
  days: readonly number[];
  byDay: ReadonlyMap<number, TimetableEntry[]>;
  /** The university's clock while classes run; null outside the term. */
  now: UniversityNow | null;
}

/**
 * The desktop timetable: one column per day in the university's week, hours down the side, each meeting a
 * block coloured by course. Each day is its own list, so a screen reader hears the week day by day.
 */
export function WeekGrid({ days, byDay, now }: WeekGridProps) {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const text = useEntryText();
  const { from, to } = hourRange([...byDay.values()].flat());
  const height = (to - from) * HOUR_HEIGHT;
  const hours = Array.from({ length: to - from }, (_, index) => from + index);
  const hourLabel = (hour: number) =>
    dateTimeFormat(i18n.language, { hour: 'numeric', timeZone: 'UTC' }).format(hour * 3_600_000);
  return (
    <section className="week-grid" aria-label={t('schedule:weekTitle')}>
      <div
        className="week-grid__frame"
        style={{ gridTemplateColumns: `3.5rem repeat(${String(days.length)}, minmax(0, 1fr))` }}
      >
        <div className="week-grid__hours" aria-hidden="true" style={{ height }}>
          {hours.map((hour) => (
            <span key={hour} style={{ top: (hour - from) * HOUR_HEIGHT }}>
              {hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day) => {
          const today = now?.day === day;
          return (
            <section key={day} className={`week-grid__day${today ? ' week-grid__day--today' : ''}`}>
              <h3 className="week-grid__day-name">
                {dayName(day, i18n.language)}
                {today && <span className="timetable-chip">{t('schedule:today')}</span>}
              </h3>
              <ol
                className="week-grid__column"
                style={{ height, backgroundSize: `100% ${String(HOUR_HEIGHT)}px` }}
              >
                {(byDay.get(day) ?? []).map((entry) => {
                  const words = text(entry);
                  const happening = now !== null && isHappeningNow(entry.meeting, now);
                  const start = minutesOf(entry.meeting.StartsAt) - from * 60;
                  const length = minutesOf(entry.meeting.EndsAt) - minutesOf(entry.meeting.StartsAt);
                  return (
                    <li
                      key={`${String(entry.section.SectionId)}-${String(entry.meeting.MeetingId)}`}
                      className={`timetable-entry course-colour-${String(entry.colour)}${happening ? ' timetable-entry--now' : ''}`}
                      style={{ top: (start * HOUR_HEIGHT) / 60, height: (length * HOUR_HEIGHT) / 60 - 2 }}
                    >
                      <p className="timetable-entry__course">
                        {entry.section.CourseCode} · {words.kind}
                        {happening && (
                          <span className="timetable-chip timetable-chip--now">{t('schedule:now')}</span>
                        )}
                      </p>
                      <p className="timetable-entry__title">{words.title}</p>
                      <p>{words.time}</p>
                      <p>{words.place}</p>
                      <p className="timetable-entry__instructor">{words.instructor}</p>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </section>
  );
}
