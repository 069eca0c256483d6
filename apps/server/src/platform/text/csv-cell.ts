/** Characters a spreadsheet reads as the start of a formula: such a cell is prefixed with ' (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled; formulas defused. Every
 * CSV the portal hands out (finance's payments, the international office's nominations) writes its cells so.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
