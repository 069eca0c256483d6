import { describe, expect, it } from 'vitest';
import { AdmissionController } from './admission.js';
import type { AdmissionStore, LineFigures } from './store.js';
import { steerableLoad } from './test-probes.js';

const STEP = 20;

/** A line long enough never to run out: each tick lets in exactly the budget the controller gives. */
function longLine() {
  const admittedPerTick: number[] = [];
  const figures = (admittedNow: number): LineFigures => ({
    admittedNow,
    queueLength: 100_000,
    passes: 0,
    headSince: 0,
    admittedLastMinute: 0,
    admittedLastTenSeconds: 0,
    mode: 'auto',
  });
  const store: AdmissionStore = {
    enter: () => Promise.resolve({ admitted: true }),
    tick: (_now, admit) => {
      admittedPerTick.push(admit);
      return Promise.resolve(figures(admit));
    },
    traffic: () => Promise.resolve([]),
    setMode: () => Promise.resolve(),
    lineNow: () => Promise.resolve({ queueLength: 0, passes: 0, mode: 'auto' }),
    close: () => Promise.resolve(),
  };
  return { store, admittedPerTick };
}

function controllerOn(store: AdmissionStore, load: ReturnType<typeof steerableLoad>) {
  return new AdmissionController(
    store,
    load,
    {
      eventLoopDelayThresholdMs: 100,
      connectionWaitThresholdMs: 150,
      passIdleSeconds: 600,
      placeIdleSeconds: 600,
      holdSeconds: 0,
      admitPerSecond: STEP,
    },
    { warn: () => undefined } as never,
  );
}

async function ticks(room: AdmissionController, count: number) {
  for (let tick = 0; tick < count; tick++) await room.tick();
}

describe('the door after an overload', () => {
  it('reopens at nine tenths of the pace the server absorbed, not at its starting rate', async () => {
    const { store, admittedPerTick } = longLine();
    const load = steerableLoad();
    const room = controllerOn(store, load);
    await ticks(room, 20);
    // The rate grew a step a tick while the whole budget was used: the door let in ever more.
    expect(admittedPerTick.at(-1)).toBeGreaterThan(admittedPerTick[0] ?? 0);

    load.set({ connectionWaitMs: 400 });
    await ticks(room, 8);
    // Closed while over (the first reading over is not yet an overload), for as long as it lasts.
    expect(admittedPerTick.slice(-7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Measured as the overload began: the ten seconds of ticks up to the first closed one.
    const closed = admittedPerTick.indexOf(0);
    const pace =
      admittedPerTick.slice(closed - 19, closed + 1).reduce((sum, admitted) => sum + admitted) / 10;
    expect(pace).toBeGreaterThan(4 * STEP);
    expect(room.snapshot().ratePerSecond).toBe(Math.floor(pace * 0.9));

    load.set({ connectionWaitMs: 0 });
    await room.tick();
    // Half a second at the measured rate: far more than half a second at the starting step.
    expect(admittedPerTick.at(-1)).toBe(Math.floor((Math.floor(pace * 0.9) * 500) / 1000));
    expect(admittedPerTick.at(-1)).toBeGreaterThan(STEP);
  });

  it('never reopens under the starting rate, even after a line that let nobody in', async () => {
    const { store, admittedPerTick } = longLine();
    const load = steerableLoad();
    const room = controllerOn(store, load);
    load.set({ eventLoopDelayMs: 500 });
    await ticks(room, 6);
    expect(room.snapshot().ratePerSecond).toBe(STEP);
    load.set({ eventLoopDelayMs: 0 });
    await room.tick();
    expect(admittedPerTick.at(-1)).toBe(STEP / 2);
  });
});
