import { describe, expect, it } from 'vitest';
import { AdmissionController } from './admission.js';
import type { AdmissionStore, Entry, LineFigures } from './store.js';

const SINCE = 1_000;

/** A line whose entries and figures the test sets: the controller reads nothing else. */
function steeredLine() {
  const line = {
    entry: { admitted: false, position: 3, queueLength: 10, since: SINCE } as Entry,
    figures: {
      admittedNow: 0,
      queueLength: 10,
      passes: 0,
      headSince: SINCE - 10,
      admittedLastMinute: 60,
      admittedLastTenSeconds: 10,
      mode: 'auto',
    } as LineFigures,
    enters: 0,
  };
  const store: AdmissionStore = {
    enter: () => {
      line.enters += 1;
      return Promise.resolve(line.entry);
    },
    tick: () => Promise.resolve(line.figures),
    traffic: () => Promise.resolve([]),
    setMode: () => Promise.resolve(),
    lineNow: () => Promise.resolve({ queueLength: 0, passes: 0, mode: 'auto' }),
    close: () => Promise.resolve(),
  };
  return { line, store };
}

function controllerOn(store: AdmissionStore, holdSeconds: number) {
  return new AdmissionController(
    store,
    { sample: () => ({ eventLoopDelayMs: 0, connectionWaitMs: 0 }), close: () => undefined },
    {
      eventLoopDelayThresholdMs: 100,
      connectionWaitThresholdMs: 150,
      passIdleSeconds: 600,
      placeIdleSeconds: 600,
      holdSeconds,
      admitPerSecond: 20,
    },
    { warn: () => undefined } as never,
  );
}

/** Whether the promise has settled after the event loop has had its turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('an admission request from the front of the line, held open', () => {
  it('is answered the tick the line passes the student, admitted, and not before', async () => {
    const { line, store } = steeredLine();
    const room = controllerOn(store, 20);
    const asked = room.requestAdmission(7, true);
    await room.tick();
    expect(await settled(asked)).toBe(false);
    line.entry = { admitted: true };
    line.figures = { ...line.figures, headSince: SINCE + 5 };
    await room.tick();
    expect(await settled(asked)).toBe(true);
    expect(await asked).toMatchObject({ Admitted: true });
    expect(line.enters).toBe(2);
  });

  it('asks the line again on a tie of arrival times and holds on while still waiting', async () => {
    const { line, store } = steeredLine();
    const room = controllerOn(store, 20);
    const asked = room.requestAdmission(7, true);
    expect(await settled(asked)).toBe(false);
    line.figures = { ...line.figures, headSince: SINCE };
    await room.tick();
    expect(await settled(asked)).toBe(false);
    expect(line.enters).toBe(2);
    line.figures = { ...line.figures, headSince: null };
    line.entry = { admitted: true };
    await room.tick();
    expect(await asked).toMatchObject({ Admitted: true });
  });

  it('after the hold, answers the place with no pause, so the page asks again and is held again', async () => {
    const { store } = steeredLine();
    const room = controllerOn(store, 1);
    const started = Date.now();
    const answer = await room.requestAdmission(7, true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(answer).toMatchObject({ Admitted: false, Position: 3, PollAfterSeconds: 0 });
  });

  it('is answered at once, with the usual pause, when released for a shutdown', async () => {
    const { store } = steeredLine();
    const room = controllerOn(store, 20);
    const asked = room.requestAdmission(7, true);
    expect(await settled(asked)).toBe(false);
    room.releaseHeld();
    expect(await asked).toMatchObject({ Admitted: false, Position: 3, PollAfterSeconds: 2 });
    // Nor is a request that comes in while the server is closing.
    const late = room.requestAdmission(8, true);
    expect(await settled(late)).toBe(true);
  });

  it('is not held behind the front of the line, nor with holds off', async () => {
    const { line, store } = steeredLine();
    line.entry = { admitted: false, position: 501, queueLength: 900, since: SINCE };
    const behind = controllerOn(store, 20).requestAdmission(7, true);
    expect(await settled(behind)).toBe(true);
    expect((await behind).PollAfterSeconds).toBe(2);
    line.entry = { admitted: false, position: 1, queueLength: 900, since: SINCE };
    const off = controllerOn(store, 0).requestAdmission(7, true);
    expect(await settled(off)).toBe(true);
    expect((await off).PollAfterSeconds).toBe(2);
  });

  it('is not held when the page is entering, not waiting: it shows the line at once', async () => {
    const { store } = steeredLine();
    const entering = controllerOn(store, 20).requestAdmission(7, false);
    expect(await settled(entering)).toBe(true);
    expect(await entering).toMatchObject({ Admitted: false, Position: 3, PollAfterSeconds: 2 });
  });
});
