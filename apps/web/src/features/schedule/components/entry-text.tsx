import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useInstructorName } from '../../../lib/instructor-name';
import { clockLabel } from '../../../lib/university-time';
import type { TimetableEntry } from '../timetable';
import { SCHEDULE_NAMESPACE } from '../translations';

/** The words of one meeting, in the reader's language: course, kind, time, place, instructor. */
export function useEntryText() {
  const { t, i18n } = useTranslation(['translation', SCHEDULE_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const instructorName = useInstructorName();
  return (entry: TimetableEntry) => {
    const { section, meeting } = entry;
    const person = section.Instructor;
    const instructor = person ? instructorName(person) : t('schedule:instructorTba');
    return {
      title: arabic ? section.CourseTitleAr : section.CourseTitleEn,
      kind: t(`schedule:kind.${section.Kind}`),
      time: t('schedule:time', {
        start: clockLabel(meeting.StartsAt, i18n.language),
        end: clockLabel(meeting.EndsAt, i18n.language),
      }),
      place: meeting.Room
        ? `${t('schedule:room', { room: meeting.Room })}${meeting.Mode === 'hybrid' ? ` · ${t('schedule:mode.hybrid')}` : ''}`
        : t('schedule:online'),
      section: t('schedule:section', { section: section.SectionNo }),
      instructor,
    };
  };
}
