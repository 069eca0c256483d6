import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { useUniversityTime } from '../../lib/university-instant';

/** Course titles in the language on screen, instants on the university's clock. */
export function useCredentialFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const arabic = currentLanguage(i18n) === 'ar';
  return {
    courseTitle: (exam: { CourseTitleEn: string; CourseTitleAr: string }) =>
      arabic ? exam.CourseTitleAr : exam.CourseTitleEn,
    dateTime: (at: string) => instant(at, 'dateTime'),
  };
}
