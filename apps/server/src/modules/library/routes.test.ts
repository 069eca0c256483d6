import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  getLibraryAccessCodesResponse,
  getPreviousLibraryAccessCodesResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { parseSecretKeys } from '../../platform/crypto/secret-box.js';
import { libraryAccessCodes } from './schema.js';
import { issueLibraryCode } from './service.js';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;

describe('library access codes', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let studentId = 0;
  let otherId = 0;
  let currentTermId = 0;

  const call = async <S extends z.ZodType>(schema: S, method: 'GET' | 'POST', url: string, as = headers) => {
    const response = await subject.app.inject({
      method,
      url,
      headers: as,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    return { response, body: envelope(schema).parse(response.json()) };
  };

  beforeAll(async () => {
    subject = await buildTestApp({ SECRETS_KEYS: KEYS });
    const db = subject.database.handle.db;
    const { box } = await openSecretBox(db, parseSecretKeys(KEYS));
    const spring = await buildTerm(db, {
      code: '2025-SPRING',
      nameEn: 'Spring 2025',
      startsOn: '2025-02-08',
      endsOn: '2025-06-30',
    });
    const fall = await buildTerm(db, {
      code: '2024-FALL',
      nameEn: 'Fall 2024',
      startsOn: '2024-09-21',
      endsOn: '2025-01-31',
    });
    const current = await buildTerm(db, {
      code: '2025-FALL',
      nameEn: 'Fall 2025',
      startsOn: '2025-09-20',
      endsOn: '2026-01-31',
      isCurrent: true,
    });
    currentTermId = current.id;
    const student = await buildStudent(db);
    const other = await buildStudent(db);
    studentId = student.id;
    otherId = other.id;
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);
    for (const [termId, code] of [
      [fall.id, 'LIB-FALL-2024A'],
      [spring.id, 'LIB-SPRG-2025A'],
      [current.id, 'LIB-FALL-2025A'],
    ] as const) {
      await issueLibraryCode(db, box, { studentId: student.id, termId, code });
    }
    await issueLibraryCode(db, box, { studentId: other.id, termId: spring.id, code: 'LIB-OTHER-B' });
  });
  afterAll(async () => {
    await subject.close();
  });

  it("GET /api/Reports/GetLibraryAccessCodes answers this term's code, valid to the term's end", async () => {
    const { response, body } = await call(
      getLibraryAccessCodesResponse,
      'GET',
      '/api/Reports/GetLibraryAccessCodes',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.Status).toBe('200');
    expect(body.ReturnObject).toMatchObject({
      TermId: currentTermId,
      TermCode: '2025-FALL',
      NameEn: 'Fall 2025',
      Code: 'LIB-FALL-2025A',
      ValidUntil: '2026-01-31',
    });
  });

  it('POST /api/Reports/GetPreviousLibraryAccessCodes answers earlier terms, newest first', async () => {
    const { body } = await call(
      getPreviousLibraryAccessCodesResponse,
      'POST',
      '/api/Reports/GetPreviousLibraryAccessCodes',
    );
    expect(body.ReturnObject.map((row) => [row.TermCode, row.Code])).toEqual([
      ['2025-SPRING', 'LIB-SPRG-2025A'],
      ['2024-FALL', 'LIB-FALL-2024A'],
    ]);
  });

  it("answers null while this term's code is not issued, and never another student's", async () => {
    const { body } = await call(
      getLibraryAccessCodesResponse,
      'GET',
      '/api/Reports/GetLibraryAccessCodes',
      otherHeaders,
    );
    expect(body).toEqual({ Status: '200', ReturnObject: null });
    const previous = await call(
      getPreviousLibraryAccessCodesResponse,
      'POST',
      '/api/Reports/GetPreviousLibraryAccessCodes',
      otherHeaders,
    );
    expect(previous.body.ReturnObject.map((row) => row.Code)).toEqual(['LIB-OTHER-B']);
  });

  it('keeps codes sealed at rest under the configured key', async () => {
    const rows = await subject.database.handle.query<{ sealed_code: string }>(
      'select sealed_code from library_access_codes',
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.sealed_code).toMatch(/^v1\.k1\./);
      expect(row.sealed_code).not.toContain('LIB-');
    }
  });

  it("does not open a sealed code copied into another student's row", async () => {
    const db = subject.database.handle.db;
    const [stolen] = await db
      .select()
      .from(libraryAccessCodes)
      .where(and(eq(libraryAccessCodes.studentId, studentId), eq(libraryAccessCodes.termId, currentTermId)));
    await db
      .insert(libraryAccessCodes)
      .values({ studentId: otherId, termId: currentTermId, sealedCode: stolen?.sealedCode ?? '' });
    const { response } = await call(z.unknown(), 'GET', '/api/Reports/GetLibraryAccessCodes', otherHeaders);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('LIB-FALL-2025A');
    await db
      .delete(libraryAccessCodes)
      .where(and(eq(libraryAccessCodes.studentId, otherId), eq(libraryAccessCodes.termId, currentTermId)));
  });
});
