// The embedded OpenID Connect provider: what app.ts registers and what the account module verifies with.
export { embeddedIssuer, embeddedRedirectUris, IDP_PATH, identityProviderPlugin } from './plugin.js';
export type { IdentityProviderOptions } from './plugin.js';
export { embeddedIdpKeySet, IDP_ALGORITHM } from './keys.js';
export { idpRecords } from './schema.js';
