import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/account answers. */
export const account = {
  newLogin: {
    method: 'GET',
    path: '/api/account/NewLogin',
    host: 'portal',
    tag: 'account',
    summary: "Exchanges the identity provider's ID token for the portal's own token",
    query: 'newLoginQuery',
    response: 'portalSession',
    refusable: true,
  },
  obtainLocalAccessToken: {
    method: 'GET',
    path: '/api/account/ObtainLocalAccessToken',
    host: 'portal',
    tag: 'account',
    summary: "Exchanges the identity provider's ID token for the portal's own token",
    query: 'newLoginQuery',
    response: 'portalSession',
    refusable: true,
  },
  adminLogin: {
    method: 'GET',
    path: '/api/account/AdminLogin',
    host: 'portal',
    tag: 'account',
    summary: 'Staff sign-in with user name and password (argon2id; slowed after repeated failures)',
    query: 'adminLoginQuery',
    response: 'portalSession',
    refusable: true,
  },
  adminLoginByPost: {
    method: 'POST',
    path: '/api/account/AdminLogin',
    host: 'portal',
    tag: 'account',
    summary: 'Staff sign-in with user name and password (argon2id; slowed after repeated failures)',
    body: 'adminLoginQuery',
    response: 'portalSession',
    refusable: true,
  },
  logout: {
    method: 'POST',
    path: '/api/account/Logout',
    host: 'portal',
    tag: 'account',
    summary: 'Revokes the presented token on every instance',
    response: 'signedOut',
  },
} as const satisfies Record<string, CallEntry>;
