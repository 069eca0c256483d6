import { describe, expect, it } from 'vitest';
import { formatDay, formatPiastres } from './money';

describe('formatPiastres', () => {
  it('shows piastres as pounds with exactly two decimals in English', () => {
    expect(formatPiastres(850_050, 'EGP', 'en')).toBe('EGP\u00a08,500.50');
    expect(formatPiastres(1, 'EGP', 'en')).toBe('EGP\u00a00.01');
    expect(formatPiastres(0, 'EGP', 'en')).toBe('EGP\u00a00.00');
    expect(formatPiastres(100_000_000, 'EGP', 'en')).toBe('EGP\u00a01,000,000.00');
  });

  it('keeps amounts whose pounds have no exact binary fraction exact', () => {
    // 0.1 + 0.2 would be 0.30000000000000004 in pounds; summed as piastres it is 30.
    expect(formatPiastres(10 + 20, 'EGP', 'en')).toBe('EGP\u00a00.30');
    expect(formatPiastres(99_999_999, 'EGP', 'en')).toBe('EGP\u00a0999,999.99');
  });

  it('writes a credit with its sign', () => {
    expect(formatPiastres(-12_345, 'EGP', 'en')).toBe('-EGP\u00a0123.45');
  });

  it('uses the Arabic currency name and separators in Arabic', () => {
    const arabic = formatPiastres(850_050, 'EGP', 'ar');
    expect(arabic).toContain('ج.م.');
    expect(arabic).not.toContain('EGP');
    expect(arabic).toMatch(/(8|٨).(500|٥٠٠).(50|٥٠)/);
  });
});

describe('formatDay', () => {
  it('shows a university calendar day as that day whatever the device’s zone', () => {
    expect(formatDay('2027-02-15', 'en')).toBe('Feb 15, 2027');
    expect(formatDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
  });
});
