import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { startEmbeddedProviderApp, type EmbeddedProviderApp } from '../../test/oidc-embedded.js';
import { signInWithPassword } from '../../test/oidc-flow.js';
import { auditLog } from '../audit/schema.js';

const DEMO_PASSWORD = 'Portal@2026';

describe("embedded identity provider: the sign-in form's growing delays", () => {
  let running: EmbeddedProviderApp;
  beforeAll(async () => {
    // Lower than the default (100) to keep the test short, still above the 50 failures it makes.
    running = await startEmbeddedProviderApp({ DEMO_PASSWORD, SIGN_IN_FREE_FAILURES_PER_ACCOUNT: '60' });
  });
  afterAll(() => running.subject.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The real browser flow, over HTTP from 127.0.0.1. */
  const signIn = (email: string, password: string) =>
    signInWithPassword({
      issuer: running.issuer,
      clientId: 'student-portal',
      redirectUri: running.redirectUri,
      email,
      password,
    });

  /** A failed form post from another address: every answer but signing in counts as a failure. */
  const post = (email: string, remoteAddress: string) =>
    running.subject.app.inject({
      method: 'POST',
      url: `/idp/interaction/${randomUUID()}/login`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'a wrong guess' }).toString(),
    });

  /** Fails once, waiting out on the test clock any delay that runs: every attempt is a real one. */
  async function failPatiently(email: string, remoteAddress: string) {
    let response = await post(email, remoteAddress);
    while (response.statusCode === 429) {
      vi.advanceTimersByTime(Number(response.headers['retry-after']) * 1000);
      response = await post(email, remoteAddress);
    }
    expect(response.statusCode).toBeLessThan(429);
  }

  const throttledEntries = (email: string) =>
    running.subject.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-throttled'), eq(auditLog.actorLabel, email)));

  it("lets the student sign in from their own address after an attacker's 50 failures from another", async () => {
    const student = await buildStudent(running.subject.database.handle.db);
    for (let n = 0; n < 50; n += 1) await failPatiently(student.email, '203.0.113.66');
    // It keeps going without waiting: refused before any password is checked, and not counted.
    for (let n = 0; n < 10; n += 1) await post(student.email, '203.0.113.66');
    const attacker = await post(student.email, '203.0.113.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.body).toContain('Too many sign-in attempts');

    const tokens = await signIn(student.email, DEMO_PASSWORD);
    expect(tokens.idToken).not.toBe('');
    expect((await throttledEntries(student.email)).map((entry) => entry.details)).toEqual([
      { counter: 'account-address', failures: 6 },
    ]);
  });

  it('slows an account guessed from many addresses, and refuses the right password while a delay runs', async () => {
    const student = await buildStudent(running.subject.database.handle.db);
    for (let n = 0; n < 61; n += 1) await failPatiently(student.email, `198.51.100.${String(n)}`);
    const delays: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const during = await post(student.email, `192.0.2.${String(n)}`);
      expect(during.statusCode).toBe(429);
      delays.push(String(during.headers['retry-after']));
      await expect(signIn(student.email, DEMO_PASSWORD)).rejects.toThrow(/HTTP 429/);
      await failPatiently(student.email, `192.0.2.${String(n + 10)}`);
    }
    expect(delays).toEqual(['1', '2', '4']);
    expect((await throttledEntries(student.email)).map((entry) => entry.details)).toEqual([
      { counter: 'account', failures: 61 },
    ]);

    vi.advanceTimersByTime(8000);
    expect((await signIn(student.email, DEMO_PASSWORD)).idToken).not.toBe('');
  });
});
