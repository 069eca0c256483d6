import { eq } from 'drizzle-orm';
import type { CredentialSystemName } from '@portal/contract';
import { terms } from '../modules/academic/schema.js';
import { issueCredential } from '../modules/credentials/service.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/client.js';
import { buildCourse, buildExam, buildRegistration, buildSection, buildTerm } from './factories.js';

/** A credential of the student's, issued by the university with a known password. */
export async function buildCredential(
  db: Database,
  box: SecretBox,
  values: {
    studentId: number;
    system?: CredentialSystemName;
    examId?: number | null;
    userName?: string;
    password?: string;
  },
) {
  const system = values.system ?? 'wifi';
  const issue = {
    studentId: values.studentId,
    system,
    examId: values.examId ?? null,
    userName: values.userName ?? `s${String(values.studentId)}`,
    password: values.password ?? `Initial${String(values.studentId)}pass`,
  };
  return { ...issue, id: await issueCredential(db, box, issue) };
}

async function currentTermId(db: Database): Promise<number> {
  const [current] = await db.select({ id: terms.id }).from(terms).where(eq(terms.isCurrent, true));
  return current?.id ?? (await buildTerm(db, { isCurrent: true })).id;
}

/** An exam of this term in a course the student holds a lecture seat in: one of the student's own exams. */
export async function buildStudentExam(
  db: Database,
  studentId: number,
  times: { startsAt: Date; endsAt: Date },
) {
  const termId = await currentTermId(db);
  const course = await buildCourse(db);
  const section = await buildSection(db, { termId, courseId: course.id });
  await buildRegistration(db, { studentId, sectionId: section.id, termId });
  return buildExam(db, { termId, courseId: course.id, kind: 'final', ...times });
}
