import { describe, expect, it } from 'vitest';
import { instantLabel } from './university-instant';

// 21:00 UTC is 23:00 in Cairo (no summer time in December).
const DEADLINE = '2026-12-08T21:00:00Z';

describe('university instants', () => {
  it("shows the university's wall-clock time and names its zone on a device elsewhere", () => {
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'dateTime', 'UTC')).toBe(
      'Dec 8, 2026, 11:00 PM Egypt Time',
    );
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'time', 'UTC')).toBe('11:00 PM Egypt Time');
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'timeSeconds', 'UTC')).toBe('11:00:00 PM Egypt Time');
  });

  it('names no zone when the device keeps the university’s, or when no time is shown', () => {
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'dateTime', 'Africa/Cairo')).toBe(
      'Dec 8, 2026, 11:00 PM',
    );
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'dateTime', 'Egypt')).toBe('Dec 8, 2026, 11:00 PM');
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'en', 'longDate', 'UTC')).toBe('December 8, 2026');
    // The date is the university's too: 23:00 UTC on the 8th is already the 9th in Cairo.
    expect(instantLabel('2026-12-08T23:00:00Z', 'Africa/Cairo', 'en', 'date', 'UTC')).toBe('Dec 9, 2026');
  });

  it('says the same in Arabic', () => {
    const label = instantLabel(DEADLINE, 'Africa/Cairo', 'ar', 'dateTime', 'UTC');
    expect(label).toMatch(/(11|١١):(00|٠٠) م/);
    expect(label).toMatch(/توقيت مصر$/);
    expect(instantLabel(DEADLINE, 'Africa/Cairo', 'ar', 'dateTime', 'Africa/Cairo')).not.toMatch(/توقيت/);
  });
});
