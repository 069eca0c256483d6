import type { Currency } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useUniversityTime } from '../../lib/university-instant';
import { formatPiastres } from './money';

/** Money and instants in the active language, instants on the university's clock. */
export function useFinanceFormat() {
  const { i18n } = useTranslation();
  const instant = useUniversityTime();
  return {
    money: (piastres: number, currency: Currency = 'EGP') =>
      formatPiastres(piastres, currency, i18n.language),
    instant: (at: string) => instant(at, 'dateTime'),
    /** The student's name in the reader's script. */
    name: (row: { StudentNameEn: string; StudentNameAr: string }) =>
      i18n.language.startsWith('ar') ? row.StudentNameAr : row.StudentNameEn,
  };
}
