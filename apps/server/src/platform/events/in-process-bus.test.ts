import { describe, expect, it } from 'vitest';
import { inProcessBus } from './in-process-bus.js';

describe('the in-process event bus', () => {
  it('delivers to the listeners of a topic only, until they stop listening', async () => {
    const errors: unknown[] = [];
    const bus = inProcessBus((error) => errors.push(error));
    const heard: unknown[] = [];
    const stop = bus.subscribe('a', (payload) => heard.push(payload));
    bus.subscribe('b', () => heard.push('wrong topic'));
    await bus.publish('a', { n: 1 });
    stop();
    await bus.publish('a', { n: 2 });
    expect(heard).toEqual([{ n: 1 }]);
    expect(errors).toEqual([]);
  });

  it('keeps delivering when one listener throws, and reports the error instead of throwing', async () => {
    const errors: unknown[] = [];
    const bus = inProcessBus((error) => errors.push(error));
    const heard: unknown[] = [];
    bus.subscribe('a', () => {
      throw new Error('broken listener');
    });
    bus.subscribe('a', (payload) => heard.push(payload));
    await expect(bus.publish('a', 'hello')).resolves.toBeUndefined();
    expect(heard).toEqual(['hello']);
    expect(errors).toHaveLength(1);
  });
});
