import type { ClassMeeting } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { clockLabel, dayName } from '../../../lib/university-time';
import { ADVISING_NAMESPACE } from '../translations';
import '../advising.css';
import './meeting-lines.css';

/** A section's weekly meetings (SectionSchedule rows), one line each: day, time, room. */
export function MeetingLines({ meetings }: { meetings: readonly ClassMeeting[] }) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  if (meetings.length === 0) return <p className="adv-muted">{t('advising:sections.noMeetings')}</p>;
  return (
    <ul className="adv-meetings">
      {[...meetings]
        .sort((a, b) => a.Day - b.Day || a.StartsAt.localeCompare(b.StartsAt))
        .map((meeting) => (
          <li key={meeting.MeetingId}>
            <span className="adv-meetings__day">{dayName(meeting.Day, i18n.language)}</span>
            <span>
              {t('advising:sections.time', {
                start: clockLabel(meeting.StartsAt, i18n.language),
                end: clockLabel(meeting.EndsAt, i18n.language),
              })}
            </span>
            <span className="adv-muted">
              {meeting.Room
                ? t('advising:sections.room', { room: meeting.Room })
                : t('advising:sections.online')}
            </span>
          </li>
        ))}
    </ul>
  );
}
