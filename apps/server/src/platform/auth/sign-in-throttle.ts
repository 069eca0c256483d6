import type { FastifyBaseLogger } from 'fastify';
import type { FailureRecord, FailureStore } from './failure-store.js';

/**
 * What failed sign-ins are counted by: one account from one address (the attacker's own guesses, and a
 * student's typos), one account from anywhere (guessing spread over many addresses), and one address
 * whatever the account (one address trying many accounts).
 */
export type ThrottleCounter = 'account-address' | 'account' | 'address';

export interface ThrottleSettings {
  /** Failures each counter allows before every further one makes the next attempt wait. */
  freeFailures: Record<ThrottleCounter, number>;
  maxDelayMs: number;
  /** A counter is forgotten this long after its last failure. */
  memoryMs: number;
}

/** One attempt: the account it names (lower-case; empty when it names none) and the caller's address. */
export interface SignInAttempt {
  account: string;
  address: string;
}

export type ThrottleAnswer = { throttled: false } | { throttled: true; retryAfterSeconds: number };

/** A counter that has just begun to delay attempts (the moment staff are told, once per run of failures). */
export interface ThrottlingBegun {
  counter: ThrottleCounter;
  failures: number;
}

export interface SignInThrottle {
  /** Asked before the password is checked: while a delay runs, the password is not looked at. */
  check(attempt: SignInAttempt): Promise<ThrottleAnswer>;
  failed(attempt: SignInAttempt): Promise<ThrottlingBegun[]>;
  /** The right password clears its own account-and-address counter; the others keep counting. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

/** After the free failures: 1 s, 2 s, 4 s… doubling with every further failure, up to the cap. */
export function delayAfter(failures: number, free: number, maxDelayMs: number): number {
  if (failures <= free) return 0;
  return Math.min(maxDelayMs, 1000 * 2 ** (failures - free - 1));
}

function keysOf(attempt: SignInAttempt): { counter: ThrottleCounter; key: string }[] {
  const address = { counter: 'address' as const, key: `address:${attempt.address}` };
  if (!attempt.account) return [address];
  return [
    { counter: 'account-address', key: `account-address:${attempt.account}|${attempt.address}` },
    { counter: 'account', key: `account:${attempt.account}` },
    address,
  ];
}

/**
 * Growing delays instead of a lock (OWASP Authentication Cheat Sheet, NIST SP 800-63B §5.2.2): nobody can
 * shut an account or an address out by failing on purpose; guessing only gets slower. An unreachable
 * store lets sign-ins through, as the other rate limits do, rather than taking sign-in down.
 */
export function signInThrottle(
  store: FailureStore,
  settings: ThrottleSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = () => Date.now(),
): SignInThrottle {
  const waitMs = (counter: ThrottleCounter, record: FailureRecord | undefined, at: number) =>
    record
      ? record.lastAt + delayAfter(record.count, settings.freeFailures[counter], settings.maxDelayMs) - at
      : 0;
  const unreachable = (error: unknown) => {
    log.warn({ err: error }, 'sign-in throttle store unreachable');
  };
  return {
    async check(attempt) {
      const at = now();
      const keys = keysOf(attempt);
      const records = await store
        .read(
          keys.map(({ key }) => key),
          at,
        )
        .catch((error: unknown) => {
          unreachable(error);
          return [];
        });
      const longest = Math.max(0, ...keys.map(({ counter }, n) => waitMs(counter, records[n], at)));
      if (longest <= 0) return { throttled: false };
      return { throttled: true, retryAfterSeconds: Math.ceil(longest / 1000) };
    },
    async failed(attempt) {
      const at = now();
      try {
        const counted = await Promise.all(
          keysOf(attempt).map(async ({ counter, key }) => ({
            counter,
            failures: (await store.add(key, at, settings.memoryMs)).count,
          })),
        );
        return counted.filter(({ counter, failures }) => failures === settings.freeFailures[counter] + 1);
      } catch (error) {
        unreachable(error);
        return [];
      }
    },
    async succeeded(attempt) {
      if (!attempt.account) return;
      await store.clear(`account-address:${attempt.account}|${attempt.address}`).catch(unreachable);
    },
  };
}
