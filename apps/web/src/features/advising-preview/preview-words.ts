import type { AdvisingSection, TimetableSection } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { TimetableItem } from '../../components/week-timetable/timetable-layout';
import { currentLanguage } from '../../lib/i18n';
import { useInstructorName } from '../../lib/instructor-name';
import { PREVIEW_NAMESPACE } from './translations';

type SectionLike = Pick<AdvisingSection, 'Kind' | 'SectionNo' | 'Instructor'>;

/** Sections and courses in the reader's words, and as the weekly timetable draws them. */
export function usePreviewWords() {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const instructorName = useInstructorName();
  const title = (course: { TitleEn: string; TitleAr: string }) => (arabic ? course.TitleAr : course.TitleEn);
  const name = (named: { NameEn: string; NameAr: string }) => (arabic ? named.NameAr : named.NameEn);
  const kind = (section: SectionLike) => t(`advisingPreview:kind.${section.Kind}`);
  const sectionNo = (section: SectionLike) => t('advisingPreview:section', { section: section.SectionNo });
  const instructor = (section: SectionLike) =>
    section.Instructor ? instructorName(section.Instructor) : t('advisingPreview:instructorTba');
  const item = (
    section: SectionLike & {
      SectionId: number;
      CourseCode: string;
      SectionSchedule: TimetableSection['SectionSchedule'];
    },
    courseTitle: string,
    fresh: boolean,
  ): TimetableItem => ({
    key: String(section.SectionId),
    course: section.CourseCode,
    heading: `${section.CourseCode} · ${kind(section)}`,
    title: courseTitle,
    detail: `${sectionNo(section)} · ${instructor(section)}`,
    meetings: section.SectionSchedule,
    fresh,
  });
  return { title, name, kind, sectionNo, instructor, item };
}
