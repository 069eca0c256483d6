import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clockLabel, dayName, minutesOf } from '../../lib/university-time';
import { layoutWeek, type PlacedMeeting, type TimetableItem } from './timetable-layout';
import { TIMETABLE_NAMESPACE } from './translations';
import './week-timetable.css';
import { dateTimeFormat } from '../../lib/intl-formats';

const HOUR_HEIGHT = 56;

interface WeekTimetableProps {
  items: readonly TimetableItem[];
  /** The first day of the university's week (0 = Sunday … 6 = Saturday). */
  weekStartsOn: number;
  /** The timetable's accessible name (defaults to "Weekly timetable"). */
  label?: string;
  /** 'compact': a small grid everywhere (a proposal among several); 'full': the grid on wide screens, days on phones. */
  size?: 'full' | 'compact';
}

function useMeetingText() {
  const { t, i18n } = useTranslation(['translation', TIMETABLE_NAMESPACE]);
  return (placed: PlacedMeeting) => ({
    time: t('timetable:time', {
      start: clockLabel(placed.meeting.StartsAt, i18n.language),
      end: clockLabel(placed.meeting.EndsAt, i18n.language),
    }),
    place: placed.meeting.Room ? t('timetable:room', { room: placed.meeting.Room }) : t('timetable:online'),
  });
}

function Chips({ placed }: { placed: PlacedMeeting }) {
  const { t } = useTranslation(['translation', TIMETABLE_NAMESPACE]);
  return (
    <>
      {placed.item.fresh && <span className="wt-chip">{t('timetable:fresh')}</span>}
      {placed.item.held && <span className="wt-chip wt-chip--held">{t('timetable:held')}</span>}
      {placed.clash && <span className="wt-chip wt-chip--clash">{t('timetable:clash')}</span>}
    </>
  );
}

function entryClass(placed: PlacedMeeting, base: string): string {
  return [
    base,
    `wt-colour-${String(placed.colour)}`,
    placed.item.fresh ? `${base}--fresh` : '',
    placed.item.held ? `${base}--held` : '',
    placed.clash ? `${base}--clash` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A week of sections: one column per day with hours down the side (wide screens, or always when compact),
 * day by day on phones. Overlapping meetings stand side by side and are marked as a time conflict; a
 * section not yet the student's is marked new, one already held beside a proposal is striped and greyed. Each day is its own list for screen readers.
 */
export function WeekTimetable({ items, weekStartsOn, label, size = 'full' }: WeekTimetableProps) {
  const { t, i18n } = useTranslation(['translation', TIMETABLE_NAMESPACE]);
  const text = useMeetingText();
  const id = useId();
  const { days, byDay, from, to } = layoutWeek(items, weekStartsOn);
  const hourHeight = size === 'compact' ? HOUR_HEIGHT / 2 : HOUR_HEIGHT;
  const height = (to - from) * hourHeight;
  const hours = Array.from({ length: to - from }, (_, index) => from + index);
  const hourLabel = (hour: number) =>
    dateTimeFormat(i18n.language, { hour: 'numeric', timeZone: 'UTC' }).format(hour * 3_600_000);
  const dayWidth = size === 'compact' ? 'short' : 'long';
  return (
    <section className={`week-timetable week-timetable--${size}`} aria-label={label ?? t('timetable:label')}>
      <div
        className="wt-grid"
        style={{
          gridTemplateColumns: `${size === 'compact' ? '2.25rem' : '3rem'} repeat(${String(days.length)}, minmax(0, 1fr))`,
        }}
      >
        <div className="wt-grid__hours" aria-hidden="true" style={{ height }}>
          {hours.map((hour) => (
            <span key={hour} style={{ top: (hour - from) * hourHeight }}>
              {hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <section key={day} className="wt-grid__day" aria-labelledby={`${id}-grid-${String(day)}`}>
            <h3 id={`${id}-grid-${String(day)}`} className="wt-grid__day-name">
              {dayName(day, i18n.language, dayWidth)}
            </h3>
            <ol
              className="wt-grid__column"
              style={{ height, backgroundSize: `100% ${String(hourHeight)}px` }}
            >
              {(byDay.get(day) ?? []).map((placed, index) => {
                const words = text(placed);
                const start = minutesOf(placed.meeting.StartsAt) - from * 60;
                const length = minutesOf(placed.meeting.EndsAt) - minutesOf(placed.meeting.StartsAt);
                const width = 100 / placed.lanes;
                return (
                  <li
                    key={`${placed.item.key}-${String(index)}`}
                    className={entryClass(placed, 'wt-block')}
                    style={{
                      top: (start * hourHeight) / 60,
                      height: (length * hourHeight) / 60 - 2,
                      insetInlineStart: `calc(${String(width * placed.lane)}% + 2px)`,
                      width: `calc(${String(width)}% - 4px)`,
                    }}
                  >
                    <p className="wt-block__heading">{placed.item.heading}</p>
                    {size === 'full' ? (
                      <>
                        <p className="wt-block__muted">{placed.item.title}</p>
                        <p>{words.time}</p>
                        <p>{words.place}</p>
                        <p>
                          <Chips placed={placed} />
                        </p>
                      </>
                    ) : (
                      <span className="wt-visually-hidden">
                        {`${words.time}, ${words.place}.`}
                        {placed.item.fresh && ` ${t('timetable:fresh')}.`}
                        {placed.item.held && ` ${t('timetable:held')}.`}
                        {placed.clash && ` ${t('timetable:clash')}.`}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
      {size === 'full' && (
        <div className="wt-days">
          {days.map((day) => {
            const entries = byDay.get(day) ?? [];
            if (entries.length === 0) return null;
            return (
              <section key={day} className="wt-days__day" aria-labelledby={`${id}-list-${String(day)}`}>
                <h3 id={`${id}-list-${String(day)}`} className="wt-days__name">
                  {dayName(day, i18n.language)}
                </h3>
                <ul className="wt-days__entries">
                  {entries.map((placed, index) => {
                    const words = text(placed);
                    return (
                      <li
                        key={`${placed.item.key}-${String(index)}`}
                        className={entryClass(placed, 'wt-card')}
                      >
                        <p className="wt-card__time">
                          {words.time}
                          <Chips placed={placed} />
                        </p>
                        <p className="wt-card__heading">
                          {placed.item.heading} · {placed.item.title}
                        </p>
                        <p className="wt-card__muted">
                          {placed.item.detail} · {words.place}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
