import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { auditLog } from './schema.js';
import { recordAudit } from './service.js';

describe('recordAudit', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({}, (app) => {
      // The text arrives as a sign-in form's user name would after decoding: NUL and a lone surrogate.
      app.post('/probe/audit', async (request) => {
        await recordAudit(app.database.db, request, {
          action: 'staff_sign_in',
          outcome: 'refused',
          actorLabel: 'someone\u0000',
          target: 'x\uD800y',
          details: { 'user\u0000Name': ['\uDFFF'] },
        });
        return { written: true };
      });
    });
  });
  afterAll(() => subject.close());

  it('writes an entry whose text PostgreSQL could not store, with replacement characters', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/probe/audit' });
    expect(response.json()).toEqual({ written: true });
    const [entry] = await subject.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff_sign_in'));
    expect(entry).toMatchObject({
      actorLabel: 'someone\uFFFD',
      target: 'x\uFFFDy',
      details: { 'user\uFFFDName': ['\uFFFD'] },
    });
  });
});
