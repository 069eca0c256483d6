import { describe, expect, it } from 'vitest';
import { instantLabel, type InstantStyle } from '../../lib/university-instant';
import { messageTime } from './message-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const cairo = (instant: Date, style: InstantStyle) =>
  instantLabel(instant, 'Africa/Cairo', 'en', style, 'UTC');

describe('messageTime', () => {
  it('says how long ago a recent message arrived', () => {
    expect(messageTime('2026-03-10T11:59:30Z', 'en', cairo, NOW)).toBe('now');
    expect(messageTime('2026-03-10T11:55:00Z', 'en', cairo, NOW)).toBe('5 minutes ago');
    expect(messageTime('2026-03-10T09:00:00Z', 'en', cairo, NOW)).toBe('3 hours ago');
    expect(messageTime('2026-03-09T09:00:00Z', 'en', cairo, NOW)).toBe('yesterday');
    expect(messageTime('2026-03-06T09:00:00Z', 'en', cairo, NOW)).toBe('4 days ago');
  });

  it('gives the date of an older message, and speaks Arabic in Arabic', () => {
    expect(messageTime('2026-02-01T09:00:00Z', 'en', cairo, NOW)).toBe('Feb 1, 2026');
    // 23:00 UTC on 1 February is already the 2nd on the university's calendar.
    expect(messageTime('2026-02-01T23:00:00Z', 'en', cairo, NOW)).toBe('Feb 2, 2026');
    expect(messageTime('2026-03-09T09:00:00Z', 'ar', cairo, NOW)).toBe('أمس');
  });

  it('leaves a time it cannot read as it is', () => {
    expect(messageTime('soon', 'en', cairo, NOW)).toBe('soon');
  });
});
