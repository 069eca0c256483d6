import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-ranges.js';
import { checkEndpoint, type EndpointPolicy } from './endpoint-guard.js';

const ALLOWED = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

/** A policy whose DNS answers come from the table (a name missing from it does not resolve). */
function policy(answers: Record<string, string[]>, testOrigin?: string): EndpointPolicy {
  return {
    allowedHosts: ALLOWED,
    resolve: (host) => {
      const found = answers[host];
      return found ? Promise.resolve(found) : Promise.reject(new Error(`ENOTFOUND ${host}`));
    },
    ...(testOrigin ? { testOrigin } : {}),
  };
}

const PUBLIC = { 'fcm.googleapis.com': ['142.250.180.10', '2a00:1450:4006:80b::200a'] };

describe('push endpoint rules (SSRF)', () => {
  it('accepts an https endpoint of a known push service that resolves to public addresses only', async () => {
    const verdict = await checkEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', policy(PUBLIC));
    expect(verdict).toMatchObject({ ok: true, isTestDouble: false });
    const windows = await checkEndpoint(
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      policy({ 'wns2-by3p.notify.windows.com': ['20.42.65.92'] }),
    );
    expect(windows.ok).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x', 'https'],
    ['another scheme', 'file:///etc/passwd', 'https'],
    ['not a URL', 'fcm.googleapis.com/x', 'not a URL'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x', 'credentials'],
    ['another port', 'https://fcm.googleapis.com:8443/x', 'default https port'],
    ['an IPv4 literal', 'https://142.250.180.10/x', 'IP address'],
    ['a loopback IPv4 literal', 'https://127.0.0.1/x', 'IP address'],
    ['a decimal IPv4 literal', 'https://2130706433/x', 'IP address'],
    ['a hexadecimal IPv4 literal', 'https://0x7f.0.0.1/x', 'IP address'],
    ['an IPv6 literal', 'https://[::1]/x', 'IP address'],
    ['the metadata service', 'https://169.254.169.254/latest/meta-data', 'IP address'],
    ['a host not on the list', 'https://evil.example.com/x', 'not a known push service'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x', 'not a known push service'],
    ['the bare wildcard domain', 'https://notify.windows.com/x', 'not a known push service'],
    ['a trailing-dot host', 'https://fcm.googleapis.com./x', 'not a known push service'],
    ['localhost', 'https://localhost/x', 'not a known push service'],
  ])('refuses %s', async (_name, endpoint, reason) => {
    const verdict = await checkEndpoint(endpoint, policy(PUBLIC));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain(reason);
  });

  it('refuses an overlong endpoint', async () => {
    const verdict = await checkEndpoint(`https://fcm.googleapis.com/${'a'.repeat(2100)}`, policy(PUBLIC));
    expect(verdict).toMatchObject({ ok: false, reason: 'the endpoint is too long' });
  });

  it.each([
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.5'],
    ['private 192.168/16', '192.168.1.1'],
    ['loopback', '127.0.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local', 'fd12:3456::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, hexadecimal', '::ffff:a00:1'],
    ['multicast', '224.0.0.1'],
  ])('refuses an allowed host that resolves to a %s address', async (_name, address) => {
    const verdict = await checkEndpoint(
      'https://fcm.googleapis.com/fcm/send/x',
      policy({ 'fcm.googleapis.com': [address] }),
    );
    expect(verdict).toMatchObject({ ok: false });
    if (!verdict.ok) expect(verdict.reason).toContain('non-public address');
  });

  it('refuses a host with one private answer among public ones', async () => {
    const verdict = await checkEndpoint(
      'https://fcm.googleapis.com/fcm/send/x',
      policy({ 'fcm.googleapis.com': ['142.250.180.10', '10.0.0.7'] }),
    );
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toContain('10.0.0.7');
  });

  it('calls a host that does not resolve a temporary refusal', async () => {
    const verdict = await checkEndpoint('https://web.push.apple.com/x', policy({}));
    expect(verdict).toMatchObject({ ok: false, temporary: true });
  });

  it('lets the test double through only when its origin is configured', async () => {
    const double = 'https://localhost:8443/push/abc';
    expect((await checkEndpoint(double, policy({}))).ok).toBe(false);
    expect(await checkEndpoint(double, policy({}, 'https://localhost:8443'))).toMatchObject({
      ok: true,
      isTestDouble: true,
    });
    expect(
      (await checkEndpoint('https://localhost:9999/push/abc', policy({}, 'https://localhost:8443'))).ok,
    ).toBe(false);
  });
});

describe('isPublicAddress', () => {
  it('knows public addresses of both families', () => {
    for (const address of ['142.250.180.10', '8.8.8.8', '2a00:1450:4006:80b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('fcm.googleapis.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
