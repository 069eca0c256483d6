import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('makes one formatter per language and options and hands the same one out again', () => {
    const first = dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('ar', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(numberFormat('en')).toBe(numberFormat('en'));
  });

  it('formats as the Intl constructor with the same arguments would', () => {
    const instant = Date.UTC(2026, 10, 26, 9, 30);
    expect(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(instant)).toBe(
      'Thursday, November 26, 2026',
    );
    expect(numberFormat('ar-EG').format(1234)).toBe('١٬٢٣٤');
    expect(numberFormat('en', { minimumFractionDigits: 2 }).format(3)).toBe('3.00');
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('keeps formatters of different kinds apart under the same language and options', () => {
    expect(numberFormat('en', {})).not.toBe(dateTimeFormat('en', {}));
  });
});
