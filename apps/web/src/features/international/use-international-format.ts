import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

/** The page's formatters and the pick between a text's two languages, in the language on screen. */
export function useInternationalFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = currentLanguage(i18n);
  const arabic = language === 'ar';
  return {
    arabic,
    /** The Arabic or the English of a text the server gives in both. */
    local: (english: string, arabicText: string) => (arabic ? arabicText : english),
    /** Integer piastres as EGP, as billing shows money ('EGP 1,234.50', '١٬٢٣٤٫٥٠ ج.م.'). */
    money: (piastres: number) =>
      numberFormat(language, {
        style: 'currency',
        currency: 'EGP',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(piastres / 100),
    number: (value: number) => numberFormat(language).format(value),
    date: (at: string) => instant(at, 'date'),
    dateTime: (at: string) => instant(at, 'dateTime'),
  };
}
