import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('messageTime', () => {
  it('says how long ago a recent message arrived', () => {
    expect(messageTime('2026-03-10T11:59:30Z', 'en', NOW)).toBe('now');
    expect(messageTime('2026-03-10T11:55:00Z', 'en', NOW)).toBe('5 minutes ago');
    expect(messageTime('2026-03-10T09:00:00Z', 'en', NOW)).toBe('3 hours ago');
    expect(messageTime('2026-03-09T09:00:00Z', 'en', NOW)).toBe('yesterday');
    expect(messageTime('2026-03-06T09:00:00Z', 'en', NOW)).toBe('4 days ago');
  });

  it('gives the date of an older message, and speaks Arabic in Arabic', () => {
    expect(messageTime('2026-02-01T09:00:00Z', 'en', NOW)).toBe('Feb 1, 2026');
    expect(messageTime('2026-03-09T09:00:00Z', 'ar', NOW)).toBe('أمس');
  });

  it('leaves a time it cannot read as it is', () => {
    expect(messageTime('soon', 'en', NOW)).toBe('soon');
  });
});
