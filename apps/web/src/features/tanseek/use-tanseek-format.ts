import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

/** Names, numbers, GPAs and instants in the language on screen, instants on the university's clock. */
export function useTanseekFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = currentLanguage(i18n);
  return {
    named: (row: { NameEn: string; NameAr: string }) => (language === 'ar' ? row.NameAr : row.NameEn),
    number: (value: number) => numberFormat(language).format(value),
    gpa: (value: number) =>
      numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    dateTime: (at: string) => instant(at, 'dateTime'),
  };
}
