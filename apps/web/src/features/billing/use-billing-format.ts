import type { Currency } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../lib/university-instant';
import { formatDay, formatPiastres } from './money';

/** The page's formatters in the active language: money, calendar days, and instants on the university's clock. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  const language = i18n.language;
  return {
    money: (piastres: number, currency: Currency) => formatPiastres(piastres, currency, language),
    day: (day: string) => formatDay(day, language),
    instant: (at: string) => instant(at, 'dateTime'),
    date: (at: string) => instant(at, 'date'),
  };
}
