import { describe, expect, it } from 'vitest';
import { pollPause, type PlaceSettings } from './place.js';

const settings = (holdSeconds: number, placeIdleSeconds = 600): PlaceSettings => ({
  passIdleSeconds: 600,
  placeIdleSeconds,
  holdSeconds,
});

describe('how long a waiting student is told to wait before asking again, without holds', () => {
  const none = settings(0);

  it('a quarter of the expected wait when the line moves slowly: seconds near the front, longer further back', () => {
    expect(pollPause(2, 2, none)).toBe(2);
    expect(pollPause(80, 2, none)).toBe(10);
    expect(pollPause(800, 2, none)).toBe(100);
  });

  it('never more often than once per position/25 seconds, however fast the line moves', () => {
    expect(pollPause(10, 100, none)).toBe(2);
    expect(pollPause(400, 100, none)).toBe(16);
    expect(pollPause(2500, 100, none)).toBe(100);
  });

  it('never longer than a quarter of the place idle time, so nobody loses a place by waiting as told', () => {
    expect(pollPause(30_000, 10, none)).toBe(150);
    expect(pollPause(30_000, 10, settings(0, 120))).toBe(30);
  });

  it('while nobody is let in (door closed, server over its signals), still by position: the line cannot flood it', () => {
    expect(pollPause(30_000, 0, none)).toBe(150);
    expect(pollPause(1000, 0, none)).toBe(40);
    expect(pollPause(20, 0, none)).toBe(2);
  });
});

describe('with the front of the line held open (20 s: the first 500 places)', () => {
  const held = settings(20);

  it('a place behind the front comes back when the line, at its present pace, reaches the front', () => {
    // 2,000 places behind the front at 100 admitted a second: 20 s, where the position alone said 80.
    expect(pollPause(2500, 100, held)).toBe(20);
    expect(pollPause(10_500, 100, held)).toBe(100);
  });

  it('a slow line still asks by position, so the polls stay bounded', () => {
    expect(pollPause(800, 2, held)).toBe(12);
    expect(pollPause(30_000, 2, held)).toBe(150);
  });

  it('while nobody is let in, by position behind the front, never longer than a quarter of the idle time', () => {
    expect(pollPause(1500, 0, held)).toBe(40);
    expect(pollPause(30_000, 0, held)).toBe(150);
  });

  it('a place at the front not held (a queued call answered) asks again in two seconds', () => {
    expect(pollPause(1, 0, held)).toBe(2);
    expect(pollPause(500, 50, held)).toBe(2);
  });
});
