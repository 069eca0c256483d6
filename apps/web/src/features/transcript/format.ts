import { numberFormat } from '../../lib/intl-formats';

/** A GPA with its two decimals (3.00, not 3), in the reader's digits; a dash while nothing is graded. */
export function formatGpa(gpa: number | null, language: string, none: string): string {
  if (gpa === null) return none;
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(gpa);
}

/** Grade points with one decimal (3.3, 4.0). */
export function formatPoints(points: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(points);
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** The English or Arabic name of anything that has both. */
export function localName(item: { NameEn: string; NameAr: string }, arabic: boolean): string {
  return arabic ? item.NameAr : item.NameEn;
}

export function localTitle(item: { TitleEn: string; TitleAr: string }, arabic: boolean): string {
  return arabic ? item.TitleAr : item.TitleEn;
}
