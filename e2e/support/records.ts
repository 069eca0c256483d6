import {
  envelope,
  examAuthData,
  examSchedule,
  getStudentsResponse,
  impersonationSession,
  studentSchedule,
  studentScheduleWithZoomLinks,
  type ExamAuthData,
  type ExamSchedule,
  type StudentSchedule,
  type StudentScheduleWithZoomLinks,
} from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { REGISTRAR, staffToken } from './portal';

/** A demo student's records, read on demand through a registrar's impersonation token (each once). */
export interface StudentReader {
  schedule(): Promise<StudentSchedule>;
  online(): Promise<StudentScheduleWithZoomLinks>;
  finals(): Promise<ExamSchedule>;
  midterms(): Promise<ExamSchedule>;
  practicals(): Promise<ExamSchedule>;
  admission(): Promise<ExamAuthData>;
}

export interface ProbedStudent {
  email: string;
  nameEn: string;
  read: StudentReader;
}

/** A call made once, on first use; later uses share its answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= load());
}

function reader(request: APIRequestContext, token: string): StudentReader {
  const body = async (path: string): Promise<unknown> => {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    const answer: unknown = await response.json();
    return answer;
  };
  const exams = (path: string) =>
    once(async () => envelope(examSchedule).parse(await body(path)).ReturnObject);
  return {
    schedule: once(
      async () => envelope(studentSchedule).parse(await body('/api/Reports/GetStudentSchedule')).ReturnObject,
    ),
    online: once(
      async () =>
        envelope(studentScheduleWithZoomLinks).parse(
          await body('/api/Reports/GetStudentScheduleWithZoomLinks'),
        ).ReturnObject,
    ),
    finals: exams('/api/Reports/GetFinalExamSchedule'),
    midterms: exams('/api/Reports/GetMidTermExamSchedule'),
    practicals: exams('/api/Reports/GetStudentPracticalExamSchedule'),
    admission: once(
      async () => envelope(examAuthData).parse(await body('/api/DefaultData/GetExamAuthData')).ReturnObject,
    ),
  };
}

let everyone: Promise<{ StudentId: number; Email: string; NameEn: string }[]> | undefined;

/** Active demo students by id (showcase students first), listed once per worker. */
function activeStudents(request: APIRequestContext, registrar: string) {
  everyone ??= (async () => {
    const found = [];
    for (let pageNumber = 1; pageNumber <= 40; pageNumber += 1) {
      const response = await request.post('/api/Student/GetStudents', {
        headers: { Authorization: `Bearer ${registrar}` },
        data: { Query: 'ndu.edu.eg', Page: pageNumber, PageSize: 50 },
      });
      const page = envelope(getStudentsResponse).parse(await response.json()).ReturnObject;
      found.push(...page.Items.filter((hit) => hit.Status === 'active'));
      if (pageNumber * 50 >= page.Total) break;
    }
    return found.sort((a, b) => a.StudentId - b.StudentId);
  })();
  return everyone;
}

/**
 * An active demo student in the situation `wanted` describes, found the way a registrar would look: acting
 * as each in turn through the API (audited, and listed on the student's home like any impersonation),
 * reading only what `wanted` asks for, and stopping. Edge cases are among the first students by id (the
 * demo's showcases and the exam-clash student); ordinary situations are looked for from the last id down,
 * away from the students other specs pick. `skip` passes over earlier matches (the phone and desktop runs
 * take different students). The reader stays usable afterwards: its answers are kept.
 */
export async function findStudent(
  request: APIRequestContext,
  wanted: (read: StudentReader) => Promise<boolean>,
  options: { skip?: number; from?: 'first' | 'last' } = {},
): Promise<ProbedStudent> {
  const { skip = 0, from = 'last' } = options;
  const registrar = await staffToken(request, REGISTRAR);
  const students = await activeStudents(request, registrar);
  let seen = 0;
  for (const hit of from === 'first' ? students : [...students].reverse()) {
    const acting = await request.post('/api/Student/impersonate', {
      headers: { Authorization: `Bearer ${registrar}` },
      data: { UserName: hit.Email, Reason: 'e2e: looking for a demo student in a given situation' },
    });
    const session = envelope(impersonationSession.nullable()).parse(await acting.json()).ReturnObject;
    if (!session) continue;
    const read = reader(request, session.access_token);
    const matches = await wanted(read);
    // Everything the test reads later, read now while the token works.
    if (matches && (seen += 1) > skip) {
      await Promise.all([read.schedule(), read.finals(), read.midterms(), read.admission()]);
    }
    await request.post('/api/Student/StopImpersonation', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    if (matches && seen > skip) return { email: hit.Email, nameEn: hit.NameEn, read };
  }
  throw new Error('no demo student in the situation wanted');
}

/**
 * A moment during one of the student's classes in the coming week (the class's start plus ten minutes, in
 * the university's zone), as an instant for the browser's clock.
 */
export function duringClass(
  schedule: StudentSchedule,
  now = new Date(),
): { instant: Date; courseCode: string } {
  const zone = schedule.TimeZone;
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const day = new Date(now.getTime() + ahead * 86_400_000);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(day);
    const weekday = new Date(`${local}T12:00:00Z`).getUTCDay();
    for (const section of schedule.Sections) {
      const meeting = section.Meetings.find((entry) => entry.Day === weekday);
      if (!meeting) continue;
      const [hours = 0, minutes = 0] = meeting.StartsAt.split(':').map(Number);
      const asUtc = Date.parse(`${local}T00:00:00Z`) + (hours * 60 + minutes + 10) * 60_000;
      return {
        instant: new Date(asUtc - zoneOffsetMinutes(new Date(asUtc), zone) * 60_000),
        courseCode: section.CourseCode,
      };
    }
  }
  throw new Error('the student has no class in the coming week');
}

function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}
