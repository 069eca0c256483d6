import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../components/document-upload/format-bytes';
import { currentLanguage } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

/** An amount in piastres as EGP in the reader's language ('EGP 150.00', '١٥٠٫٠٠ ج.م.'). */
export function formatFee(piastres: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

/** The page's formatters and the pick between a name's two languages, in the language on screen. */
export function useOrdersFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = currentLanguage(i18n);
  const arabic = language === 'ar';
  return {
    arabic,
    language,
    /** The Arabic or the English of a name the server gives in both. */
    local: (english: string, arabicText: string) => (arabic ? arabicText : english),
    fee: (piastres: number) => formatFee(piastres, language),
    bytes: (bytes: number) => formatBytes(bytes, language),
    number: (value: number) => numberFormat(language).format(value),
    date: (at: string) => instant(at, 'date'),
    dateTime: (at: string) => instant(at, 'dateTime'),
  };
}
