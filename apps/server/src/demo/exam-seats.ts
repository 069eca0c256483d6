import type { RegistrationStatus } from '../modules/registration/schema.js';
import { arrayLiteral, type BulkColumn, type SqlWriter } from './bulk-insert.js';
import type { PlannedExam } from './exam-timetable.js';

export interface SeatedExam {
  id: number;
  exam: PlannedExam;
  /** Scores entered (the exam has been held). */
  marked: boolean;
}

/** The share of the maximum a letter grade stands for, on a past term's exams (the middle of its band). */
const GRADE_SHARE = `case r.grade when 'A' then 0.94 when 'A-' then 0.9 when 'B+' then 0.87 when 'B' then 0.83
  when 'B-' then 0.8 when 'C+' then 0.77 when 'C' then 0.73 when 'C-' then 0.7 when 'D+' then 0.67
  when 'D' then 0.63 when 'F' then 0.42 end`;

/** This term only: a student barred from the exams now gets no seat (a past term's sitting stands). */
const NOT_BARRED = `where not exists (select 1 from student_blocks b where b.student_id = r.student_id
  and b.scope = 'exams' and b.starts_at <= $11 and (b.ends_at is null or b.ends_at > $11))`;

/**
 * Deterministic numbers in [0, 1000) from the student, the exam and the seed: plain integer arithmetic,
 * so PGlite and PostgreSQL give the same university (hash functions may differ between versions).
 */
const draw = (a: number, b: number) =>
  `((r.student_id::bigint * ${String(a)} + p.exam_id::bigint * ${String(b)} + $9::bigint) % 1000)`;

/**
 * Seats every student holding a lecture seat (in `status`) of each exam's course, in code order, filling
 * the exam's halls one after another, in one INSERT … SELECT. A student barred from this term's exams gets no seat.
 * Marked exams get scores: this term's from two draws (most between 30% and 95%), a past term's from
 * the student's letter grade with a little spread; about one in fifty is absent (one with grade I always).
 */
export async function writeExamSeats(
  write: SqlWriter,
  options: {
    termId: number;
    status: RegistrationStatus;
    seed: number;
    now: Date;
    exams: readonly SeatedExam[];
  },
): Promise<void> {
  const list = options.exams;
  const column = (
    name: string,
    type: string,
    value: (row: number) => string | number | boolean,
  ): BulkColumn => ({
    name,
    type,
    value,
  });
  const at = (row: number): SeatedExam => {
    const found = list[row];
    if (!found) throw new Error(`No exam at row ${String(row)}`);
    return found;
  };
  const arrays = [
    column('exam_id', 'int', (row) => at(row).id),
    column('course_id', 'int', (row) => at(row).exam.courseId),
    column('prefix', 'text', (row) => at(row).exam.hallPrefix),
    column('first_hall', 'int', (row) => at(row).exam.firstHall),
    column('capacity', 'int', (row) => at(row).exam.capacity),
    column('marked', 'boolean', (row) => at(row).marked),
    column('max_score', 'int', (row) => at(row).exam.maxScore),
  ].map((entry) => arrayLiteral(entry, 0, list.length));
  const past = options.status === 'completed';
  const share = past
    ? `(${GRADE_SHARE}) + (${draw(7919, 104_729)} - 500) / 20000.0`
    : `0.3 + 0.65 * (${draw(2_654_435_761, 40_503)} + ${draw(40_503, 2_654_435_761)}) / 2000.0`;
  const absent = past ? `(r.grade = 'I' or ${draw(97, 13)} < 20)` : `${draw(97, 13)} < 20`;
  await write(
    `insert into exam_seats (student_id, exam_id, room, seat_no, score, absent)
     select student_id, exam_id,
            prefix || case when hall < 10 then '0' else '' end || hall::text,
            ((rank - 1) % capacity + 1)::smallint,
            case when marked and not absent then least(max_score, round(max_score * share * 2) / 2) end,
            marked and absent
       from (select *, first_hall + (rank - 1) / capacity as hall from (
         select r.student_id, p.exam_id, p.prefix, p.first_hall, p.capacity, p.marked, p.max_score,
                row_number() over (partition by p.exam_id order by st.code) as rank,
                greatest(0, ${share}) as share,
                ${absent} as absent
           from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::boolean[], $7::int[])
                  as p(exam_id, course_id, prefix, first_hall, capacity, marked, max_score)
           join sections s on s.term_id = $8 and s.course_id = p.course_id and s.kind = 'lecture'
           join registrations r on r.section_id = s.id and r.status = $10
           join students st on st.id = r.student_id
          ${past ? '' : NOT_BARRED}
       ) ranked) seated
      order by student_id, exam_id`,
    [...arrays, options.termId, options.seed, options.status, ...(past ? [] : [options.now.toISOString()])],
  );
}
