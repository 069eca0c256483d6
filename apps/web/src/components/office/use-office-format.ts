import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

/** Names, money and instants in the active language, instants on the university's clock. */
export function useOfficeFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const arabic = i18n.language.startsWith('ar');
  return {
    arabic,
    instant: (at: string | null) => (at === null ? '—' : instant(at, 'dateTime')),
    /** The student's name in the reader's script. */
    student: (row: { StudentNameEn: string; StudentNameAr: string }) =>
      arabic ? row.StudentNameAr : row.StudentNameEn,
    /** A bilingual name (a type, a course, a label) in the reader's language. */
    named: (en: string | null, ar: string | null) => (arabic ? ar : en) ?? '',
    money: (piastres: number) =>
      numberFormat(i18n.language, { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 }).format(
        piastres / 100,
      ),
  };
}
