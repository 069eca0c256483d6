import { describe, expect, it } from 'vitest';
import { clockLabel, countdownLabel, dayName, timeUntil, universityNow, weekOrder } from './university-time';

describe('university time', () => {
  it("reads the university's clock in its own zone, whatever the device's, across Egypt's summer time", () => {
    expect(universityNow('Africa/Cairo', new Date('2026-11-21T07:15:00Z'))).toEqual({
      day: 6,
      minutes: 9 * 60 + 15,
      date: '2026-11-21',
    });
    expect(universityNow('Africa/Cairo', new Date('2026-07-02T21:30:00Z'))).toEqual({
      day: 5,
      minutes: 30,
      date: '2026-07-03',
    });
  });

  it('orders the week from Saturday and names days and times in both languages', () => {
    expect(weekOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(dayName(6, 'en')).toBe('Saturday');
    expect(dayName(6, 'ar')).toBe('السبت');
    expect(clockLabel('13:45', 'en')).toBe('1:45 PM');
    expect(clockLabel('08:30', 'ar')).toMatch(/(8:30|٨:٣٠) ص/);
  });

  it('counts down in days, hours and minutes, never below zero', () => {
    const now = Date.parse('2026-12-01T08:00:00Z');
    expect(timeUntil('2026-12-03T11:30:00Z', now)).toEqual({ days: 2, hours: 3, minutes: 30 });
    expect(timeUntil('2026-11-30T11:30:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(countdownLabel({ days: 2, hours: 3, minutes: 30 }, 'en')).toBe('2 days and 3 hours');
    expect(countdownLabel({ days: 0, hours: 1, minutes: 5 }, 'en')).toBe('1 hour and 5 minutes');
    expect(countdownLabel({ days: 2, hours: 0, minutes: 0 }, 'ar')).toMatch(/يوم/);
  });
});
