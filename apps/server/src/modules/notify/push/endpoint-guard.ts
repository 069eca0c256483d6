import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-ranges.js';

/** Resolves a host name to every address it has (tests pass their own answers). */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface EndpointPolicy {
  /** Push service hosts; `*.example.com` matches any name under example.com (not example.com itself). */
  allowedHosts: readonly string[];
  /** Tests only (PUSH_TEST_ORIGIN): the push double's origin, exempt from the host and address rules. */
  testOrigin?: string;
  resolve: Resolver;
}

export type EndpointVerdict =
  { ok: true; url: URL; isTestDouble: boolean } | { ok: false; reason: string; temporary?: boolean };

export const MAX_ENDPOINT_LENGTH = 2048;

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/**
 * The checks that need no network: an https URL without credentials, on the default port, whose host is
 * a name (never an IP literal) on the push services' allow-list. Run at registration and before each send.
 */
export function checkEndpointUrl(endpoint: string, policy: EndpointPolicy): EndpointVerdict {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return { ok: false, reason: 'the endpoint is too long' };
  if (!URL.canParse(endpoint)) return { ok: false, reason: 'the endpoint is not a URL' };
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return { ok: false, reason: 'the endpoint must use https' };
  if (url.username || url.password) return { ok: false, reason: 'the endpoint must not carry credentials' };
  if (policy.testOrigin !== undefined && url.origin === policy.testOrigin) {
    return { ok: true, url, isTestDouble: true };
  }
  if (url.port !== '') return { ok: false, reason: 'the endpoint must use the default https port' };
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) {
    return { ok: false, reason: 'the endpoint must name a push service, not an IP address' };
  }
  if (host.endsWith('.') || !hostAllowed(host, policy.allowedHosts)) {
    return { ok: false, reason: `${host} is not a known push service` };
  }
  return { ok: true, url, isTestDouble: false };
}

/** The outcome of resolving a push host: every address it has, or why it may not be called. */
export type ResolvedHost =
  { ok: true; addresses: string[] } | { ok: false; reason: string; temporary?: boolean };

/**
 * Every address the host resolves to must be public: one private answer is enough to refuse (a name that
 * resolves to both would let the connection pick the private one). A failed look-up is temporary.
 */
export async function resolvePublicHost(host: string, resolve: Resolver): Promise<ResolvedHost> {
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, reason: `${host} could not be resolved`, temporary: true };
  }
  if (addresses.length === 0) return { ok: false, reason: `${host} has no address`, temporary: true };
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) {
    return { ok: false, reason: `${host} resolves to a non-public address (${blocked})` };
  }
  return { ok: true, addresses };
}

/** Registration's full check: the URL rules, then the host's current addresses. */
export async function checkEndpoint(endpoint: string, policy: EndpointPolicy): Promise<EndpointVerdict> {
  const verdict = checkEndpointUrl(endpoint, policy);
  if (!verdict.ok || verdict.isTestDouble) return verdict;
  const resolved = await resolvePublicHost(verdict.url.hostname, policy.resolve);
  return resolved.ok ? verdict : resolved;
}
