import {
  getLibraryAccessCodesResponse,
  getPreviousLibraryAccessCodesResponse,
  getSemestersResponse,
  getStudentAttendanceResponse,
  getStudentTranscriptForSemesterResponse,
  getTranscriptStudentCoursesResponse,
  type CourseAttendance,
  type LibraryAccessCode,
  type SemesterSummary,
} from '@portal/contract';
import type { APIRequestContext } from '@playwright/test';
import { findStudent, type FoundStudent, type StudentApi } from './student-api';

/** Where the demo's records showcase (apps/server/src/demo/withheld-grades.ts) shows each edge case. */
export interface RecordsShowcase {
  semesters: SemesterSummary[];
  withheld: { term: string; course: string };
  replaced: { term: string; course: string };
  warning: CourseAttendance;
  denied: CourseAttendance;
  libraryCode: LibraryAccessCode;
  earlierCodes: LibraryAccessCode[];
}

async function inspect(api: StudentApi): Promise<RecordsShowcase | undefined> {
  const courses = await api.get(getTranscriptStudentCoursesResponse, '/api/Transcript/GetStudentCourses');
  if (!courses.some((course) => course.Outcome === 'withheld')) return undefined;
  if (!courses.some((course) => course.Attempts >= 2)) return undefined;
  const attendance = await api.get(getStudentAttendanceResponse, '/api/Portal/GetStudentAttendance');
  const warning = attendance.Courses.find((course) => course.State === 'warning');
  const denied = attendance.Courses.find((course) => course.State === 'denied');
  if (!warning || !denied) return undefined;
  const semesters = await api.get(getSemestersResponse, '/api/Reports/GetSemesters');
  let withheld: RecordsShowcase['withheld'] | undefined;
  let replaced: RecordsShowcase['replaced'] | undefined;
  for (const semester of semesters) {
    const detail = await api.get(
      getStudentTranscriptForSemesterResponse,
      `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(semester.TermId)}`,
    );
    const held = detail.Courses.find((course) => course.Outcome === 'withheld');
    const repeated = detail.Courses.find((course) => course.Outcome === 'replaced');
    if (held) withheld ??= { term: semester.TermCode, course: held.CourseCode };
    if (repeated) replaced ??= { term: semester.TermCode, course: repeated.CourseCode };
  }
  const libraryCode = await api.get(getLibraryAccessCodesResponse, '/api/Reports/GetLibraryAccessCodes');
  if (!withheld || !replaced || !libraryCode) return undefined;
  const earlierCodes = await api.post(
    getPreviousLibraryAccessCodesResponse,
    '/api/Reports/GetPreviousLibraryAccessCodes',
    {},
  );
  return { semesters, withheld, replaced, warning, denied, libraryCode, earlierCodes };
}

let found: Promise<FoundStudent<RecordsShowcase>> | undefined;

/** The showcase student with what each page should show; looked up once per test worker. */
export function recordsShowcase(request: APIRequestContext): Promise<FoundStudent<RecordsShowcase>> {
  found ??= findStudent(request, inspect);
  return found;
}
