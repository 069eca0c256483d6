import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuditedApp, type AuditedApp } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { methodSwitchingProblems, roleMatrixProblems } from './role-matrix.js';

describe('role matrix (function-level authorization)', () => {
  let subject: AuditedApp;
  let cast: Cast;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    cast = await buildCast(subject.app, subject.database.handle.db);
  });
  afterAll(() => subject.close());

  it('lets exactly the callers of access-matrix.ts through, for every route × caller', async () => {
    expect(await roleMatrixProblems(subject, cast)).toEqual([]);
  });

  it('answers a method a path does not register with a 404/405 envelope, never a 5xx', async () => {
    expect(await methodSwitchingProblems(subject, cast)).toEqual([]);
  });
});
