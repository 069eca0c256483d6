import { LETTER_GRADES, REGISTRATION_STATUSES } from '../modules/registration/schema.js';
import type { NewStudent } from '../modules/student/schema.js';
import { bulkInsert, type SqlWriter } from './bulk-insert.js';
import type { RegistrationColumns } from './seats.js';
import { SLOTS, TEACHING_DAYS } from './week.js';
import type { DemoSection } from './timetable.js';

// The large tables, written column by column with `bulkInsert`; each maps the generator's own shapes.

export async function loadStudents(
  write: SqlWriter,
  rows: readonly NewStudent[],
  onProgress: (line: string) => void,
) {
  const at = (row: number): NewStudent => {
    const student = rows[row];
    if (!student) throw new Error(`No student at row ${row}`);
    return student;
  };
  await bulkInsert(
    write,
    'students',
    [
      { name: 'id', type: 'int', value: (r) => at(r).id ?? r + 1 },
      { name: 'code', type: 'text', value: (r) => at(r).code },
      { name: 'email', type: 'text', value: (r) => at(r).email },
      { name: 'name_en', type: 'text', value: (r) => at(r).nameEn },
      { name: 'name_ar', type: 'text', value: (r) => at(r).nameAr },
      { name: 'faculty_id', type: 'int', value: (r) => at(r).facultyId },
      { name: 'program_id', type: 'int', value: (r) => at(r).programId },
      { name: 'admitted_term_id', type: 'int', value: (r) => at(r).admittedTermId },
      { name: 'level', type: 'smallint', value: (r) => at(r).level },
      { name: 'standing', type: 'text', value: (r) => at(r).standing ?? 'good' },
      { name: 'status', type: 'text', value: (r) => at(r).status ?? 'active' },
      { name: 'gender', type: 'text', value: (r) => at(r).gender ?? null },
      { name: 'nationality', type: 'text', value: (r) => at(r).nationality ?? null },
    ],
    rows.length,
    {
      onBatch: (done) => {
        onProgress(`saved students ${done}/${rows.length}`);
      },
    },
  );
}

export async function loadSections(
  write: SqlWriter,
  sections: readonly DemoSection[],
  onProgress: (line: string) => void,
) {
  const at = (row: number): DemoSection => {
    const section = sections[row];
    if (!section) throw new Error(`No section at row ${row}`);
    return section;
  };
  await bulkInsert(
    write,
    'sections',
    [
      { name: 'id', type: 'int', value: (r) => at(r).id },
      { name: 'term_id', type: 'int', value: (r) => at(r).termId },
      { name: 'course_id', type: 'int', value: (r) => at(r).courseId },
      { name: 'section_no', type: 'text', value: (r) => at(r).sectionNo },
      { name: 'kind', type: 'text', value: (r) => at(r).kind },
      { name: 'lecture_section_id', type: 'int', value: (r) => at(r).lectureSectionId },
      { name: 'instructor_id', type: 'int', value: (r) => at(r).instructorId },
      { name: 'capacity', type: 'int', value: (r) => at(r).capacity },
      { name: 'enrolled', type: 'int', value: (r) => at(r).enrolled },
    ],
    sections.length,
    {
      onBatch: (done) => {
        onProgress(`saved sections ${done}/${sections.length}`);
      },
    },
  );
  const meetings = sections.flatMap((section) => section.meetings.map((meeting) => ({ section, meeting })));
  const meetingAt = (row: number) => {
    const found = meetings[row];
    if (!found) throw new Error(`No meeting at row ${row}`);
    return found;
  };
  await bulkInsert(
    write,
    'section_meetings',
    [
      { name: 'id', type: 'int', value: (r) => r + 1 },
      { name: 'section_id', type: 'int', value: (r) => meetingAt(r).section.id },
      { name: 'day_of_week', type: 'smallint', value: (r) => TEACHING_DAYS[meetingAt(r).meeting.day] ?? 6 },
      { name: 'starts_at', type: 'time', value: (r) => SLOTS[meetingAt(r).meeting.slot]?.[0] ?? '08:30' },
      {
        name: 'ends_at',
        type: 'time',
        value: (r) => {
          const { slot, span } = meetingAt(r).meeting;
          return SLOTS[slot + span - 1]?.[1] ?? '18:30';
        },
      },
      { name: 'room', type: 'text', value: (r) => meetingAt(r).section.room },
      { name: 'mode', type: 'text', value: (r) => meetingAt(r).section.mode },
      { name: 'online_url', type: 'text', value: (r) => meetingAt(r).section.onlineUrl },
    ],
    meetings.length,
    {
      onBatch: (done) => {
        onProgress(`saved section meetings ${done}/${meetings.length}`);
      },
    },
  );
}

export async function loadRegistrations(
  write: SqlWriter,
  rows: RegistrationColumns,
  onProgress: (line: string) => void,
) {
  const total = rows.student.length;
  let reported = 0;
  await bulkInsert(
    write,
    'registrations',
    [
      { name: 'id', type: 'int', value: (r) => r + 1 },
      { name: 'student_id', type: 'int', value: (r) => rows.student.at(r) },
      { name: 'section_id', type: 'int', value: (r) => rows.section.at(r) },
      { name: 'term_id', type: 'int', value: (r) => rows.term.at(r) },
      {
        name: 'status',
        type: 'text',
        value: (r) => REGISTRATION_STATUSES[rows.status.at(r)] ?? 'registered',
      },
      { name: 'grade', type: 'text', value: (r) => LETTER_GRADES[rows.grade.at(r)] ?? null },
    ],
    total,
    {
      onBatch: (done) => {
        if (done - reported < 100_000 && done < total) return;
        reported = done;
        onProgress(`saved registrations ${done}/${total}`);
      },
    },
  );
}
