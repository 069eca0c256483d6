import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-formats';

/** GPAs (two decimals, a dash before the first graded term) and counts in the reader's digits. */
export function useFigures() {
  const { i18n } = useTranslation();
  const gpa = numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = numberFormat(i18n.language);
  return {
    gpa: (value: number | null) => (value === null ? '—' : gpa.format(value)),
    whole: (value: number) => whole.format(value),
  };
}
