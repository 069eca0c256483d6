import { describe, expect, it } from 'vitest';
import { localDay, piastresFromPounds } from './money';

describe('piastresFromPounds', () => {
  it('reads pounds as whole piastres without floating point', () => {
    expect(piastresFromPounds('1500')).toBe(150_000);
    expect(piastresFromPounds('1,500.5')).toBe(150_050);
    expect(piastresFromPounds(' 0.07 ')).toBe(7);
    expect(piastresFromPounds('١٥٠٠٫٥٠')).toBe(150_050);
  });

  it.each(['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12345678'])('refuses %j', (typed) => {
    expect(piastresFromPounds(typed)).toBeNull();
  });
});

describe('localDay', () => {
  it('counts back calendar days', () => {
    expect(localDay(0, new Date(2026, 2, 1, 12))).toBe('2026-03-01');
    expect(localDay(1, new Date(2026, 2, 1, 12))).toBe('2026-02-28');
  });
});
