import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let subject: TestApp | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
});

/** A failed staff sign-in, forwarded by a proxy for the student's real address; returns the audited address. */
async function auditedAddress(environment: Record<string, string>): Promise<string | null> {
  subject = await buildTestApp(environment);
  await subject.app.inject({
    method: 'POST',
    url: '/api/account/AdminLogin',
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': '198.51.100.7' },
    payload: { userName: 'nobody@test.edu.eg', Pass: 'wrong-password' },
  });
  const rows = await subject.database.handle.query<{ address: string | null }>(
    'select address from audit_log order by id desc limit 1',
  );
  return rows[0]?.address ?? null;
}

describe('TRUST_PROXY', () => {
  it('by default ignores X-Forwarded-For, which any caller can write', async () => {
    expect(await auditedAddress({})).toBe('10.0.0.5');
  });

  it('behind a named proxy, takes the client address the proxy forwarded', async () => {
    expect(await auditedAddress({ TRUST_PROXY: '10.0.0.0/8' })).toBe('198.51.100.7');
  });

  it('does not believe the header from an address that is not a named proxy', async () => {
    expect(await auditedAddress({ TRUST_PROXY: '192.0.2.1' })).toBe('10.0.0.5');
  });
});
