/* What the office types in an editor's inputs, as the contract's values and back. */

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** What the office typed in pounds ("50", "12.5", "١٢٫٥٠") as whole piastres; null for anything else. */
export function piastresOf(typed: string): number | null {
  const latin = typed
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replace(/٫/g, '.')
    .replace(/[,٬]/g, '');
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Piastres back as pounds for the input ("12.50"; "0" for free). */
export const poundsOf = (piastres: number) =>
  piastres % 100 === 0 ? String(piastres / 100) : (piastres / 100).toFixed(2);

/** An instant as a `datetime-local` value on this device's clock, and back. */
export function localInputOf(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
export const isoOf = (local: string) => (local === '' ? null : new Date(local).toISOString());

/** A number input's value: blank is null. */
export const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));
