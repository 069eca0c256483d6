import type { SqlWriter } from './bulk-insert.js';
import type { SqlRunner } from '../platform/db/client.js';
import { createRandom } from './random.js';

/** Share of students with a grade held back, and why: fees mostly, documents, now and then a case. */
const WITHHELD_SHARE = 0.015;
const REASONS = ['unpaid_fees', 'missing_documents', 'disciplinary'] as const;
const REASON_WEIGHTS = [7, 2, 1];

/** Active, registered now, no block of any kind and not held by the must-accept announcement. */
const ORDINARY = `s.status = 'active'
  and exists (select 1 from registrations r join terms t on t.id = r.term_id
              where r.student_id = s.id and t.is_current and r.status = 'registered')
  and not exists (select 1 from student_blocks b where b.student_id = s.id)
  and not exists (select 1 from announcements a where a.must_accept
    and (a.faculty_id is null or a.faculty_id = s.faculty_id) and (a.program_id is null or a.program_id = s.program_id)
    and (a.level is null or a.level = s.level))`;
/** A lecture failed and passed on a later attempt. */
const REPEATED = `exists (select 1 from registrations f join sections fs on fs.id = f.section_id and fs.kind = 'lecture'
  join registrations p on p.student_id = f.student_id and p.status = 'completed' and p.grade not in ('F', 'I')
  join sections ps on ps.id = p.section_id and ps.kind = 'lecture' and ps.course_id = fs.course_id
  where f.student_id = s.id and f.grade = 'F' and p.term_id > f.term_id)`;
const WITHDREW = `exists (select 1 from registrations w where w.student_id = s.id and w.status = 'withdrawn')`;
/** Three courses or more this term: room for one fine, one over the warning limit and one denied. */
const THREE_COURSES = `(select count(*) from registrations c join sections cs on cs.id = c.section_id and cs.kind = 'lecture'
  join terms ct on ct.id = c.term_id and ct.is_current where c.student_id = s.id and c.status = 'registered') >= 3`;

/**
 * The showcase as the demo logins find it again: an ordinary student with a withheld grade and a repeat,
 * preferring (as `transcriptShowcase` chose) three courses and a W, first by university ID.
 */
export const RECORDS_SHOWCASE = {
  where: `${ORDINARY} and ${REPEATED}
    and exists (select 1 from withheld_grades g where g.student_id = s.id and g.released_at is null)`,
  prefer: `not (${THREE_COURSES} and ${WITHDREW}), s.code`,
};

/**
 * The transcript showcase: the first ordinary student (by university ID) with three courses this term,
 * a failed-then-repeated course and a W; failing that, one with a repeat; failing that, any ordinary student. The demo gives them a
 * withheld grade and attendance over the limits, so one login shows every edge of the records pages.
 */
export async function transcriptShowcase(query: SqlRunner): Promise<number | null> {
  for (const extra of [`and ${THREE_COURSES} and ${REPEATED} and ${WITHDREW}`, `and ${REPEATED}`, '']) {
    const rows = await query<{ id: number }>(
      `select s.id from students s where ${ORDINARY} ${extra} order by s.code limit 1`,
    );
    if (rows[0]) return rows[0].id;
  }
  return null;
}

/**
 * Withholds one grade (the latest completed lecture of a finished term) of about 1.5 % of students and of
 * the showcase. Dated at the end of that term, so the demo stays reproducible.
 */
export async function withholdDemoGrades(
  write: SqlWriter,
  options: { seed: number; students: number; showcaseStudentId: number | null },
): Promise<void> {
  const random = createRandom(options.seed, 'withheld-grades');
  const chosen: number[] = [];
  const reasons: string[] = [];
  for (let studentId = 1; studentId <= options.students; studentId++) {
    const reason = REASONS[random.weightedIndex(REASON_WEIGHTS)] ?? 'unpaid_fees';
    if (studentId !== options.showcaseStudentId && !random.chance(WITHHELD_SHARE)) continue;
    chosen.push(studentId);
    reasons.push(studentId === options.showcaseStudentId ? 'unpaid_fees' : reason);
  }
  await write(
    `insert into withheld_grades (registration_id, student_id, reason, withheld_at)
     select distinct on (r.student_id) r.id, r.student_id, chosen.reason, t.ends_on + time '12:00'
       from unnest($1::int[], $2::text[]) as chosen(student_id, reason)
       join registrations r on r.student_id = chosen.student_id
       join sections s on s.id = r.section_id and s.kind = 'lecture'
       join terms t on t.id = r.term_id and not t.is_current
      where r.status = 'completed' and r.grade <> 'I'
      order by r.student_id, t.starts_on desc, r.id`,
    [`{${chosen.join(',')}}`, `{${reasons.join(',')}}`],
  );
}
