import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuditedApp, openApiDocument, type AuditedApp, type OpenApiDocument } from './audited-app.js';
import { send } from './calls.js';
import { leakedData, objectLevelProblems } from './object-level.js';
import { authorizationOf, buildStudentRecords, type StudentRecords } from './student-records.js';

describe('object-level matrix (BOLA)', () => {
  let subject: AuditedApp;
  let document: OpenApiDocument;
  let a: StudentRecords;
  let b: StudentRecords;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    document = await openApiDocument(subject.app);
    a = await buildStudentRecords(subject.database.handle.db, 'A');
    b = await buildStudentRecords(subject.database.handle.db, 'B');
  });
  afterAll(() => subject.close());

  it("shows student A nothing of B's and changes none of B's rows, whichever of B's ids A sends", async () => {
    expect(await objectLevelProblems(subject, document, a, b)).toEqual([]);
  });

  it("would notice: A's own records do show up in A's answers", async () => {
    const authorization = await authorizationOf(subject.app, a);
    const profile = await send(subject.app, {
      method: 'GET',
      url: '/api/DefaultData/GetStudentData',
      authorization,
    });
    const history = await send(subject.app, {
      method: 'GET',
      url: '/api/Portal/GetImpersonationHistory',
      authorization,
    });
    const messages = await send(subject.app, {
      method: 'GET',
      url: '/api/Notify/GetStudentMessages',
      authorization,
    });
    const timetable = await send(subject.app, {
      method: 'GET',
      url: '/api/Reports/GetStudentScheduleWithZoomLinks',
      authorization,
    });
    const scores = await send(subject.app, {
      method: 'GET',
      url: '/api/Reports/GetMidTermExamScoring',
      authorization,
    });
    for (const response of [profile, history, messages, timetable, scores])
      expect(response.statusCode).toBe(200);
    expect(leakedData(timetable, a)).toEqual(
      expect.arrayContaining(a.examTexts.filter((text) => !text.startsWith('Hall'))),
    );
    expect(leakedData(scores, a)).toContain(a.examTexts[0]);
    expect(leakedData(profile, a)).toContain(a.code);
    expect(leakedData(history, a)).toContain(a.impersonationReason);
    expect(leakedData(messages, a)).toContain(a.messageTitle);
  });
});
