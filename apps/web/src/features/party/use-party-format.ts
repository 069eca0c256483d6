import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

/** The events pages' formatters and the pick between a text's two languages, in the language on screen. */
export function usePartyFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = currentLanguage(i18n);
  const arabic = language === 'ar';
  return {
    /** The Arabic or the English of a text the events office wrote in both. */
    local: (english: string, arabicText: string) => (arabic ? arabicText : english),
    /** Piastres as EGP ('EGP 350.00', '٣٥٠٫٠٠ ج.م.'); divided for display only. */
    money: (piastres: number, currency: string) =>
      numberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(piastres / 100),
    number: (value: number) => numberFormat(language).format(value),
    dateTime: (at: string) => instant(at, 'fullDateTime'),
    shortDateTime: (at: string) => instant(at, 'dateTime'),
  };
}
