import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runInBackground } from './background-work.js';
import { registerDrain } from './drain.js';
import { PeriodicTask } from './periodic-task.js';

/** A pass that holds until released, so the test can drain while it is in hand. */
function heldPasses() {
  const started: number[] = [];
  const finished: number[] = [];
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const firstEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const pass = async () => {
    const number = started.length + 1;
    started.push(number);
    entered();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    finished.push(number);
  };
  const releaseHeld = () => {
    release();
  };
  return { started, finished, pass, firstEntered, release: releaseHeld };
}

describe('runInBackground', () => {
  it('starts with the app, takes no new work once draining, and finishes the work in hand before close', async () => {
    const app = Fastify({ logger: false });
    registerDrain(app);
    const passes = heldPasses();
    const task = new PeriodicTask({ intervalMs: 10, pass: passes.pass, onError: () => undefined });
    runInBackground(app, task);
    await app.ready();
    await passes.firstEntered;

    app.drain.begin();
    let settled = false;
    const workersDone = app.drain.settled().then(() => {
      settled = true;
    });
    task.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(passes.started).toEqual([1]);

    passes.release();
    await workersDone;
    expect(passes.finished).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes.started).toEqual([1]);
    await app.close();
  });

  it('waits on close for the work in hand when the app closes without a drain', async () => {
    const app = Fastify({ logger: false });
    registerDrain(app);
    const passes = heldPasses();
    runInBackground(app, new PeriodicTask({ intervalMs: 10, pass: passes.pass, onError: () => undefined }));
    await app.ready();
    await passes.firstEntered;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes.finished).toEqual([]);
    passes.release();
    await closed;
    expect(passes.finished).toEqual([1]);
    expect(passes.started).toEqual([1]);
  });
});
