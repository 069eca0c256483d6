import { describe, expect, it } from 'vitest';
import { AdmissionController } from './admission.js';
import type { AdmissionStore, LineFigures } from './store.js';

/** A store whose line lets `perMinute` students in each minute: all the controller reads for a place. */
function lineAdmitting(perMinute: number): AdmissionStore {
  const figures: LineFigures = {
    admittedNow: 0,
    queueLength: 0,
    passes: 0,
    headSince: null,
    admittedLastMinute: perMinute,
    mode: 'auto',
  };
  return {
    enter: () => Promise.resolve({ admitted: false, position: 1, queueLength: 1, since: 0 }),
    tick: () => Promise.resolve(figures),
    traffic: () => Promise.resolve([]),
    setMode: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

async function controller(perMinute: number, placeIdleSeconds: number) {
  const room = new AdmissionController(
    lineAdmitting(perMinute),
    { sample: () => ({ eventLoopDelayMs: 0, connectionWaitMs: 0 }), close: () => undefined },
    {
      eventLoopDelayThresholdMs: 100,
      connectionWaitThresholdMs: 150,
      passIdleSeconds: 600,
      placeIdleSeconds,
      admitPerSecond: 20,
    },
    { warn: () => undefined } as never,
  );
  await room.tick();
  return room;
}

const pauseAt = (room: AdmissionController, position: number) =>
  room.place({ admitted: false, position, queueLength: position, since: Date.now() }).PollAfterSeconds;

describe('how long a waiting student is told to wait before asking again', () => {
  it('a quarter of the expected wait when the line moves slowly: seconds near the front, longer further back', async () => {
    const room = await controller(120, 600); // 2 admitted a second
    expect(pauseAt(room, 2)).toBe(2);
    expect(pauseAt(room, 80)).toBe(10);
    expect(pauseAt(room, 800)).toBe(100);
  });

  it('never more often than once per position/25 seconds, however fast the line moves', async () => {
    const room = await controller(6000, 600); // 100 admitted a second
    expect(pauseAt(room, 10)).toBe(2);
    expect(pauseAt(room, 400)).toBe(16);
    expect(pauseAt(room, 2500)).toBe(100);
  });

  it('never longer than a quarter of the place idle time, so nobody loses a place by waiting as told', async () => {
    expect(pauseAt(await controller(600, 600), 30_000)).toBe(150);
    expect(pauseAt(await controller(600, 120), 30_000)).toBe(30);
  });

  it('while nobody is let in (door closed, server over its signals), still by position: the line cannot flood it', async () => {
    const room = await controller(0, 600);
    expect(
      room.place({ admitted: false, position: 30_000, queueLength: 30_000, since: Date.now() })
        .ExpectedWaitSeconds,
    ).toBeNull();
    expect(pauseAt(room, 30_000)).toBe(150);
    expect(pauseAt(room, 1000)).toBe(40);
    expect(pauseAt(room, 20)).toBe(2);
  });
});
