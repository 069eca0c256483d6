import { describe, expect, it } from 'vitest';
import { ConnectionWaitMeter } from '../load/connection-wait.js';
import { SaveSlots } from './save-slots.js';

describe('SaveSlots', () => {
  it('runs in arrival order beyond its slots, and a wait for a slot reads as a connection wait', async () => {
    const meter = new ConnectionWaitMeter();
    const slots = new SaveSlots(1, meter);
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = slots.run(async () => {
      order.push('first');
      await new Promise<void>((resolve) => (release = resolve));
    });
    const second = slots.run(() => Promise.resolve(order.push('second')));
    const third = slots.run(() => Promise.resolve(order.push('third')));
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Two waits still going on: the signal sees them before they end.
    expect(meter.sample()).toBeGreaterThanOrEqual(50);
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    // The finished waits count in the next period once, then nothing is waiting.
    expect(meter.sample()).toBeGreaterThanOrEqual(50);
    expect(meter.sample()).toBe(0);
  });

  it('does not count a free slot as a wait', async () => {
    const meter = new ConnectionWaitMeter();
    await new SaveSlots(2, meter).run(() => Promise.resolve());
    expect(meter.sample()).toBe(0);
  });
});
