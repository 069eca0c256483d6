import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { resolvePublicHost, type Resolver } from './endpoint-guard.js';

/** A connection refused because the push host now resolves to a non-public address. */
export class UnsafeAddressError extends Error {
  readonly code = 'PUSH_UNSAFE_ADDRESS';
}

/**
 * The DNS look-up every push connection makes: it resolves the host, refuses if any answer is not public,
 * and hands the socket the very address it checked. Checking at registration is not enough — the name can
 * be re-pointed afterwards (DNS rebinding) — and checking in a separate look-up before connecting would
 * leave the same gap between the check and the connect.
 */
export function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    void (async () => {
      const resolved = await resolvePublicHost(hostname, resolve);
      if (!resolved.ok) {
        const error = resolved.temporary
          ? new Error(resolved.reason)
          : new UnsafeAddressError(resolved.reason);
        callback(error, '', 0);
        return;
      }
      const addresses = resolved.addresses.map((address) => ({ address, family: isIP(address) }));
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
      const [first] = usable;
      if (options.all) callback(null, usable);
      else if (first) callback(null, first.address, first.family);
      else callback(new Error(`${hostname} has no IPv${String(wanted)} address`), '', 0);
    })().catch((error: unknown) => {
      callback(error instanceof Error ? error : new Error(String(error)), '', 0);
    });
  };
}

/** Keep-alive connections to the push services, each opened through the guarded look-up. */
export function guardedAgent(resolve: Resolver): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, lookup: guardedLookup(resolve) });
}
