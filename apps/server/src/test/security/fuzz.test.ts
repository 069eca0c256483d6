import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuditedApp, type AuditedApp } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { fuzzRoutes } from './fuzz.js';
import { sendUnstorableText } from './unstorable-text.js';

/** `npm run fuzz` sets FUZZ_CASES=100000; `npm test` runs the quick default. */
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

describe('schema fuzzing of every route that takes input', () => {
  let subject: AuditedApp;
  let cast: Cast;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    cast = await buildCast(subject.app, subject.database.handle.db);
  });
  afterAll(() => subject.close());

  it(
    `refuses ${String(CASES)} invalid and boundary requests with a 4xx envelope, no 5xx and no state change`,
    async () => {
      const report = await fuzzRoutes(subject, cast, CASES, SEED);
      console.info(
        `fuzz: ${String(report.cases)} cases over ${String(report.routes)} routes in ${String(report.durationMs)} ms, ` +
          `${String(report.serverErrors)} 5xx, ${String(report.stateChanges)} state changes (seed ${String(SEED)})`,
      );
      expect(report.problems).toEqual([]);
      expect(report.serverErrors).toBe(0);
      expect(report.stateChanges).toBe(0);
      expect(report.cases).toBeGreaterThanOrEqual(CASES);
    },
    // 40 ms a case: about 10 ms each on a quiet 2-core machine, the rest room for a second test worker.
    Math.max(120_000, CASES * 40),
  );

  it('refuses text the database cannot store in every string field with a 422 naming it, changing nothing', async () => {
    const report = await sendUnstorableText(subject, cast);
    console.info(
      `unstorable text: ${String(report.cases)} cases over ${String(report.fields)} fields of ${String(report.routes)} routes, ` +
        `${String(report.serverErrors)} 5xx, ${String(report.stateChanges)} state changes`,
    );
    expect(report.problems).toEqual([]);
    expect(report.fields).toBeGreaterThan(50);
  }, 300_000);
});
