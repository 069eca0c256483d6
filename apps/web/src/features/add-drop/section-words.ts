import type { TimetableSection } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { TimetableItem } from '../../components/week-timetable/timetable-layout';
import { currentLanguage } from '../../lib/i18n';
import { useInstructorName } from '../../lib/instructor-name';
import { ADD_DROP_NAMESPACE } from './translations';

type SectionLike = Pick<TimetableSection, 'Kind' | 'SectionNo' | 'Instructor'>;

/** A section in the reader's words: "Lecture · Section 2", the instructor, a course's title. */
export function useSectionWords() {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const instructorName = useInstructorName();
  const words = {
    title: (course: { TitleEn: string; TitleAr: string }) => (arabic ? course.TitleAr : course.TitleEn),
    kind: (section: SectionLike) => t(`addDrop:kind.${section.Kind}`),
    section: (section: SectionLike) =>
      `${t(`addDrop:kind.${section.Kind}`)} · ${t('addDrop:section', { section: section.SectionNo })}`,
    instructor: (section: SectionLike) =>
      section.Instructor ? instructorName(section.Instructor) : t('addDrop:instructorTba'),
    credits: (count: number) => t('addDrop:credits', { count }),
  };
  return {
    ...words,
    /** A section as the weekly timetable draws it; `fresh` for one the cart would add. */
    timetableItem: (section: TimetableSection, fresh: boolean): TimetableItem => ({
      key: String(section.SectionId),
      course: section.CourseCode,
      heading: `${section.CourseCode} · ${words.kind(section)}`,
      title: words.title(section),
      detail: `${t('addDrop:section', { section: section.SectionNo })} · ${words.instructor(section)}`,
      meetings: section.SectionSchedule,
      fresh,
    }),
  };
}
