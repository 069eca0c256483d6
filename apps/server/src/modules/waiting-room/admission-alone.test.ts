import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { AdmissionController } from './admission.js';
import type { AdmissionStore } from './store.js';
import { steerableLoad } from './test-probes.js';

const unreachable = (): Promise<never> => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
/** The shared store while Redis is away: every operation fails. */
const awayStore: AdmissionStore = {
  enter: unreachable,
  tick: unreachable,
  traffic: unreachable,
  lineNow: unreachable,
  setMode: unreachable,
  close: () => Promise.resolve(),
};

function controller() {
  const load = steerableLoad();
  const door = new AdmissionController(
    awayStore,
    load,
    {
      eventLoopDelayThresholdMs: 100,
      connectionWaitThresholdMs: 100,
      passIdleSeconds: 60,
      placeIdleSeconds: 60,
      holdSeconds: 0,
      admitPerSecond: 2,
    },
    pino({ level: 'silent' }),
  );
  return { door, load };
}

describe("the waiting room while its shared store (Redis) is away: this instance's own line", () => {
  it('lets newcomers in while this instance keeps up, and queues them when it is overloaded', async () => {
    const { door, load } = controller();
    expect(await door.enter(1)).toEqual({ admitted: true });
    load.set({ eventLoopDelayMs: 500 });
    await door.tick();
    await door.tick();
    const queued = await door.enter(2);
    expect(queued).toMatchObject({ admitted: false, position: 1 });
    const next = await door.enter(3);
    expect(next).toMatchObject({ admitted: false, position: 2 });
    // Student 1's pass is this instance's own: still good.
    expect(await door.enter(1)).toEqual({ admitted: true });
  });

  it('lets the line in at its own pace once the signals are back under, never all at once', async () => {
    const { door, load } = controller();
    load.set({ eventLoopDelayMs: 500 });
    await door.tick();
    await door.tick();
    for (let student = 1; student <= 10; student += 1) await door.enter(student);
    load.set({ eventLoopDelayMs: 0, connectionWaitMs: 0 });
    const figures = await door.tick();
    expect(figures.admittedNow).toBeGreaterThan(0);
    expect(figures.admittedNow).toBeLessThanOrEqual(2);
    expect(figures.queueLength).toBe(10 - figures.admittedNow);
  });
});
