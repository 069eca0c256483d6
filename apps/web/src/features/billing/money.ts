import type { Currency } from '@portal/contract';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

/**
 * An amount of piastres as money in the reader's language ('EGP 1,234.50', '‏١٬٢٣٤٫٥٠ ج.م.‏'). Amounts are
 * summed as integers by the server; dividing here is for display only, and every integer of piastres below
 * 2^53 divided by 100 rounds back to its exact two decimals.
 */
export function formatPiastres(piastres: number, currency: Currency, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

/**
 * A calendar day of the university (YYYY-MM-DD) such as a due date. Read at UTC midnight and shown in UTC,
 * so no time zone can move it to the day before.
 */
export function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
