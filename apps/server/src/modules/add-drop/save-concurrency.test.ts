import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDropSaveResponse, envelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildRushStudents } from '../../test/advising-factories.js';
import { buildSection, buildTerm, buildTermWindow } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { addDropCartChanges, addDropCarts } from './schema.js';

const STUDENTS = 500;
const SEATS = 40;

/**
 * The seat guarantee under a real rush: PostgreSQL with a connection pool, so saves really run at the
 * same time (PGlite is one connection and would serialise them). CI's PostgreSQL pass sets
 * TEST_DATABASE_URL; without it the file is skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('POST /api/AddDrop/Save under concurrency', () => {
  let subject: TestApp;
  const authorizations: { authorization: string }[] = [];
  let sectionId = 0;

  beforeAll(async () => {
    // The per-address limit would otherwise stop 500 calls from one test address; the test database's
    // pool has 5 connections, and the configuration says so.
    subject = await buildTestApp({
      DATABASE_POOL_SIZE: '5',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
    });
    const db = subject.database.handle.db;
    const term = await buildTerm(db, { isCurrent: true });
    await buildTermWindow(db, { termId: term.id, kind: 'add_drop' });
    sectionId = (await buildSection(db, { termId: term.id, capacity: SEATS })).id;
    const created = await buildRushStudents(db, term.id, STUDENTS);
    // Every student has the same one-change cart at version 1: add the section.
    await db
      .insert(addDropCarts)
      .values(created.map((student) => ({ studentId: student.id, termId: term.id, version: 1 })));
    await db.insert(addDropCartChanges).values(
      created.map((student) => ({
        studentId: student.id,
        termId: term.id,
        kind: 'add' as const,
        sectionId,
      })),
    );
    for (const student of created) authorizations.push(await studentAuthorization(subject.app, student));
  }, 120_000);

  afterAll(async () => {
    await subject.close();
  });

  it(`gives exactly ${String(SEATS)} seats to ${String(STUDENTS)} simultaneous saves, with no error`, async () => {
    const responses = await Promise.all(
      authorizations.map((headers) =>
        subject.app.inject({ method: 'POST', url: '/api/AddDrop/Save', headers, payload: { Version: 1 } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode !== 200).map((r) => r.statusCode)).toEqual([]);
    const answers = responses.map((response) =>
      envelope(addDropSaveResponse.nullable()).parse(response.json()),
    );
    const saved = answers.filter((answer) => answer.Status === '200');
    const refused = answers.filter((answer) => answer.Status !== '200');
    expect(saved).toHaveLength(SEATS);
    expect(new Set(refused.map((answer) => answer.Status))).toEqual(new Set(['422']));
    expect(
      new Set(refused.flatMap((answer) => answer.ReturnObject?.Refusals.map((r) => r.Code) ?? [])),
    ).toEqual(new Set(['section_full']));

    const db = subject.database.handle.db;
    const [registered] = await db
      .select({ value: count() })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    const [section] = await db
      .select({ enrolled: sections.enrolled })
      .from(sections)
      .where(eq(sections.id, sectionId));
    expect(registered?.value).toBe(SEATS);
    expect(section?.enrolled).toBe(SEATS);
    // The winners' carts are emptied; every refused cart is left as it was, to fix and save again.
    const [pending] = await db.select({ value: count() }).from(addDropCartChanges);
    expect(pending?.value).toBe(STUDENTS - SEATS);
  }, 300_000);
});
