import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/client.js';
import { embeddedIdpKeySet, embeddedIssuer } from '../identity-provider/service.js';
import { discoverIssuer, type TrustedIssuer } from './id-token.js';

/**
 * The one identity provider whose ID tokens the portal accepts: the configured external one (found
 * through its discovery document, retried on the next sign-in if it was unreachable), or the embedded one.
 */
export function trustedIssuer(config: Config, db: Database): () => Promise<TrustedIssuer> {
  const audience = config.OIDC_AUDIENCE ?? config.OIDC_CLIENT_ID;
  const external = config.OIDC_ISSUER;
  if (!external) {
    const embedded: TrustedIssuer = { issuer: embeddedIssuer(config), audience, keys: embeddedIdpKeySet(db) };
    return () => Promise.resolve(embedded);
  }
  let discovered: Promise<TrustedIssuer> | undefined;
  return () => {
    discovered ??= discoverIssuer(external, audience).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };
}
