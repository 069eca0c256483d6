import { describe, expect, it } from 'vitest';
import { formatGpa, formatPoints, localName, localTitle } from './format';

describe('transcript formatting', () => {
  it('shows a GPA with two decimals, a dash while nothing is graded', () => {
    expect(formatGpa(3, 'en', '—')).toBe('3.00');
    expect(formatGpa(2.98, 'en', '—')).toBe('2.98');
    expect(formatGpa(null, 'en', '—')).toBe('—');
  });

  it('shows grade points with one decimal', () => {
    expect(formatPoints(4, 'en')).toBe('4.0');
    expect(formatPoints(3.3, 'en')).toBe('3.3');
  });

  it('picks the Arabic or English name', () => {
    const term = { NameEn: 'Fall 2026', NameAr: 'فصل الخريف 2026' };
    expect(localName(term, true)).toBe('فصل الخريف 2026');
    expect(localName(term, false)).toBe('Fall 2026');
    expect(localTitle({ TitleEn: 'Calculus I', TitleAr: 'التفاضل 1' }, false)).toBe('Calculus I');
  });
});
