import { describe, expect, it } from 'vitest';
import {
  sharedDateFormat,
  universityDate,
  universityDayBounds,
  zonedInstant,
  zoneOffsetMinutes,
} from './clock.js';

describe('universityDayBounds', () => {
  it('starts a Cairo winter day at 22:00 UTC the evening before', () => {
    const { start, end } = universityDayBounds('2026-01-15', 'Africa/Cairo');
    expect(start.toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });

  it('starts a Cairo summer (daylight-saving) day at 21:00 UTC', () => {
    expect(universityDayBounds('2026-07-15', 'Africa/Cairo').start.toISOString()).toBe(
      '2026-07-14T21:00:00.000Z',
    );
  });

  it('makes the day on which clocks go forward 23 hours long', () => {
    // Egypt moves to summer time on the last Friday of April: 2026-04-24.
    const { start, end } = universityDayBounds('2026-04-24', 'Africa/Cairo');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('works in UTC', () => {
    expect(universityDayBounds('2026-03-01', 'UTC').start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('zonedInstant and universityDate', () => {
  it('reads a Cairo wall-clock time in winter as UTC+2 and in summer as UTC+3', () => {
    expect(zonedInstant('2026-04-23', '10:15', 'Africa/Cairo').toISOString()).toBe(
      '2026-04-23T08:15:00.000Z',
    );
    expect(zonedInstant('2026-04-25', '10:15', 'Africa/Cairo').toISOString()).toBe(
      '2026-04-25T07:15:00.000Z',
    );
    expect(zonedInstant('2026-10-29', '10:15', 'Africa/Cairo').toISOString()).toBe(
      '2026-10-29T07:15:00.000Z',
    );
    expect(zonedInstant('2026-10-31', '10:15', 'Africa/Cairo').toISOString()).toBe(
      '2026-10-31T08:15:00.000Z',
    );
  });

  it('names the local date of an instant', () => {
    expect(universityDate(new Date('2026-01-14T22:30:00Z'), 'Africa/Cairo')).toBe('2026-01-15');
    expect(universityDate(new Date('2026-01-14T21:30:00Z'), 'Africa/Cairo')).toBe('2026-01-14');
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Africa/Cairo')).toBe(180);
  });
});

describe('sharedDateFormat', () => {
  it('hands out one formatter per locale and options, in the zone asked for', () => {
    const cairo = sharedDateFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' });
    expect(sharedDateFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' })).toBe(
      cairo,
    );
    const utc = sharedDateFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', hourCycle: 'h23' });
    expect(utc).not.toBe(cairo);
    const noon = new Date('2026-01-15T12:00:00Z');
    expect(cairo.format(noon)).toBe('14');
    expect(utc.format(noon)).toBe('12');
  });
});
