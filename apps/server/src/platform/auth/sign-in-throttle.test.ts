import { describe, expect, it } from 'vitest';
import { memoryFailureStore } from './failure-store.js';
import { delayAfter, signInThrottle, type ThrottleSettings } from './sign-in-throttle.js';

const SETTINGS: ThrottleSettings = {
  freeFailures: { 'account-address': 3, account: 10, address: 20 },
  maxDelayMs: 900_000,
  memoryMs: 3_600_000,
};
const silent = { warn: () => undefined };

function throttleAt(start: number) {
  const clock = { now: start };
  const throttle = signInThrottle(memoryFailureStore(), SETTINGS, silent, () => clock.now);
  return { throttle, clock };
}

describe('sign-in throttle', () => {
  it('doubles the delay after the free failures, up to the cap', () => {
    expect([3, 4, 5, 6, 13, 14, 40].map((failures) => delayAfter(failures, 3, 900_000))).toEqual([
      0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });

  it("slows one address's guesses at an account without slowing the account from another address", async () => {
    const { throttle, clock } = throttleAt(1_000_000);
    const attacker = { account: 'amal@test.edu.eg', address: '203.0.113.1' };
    for (let n = 0; n < 3; n += 1) await throttle.failed(attacker);
    expect(await throttle.check(attacker)).toEqual({ throttled: false });
    expect(await throttle.failed(attacker)).toEqual([{ counter: 'account-address', failures: 4 }]);
    expect(await throttle.check(attacker)).toEqual({ throttled: true, retryAfterSeconds: 1 });
    expect(await throttle.check({ ...attacker, address: '198.51.100.2' })).toEqual({ throttled: false });
    clock.now += 1000;
    expect(await throttle.check(attacker)).toEqual({ throttled: false });
  });

  it('slows an account guessed from many addresses, and forgets it after the memory', async () => {
    const { throttle, clock } = throttleAt(1_000_000);
    const from = (n: number) => ({ account: 'omar@test.edu.eg', address: `192.0.2.${String(n)}` });
    for (let n = 0; n < 10; n += 1) await throttle.failed(from(n));
    expect(await throttle.failed(from(10))).toEqual([{ counter: 'account', failures: 11 }]);
    expect(await throttle.check(from(99))).toEqual({ throttled: true, retryAfterSeconds: 1 });
    clock.now += 1000;
    await throttle.failed(from(11));
    expect(await throttle.check(from(99))).toEqual({ throttled: true, retryAfterSeconds: 2 });
    clock.now += SETTINGS.memoryMs;
    expect(await throttle.check(from(99))).toEqual({ throttled: false });
  });

  it("clears only the account's own counter at that address when the right password is given", async () => {
    const { throttle } = throttleAt(1_000_000);
    const student = { account: 'sara@test.edu.eg', address: '203.0.113.9' };
    for (let n = 0; n < 3; n += 1) await throttle.failed(student);
    await throttle.succeeded(student);
    for (let n = 0; n < 3; n += 1) await throttle.failed(student);
    expect(await throttle.check(student)).toEqual({ throttled: false });
  });

  it('counts an attempt naming no account against its address only', async () => {
    const { throttle } = throttleAt(1_000_000);
    const blank = { account: '', address: '203.0.113.50' };
    for (let n = 0; n < 20; n += 1) await throttle.failed(blank);
    expect(await throttle.failed(blank)).toEqual([{ counter: 'address', failures: 21 }]);
    expect(await throttle.check({ account: 'any@test.edu.eg', address: '203.0.113.50' })).toEqual({
      throttled: true,
      retryAfterSeconds: 1,
    });
  });
});
