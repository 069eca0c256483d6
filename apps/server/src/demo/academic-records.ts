import type { NewStudent } from '../modules/student/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { openSecretBox } from '../platform/crypto/secret-keys.js';
import type { SecretKey } from '../platform/crypto/secret-box.js';
import { SESSION_STATUSES, buildDemoAttendance } from './attendance.js';
import { bulkInsert, transactionWriter } from './bulk-insert.js';
import { dayOf } from './days.js';
import { loadDemoLibraryCodes } from './library-codes.js';
import type { RegistrationColumns } from './seats.js';
import type { DemoTerm } from './terms.js';
import type { DemoSection } from './timetable.js';
import { transcriptShowcase, withholdDemoGrades } from './withheld-grades.js';

export interface AcademicRecordsInput {
  seed: number;
  today: Date;
  timeZone: string;
  secretKeys: readonly SecretKey[] | undefined;
  terms: readonly DemoTerm[];
  students: readonly NewStudent[];
  sections: readonly DemoSection[];
  registrations: RegistrationColumns;
  onProgress: (line: string) => void;
}

/**
 * What the transcript, attendance and library pages show beyond the grades: withheld grades, this term's
 * sessions and absences, and a library code per student and term. Written in one transaction after the
 * university itself, from the generator's own arrays (no read-back of the big tables).
 */
export async function loadDemoAcademicRecords(handle: DatabaseHandle, input: AcademicRecordsInput) {
  const current = input.terms[input.terms.length - 1];
  if (!current) return;
  const { box } = await openSecretBox(handle.db, input.secretKeys);
  const showcase = await transcriptShowcase(handle.query);
  const [finals] = await handle.query<{ opens_at: Date }>(
    `select w.opens_at from term_windows w where w.term_id = $1 and w.kind = 'final_exams'`,
    [current.id],
  );
  const attendance = buildDemoAttendance({
    seed: input.seed,
    today: dayOf(input.today),
    finalExamsDay: finals ? dayOf(new Date(finals.opens_at)) : current.endDay,
    timeZone: input.timeZone,
    currentTermId: current.id,
    sections: input.sections,
    registrations: input.registrations,
    showcaseStudentId: showcase,
  });
  await handle.db.transaction(async (tx) => {
    const write = transactionWriter(tx);
    input.onProgress('withheld grades');
    await withholdDemoGrades(write, {
      seed: input.seed,
      students: input.students.length,
      showcaseStudentId: showcase,
    });
    const { sessions, absences } = attendance;
    await bulkInsert(
      write,
      'class_sessions',
      [
        { name: 'id', type: 'int', value: (r) => r + 1 },
        { name: 'section_id', type: 'int', value: (r) => sessions.section.at(r) },
        {
          name: 'starts_at',
          type: 'timestamptz',
          value: (r) => new Date(sessions.startsAt[r] ?? 0).toISOString(),
        },
        { name: 'status', type: 'text', value: (r) => SESSION_STATUSES[sessions.status.at(r)] ?? 'held' },
      ],
      sessions.section.length,
      {
        onBatch: (done) => {
          input.onProgress(`class sessions ${String(done)}/${String(sessions.section.length)}`);
        },
      },
    );
    await write(`select setval(pg_get_serial_sequence('class_sessions', 'id'), $1::int + 1, false)`, [
      sessions.section.length,
    ]);
    await bulkInsert(
      write,
      'absences',
      [
        { name: 'student_id', type: 'int', value: (r) => absences.student.at(r) },
        { name: 'session_id', type: 'int', value: (r) => absences.session.at(r) },
        { name: 'excused', type: 'boolean', value: (r) => absences.excused.at(r) === 1 },
        {
          name: 'recorded_at',
          type: 'timestamptz',
          value: (r) => new Date(sessions.startsAt[absences.session.at(r) - 1] ?? 0).toISOString(),
        },
      ],
      absences.student.length,
      {
        onBatch: (done) => {
          input.onProgress(`absences ${String(done)}/${String(absences.student.length)}`);
        },
      },
    );
    await loadDemoLibraryCodes(write, { ...input, box });
  });
}
