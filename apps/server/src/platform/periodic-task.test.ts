import { describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task.js';

/** A pass that stays in flight until released, counting its runs. */
function gatedPass() {
  let runs = 0;
  let release: () => void = () => undefined;
  const pass = () => {
    runs += 1;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return {
    pass,
    runs: () => runs,
    release: () => {
      release();
    },
  };
}

describe('PeriodicTask', () => {
  it('runs at start, again at once when woken during a pass, and never two passes at once', async () => {
    const gate = gatedPass();
    const task = new PeriodicTask({ intervalMs: 60_000, pass: gate.pass, onError: () => undefined });
    task.start();
    await vi.waitFor(() => {
      expect(gate.runs()).toBe(1);
    });
    task.wake();
    task.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.runs()).toBe(1);
    gate.release();
    await vi.waitFor(() => {
      expect(gate.runs()).toBe(2);
    });
    gate.release();
    // Woken twice during one pass: one more pass, then the interval (a minute) before the next.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.runs()).toBe(2);
    task.wake();
    await vi.waitFor(() => {
      expect(gate.runs()).toBe(3);
    });
    const stopped = task.stop();
    gate.release();
    await stopped;
    task.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.runs()).toBe(3);
  });

  it('reports a pass that throws and keeps its schedule', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const task = new PeriodicTask({
      intervalMs: 10,
      pass: () => {
        runs += 1;
        return Promise.reject(new Error(`pass ${String(runs)}`));
      },
      onError: (error) => errors.push(error),
    });
    task.start();
    await vi.waitFor(() => {
      expect(runs).toBeGreaterThanOrEqual(2);
    });
    await task.stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
