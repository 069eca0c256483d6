const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** All of a balance in basis points: a plan's shares add up to exactly this. */
export const ALL_BASIS_POINTS = 10_000;

/**
 * A share typed in percent ("33.34", "٣٣٫٣٤", "50") as basis points, by its digits and never by floating
 * point, so 33.34 % is exactly 3,334; null for anything else (more than two decimals, a sign, over 100).
 */
export function basisPointsFromPercent(typed: string): number | null {
  const latin = typed
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replace(/[٫,]/g, '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= ALL_BASIS_POINTS ? points : null;
}

/** Basis points as the percent an officer types ("33.34"), for editing a saved plan. */
export function percentFromBasisPoints(points: number): string {
  const whole = Math.trunc(points / 100);
  const rest = points % 100;
  return rest === 0 ? String(whole) : `${String(whole)}.${String(rest).padStart(2, '0')}`;
}
