import type { Currency } from '@portal/contract';
import { numberFormat } from '../../lib/intl-formats';

/** Piastres as money in the reader's language; the server sums integers, dividing here is display only. */
export function formatPiastres(piastres: number, currency: Currency, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/**
 * What an officer typed in pounds ("1500", "1,500.5", "١٥٠٠٫٥٠") as whole piastres, without floating point;
 * null for anything else (more than two decimals, a sign, letters, zero).
 */
export function piastresFromPounds(typed: string): number | null {
  const latin = typed
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replace(/٫/g, '.')
    .replace(/[,٬]/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  const piastres = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return piastres > 0 ? piastres : null;
}

/** Today's date (YYYY-MM-DD) `daysAgo` days back, on this device's calendar: the filters' defaults. */
export function localDay(daysAgo = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
