import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { dateTimeFormat, listFormat, numberFormat } from '../../lib/intl-formats';
import { useUniversityTime } from '../../lib/university-instant';

const DAY = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/** Names, numbers, calendar days and instants in the language on screen, instants on the university's clock. */
export function useSstpFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = currentLanguage(i18n);
  return {
    named: (row: { NameEn: string; NameAr: string }) => (language === 'ar' ? row.NameAr : row.NameEn),
    number: (value: number) => numberFormat(language).format(value),
    list: (items: string[]) => listFormat(language, { type: 'unit' }).format(items),
    dateTime: (at: string) => instant(at, 'dateTime'),
    /** A calendar day (a training period's bounds): no clock, so read as the day it names everywhere. */
    day: (date: string) => dateTimeFormat(language, DAY).format(Date.parse(`${date}T00:00:00Z`)),
  };
}
