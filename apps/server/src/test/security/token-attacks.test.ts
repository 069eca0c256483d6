import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildAuditedApp, type AuditedApp } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { tokenAttackProblems } from './token-attacks.js';

describe('token attacks on every authenticated route', () => {
  let subject: AuditedApp;
  let cast: Cast;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    cast = await buildCast(subject.app, subject.database.handle.db);
  });
  afterAll(() => subject.close());

  it('refuses no token, malformed, alg none, HS256/public key, foreign key, expired, not yet valid, wrong issuer, wrong audience and revoked tokens with a 401 envelope', async () => {
    const authenticated = apiRoutes(subject.routes).filter((route) => route.access?.kind !== 'public');
    expect(authenticated.length).toBeGreaterThan(5);
    expect(await tokenAttackProblems(subject, cast)).toEqual([]);
  });
});
