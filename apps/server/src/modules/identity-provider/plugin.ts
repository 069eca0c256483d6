import type { FastifyPluginAsync } from 'fastify';
import { publicUrl, type Config } from '../../config.js';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { universityAccounts } from './accounts.js';
import { databaseAdapter, sweepExpiredRecords } from './adapter.js';
import { interactionRoutes } from './interaction-routes.js';
import { loadIdpKeyMaterial } from './keys.js';
import { loadOidcProvider } from './load-oidc-provider.js';
import { mountProvider } from './mount.js';
import { createProvider } from './provider.js';

/** Where the embedded provider lives on the portal's own server. */
export const IDP_PATH = '/idp';
const SWEEP_INTERVAL_MS = 15 * 60_000;

export interface IdentityProviderOptions {
  config: Config;
  database: DatabaseHandle;
}

/** The issuer of the embedded provider: the `iss` of its ID tokens. */
export function embeddedIssuer(config: Config): string {
  return `${publicUrl(config)}${IDP_PATH}`;
}

/** The web app uses hash routes, so sign-in comes back to its root (or index.html) with ?code=&state=. */
export function embeddedRedirectUris(config: Config): string[] {
  return [`${publicUrl(config)}/`, `${publicUrl(config)}/index.html`];
}

/**
 * The demo university's identity provider, mounted at /idp. Register it only when no external issuer is
 * configured. Its keys, cookie keys and state live in the database, so every instance is the same provider.
 */
export const identityProviderPlugin: FastifyPluginAsync<IdentityProviderOptions> = async (
  app,
  { config, database },
) => {
  const { db } = database;
  const [keys, accounts] = await Promise.all([
    loadIdpKeyMaterial(db),
    universityAccounts(db, config.DEMO_PASSWORD),
  ]);
  const branding = { nameEn: config.UNIVERSITY_NAME_EN, nameAr: config.UNIVERSITY_NAME_AR };
  const portalUrl = `${publicUrl(config)}/`;
  const interactionPath = `${IDP_PATH}/interaction`;
  const clientName = 'Student Portal';
  const provider = await createProvider({
    issuer: embeddedIssuer(config),
    client: { clientId: config.OIDC_CLIENT_ID, clientName, redirectUris: embeddedRedirectUris(config) },
    accounts,
    adapter: databaseAdapter(db),
    signingKeys: keys.signingKeys,
    cookieKeys: keys.cookieKeys,
    interactionPath,
    branding,
    portalUrl,
    cookiePrefix: 'idp',
  });
  const { runtimeWarning } = await loadOidcProvider();
  if (runtimeWarning) app.log.warn(runtimeWarning);
  provider.on('server_error', (_ctx, error) => {
    app.log.error({ err: error }, 'identity provider error');
  });

  await app.register(interactionRoutes, {
    setup: { provider, accounts, branding, clientName, interactionPath, portalUrl },
  });
  const clientOrigins = embeddedRedirectUris(config).map((uri) => new URL(uri).origin);
  await app.register(mountProvider(provider, IDP_PATH, clientOrigins));

  // Expired rows are deleted when looked up; this catches the ones nobody looks up again.
  const sweep = setInterval(() => {
    sweepExpiredRecords(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'sweeping expired identity provider records failed');
    });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
};
