// What each arriving student registers for on the day. The bench database is a demo university in the
// middle of its term, so the arriving students already hold this term's seats: they are given back first
// (remembered, and put back after the run), their contact data is confirmed for the term (advising asks for
// it once per term), and each student is given up to five courses they may take — in their study plan, not
// passed, every prerequisite passed, no lab to pair, a lecture section this term — with sections that do not
// clash, as a student who planned ahead would pick them. Seats are contended: a section may be full by the
// time the student asks, which the advising rules refuse in plain words like any other day.
import { withClient } from '../lib/database.mjs';
import { seeded } from '../lib/scenario.mjs';

const COURSES_PER_STUDENT = 5;
const MAX_CREDITS = 15;

/** Standings whose credit limit admits five three-credit courses (probation is capped at 12). */
const STANDINGS = ['good', 'honors', 'warning'];

/**
 * `{ id, email, code }` of `count` active students who may take a full load and have nothing holding them
 * (no registrar or disciplinary hold, nothing owed, no must-accept announcement left unaccepted: the app
 * sends such a student to the announcement first, and every registration call answers HTTP 400 until
 * then), in a seeded order.
 */
export async function arrivingStudents(databaseUrl, count) {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `select s.id, s.email, s.code from students s
        where s.status = 'active' and s.standing = any($2)
          and not exists (select 1 from registration_holds h where h.student_id = s.id
                          and h.starts_at <= now() and (h.ends_at is null or h.ends_at > now()))
          and (select coalesce(sum(amount_piastres), 0) from billing_charges c where c.student_id = s.id)
              <= (select coalesce(sum(amount_piastres), 0) from billing_payments p where p.student_id = s.id)
          and not exists (select 1 from announcements a
                           where a.must_accept and a.starts_at <= now() and a.ends_at > now()
                             and (a.faculty_id is null or a.faculty_id = s.faculty_id)
                             and (a.program_id is null or a.program_id = s.program_id)
                             and (a.level is null or a.level = s.level)
                             and not exists (select 1 from announcement_acceptances x
                                              where x.student_id = s.id and x.announcement_id = a.id
                                                and x.version = a.version))
        order by md5(s.id::text) limit $1`,
      [count, STANDINGS],
    );
    return result.rows;
  });
}

/**
 * Gives back the students' seats of the current term and confirms their contact data, in one transaction.
 * Remembered in bench_rush_given_back / bench_rush_contacts for `putBack`.
 */
export async function clearTheirTerm(databaseUrl, studentIds) {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query('drop table if exists bench_rush_given_back, bench_rush_contacts');
    await client.query(
      `create table bench_rush_given_back as
        select r.id, r.section_id from registrations r join terms t on t.id = r.term_id and t.is_current
         where r.student_id = any($1) and r.status = 'registered'`,
      [studentIds],
    );
    await client.query(
      `update registrations set status = 'dropped', updated_at = now()
        where id in (select id from bench_rush_given_back)`,
    );
    await client.query(
      `update sections s set enrolled = s.enrolled - g.n
         from (select section_id, count(*)::int as n from bench_rush_given_back group by section_id) g
        where g.section_id = s.id`,
    );
    await client.query(
      `create table bench_rush_contacts as
        with added as (
          insert into student_contact_details
            (student_id, term_id, phone, address, emergency_contact_name, emergency_contact_phone,
             emergency_contact_relation)
          select s.id, t.id, '+201000000000', '1 University Street, Cairo', 'Guardian', '+201000000001', 'Parent'
            from students s cross join terms t
           where s.id = any($1) and t.is_current
          on conflict do nothing
          returning student_id, term_id)
        select * from added`,
      [studentIds],
    );
    await client.query('commit');
  });
}

/** Undoes `clearTheirTerm` after the run's own seats were removed (seats.mjs restore). */
export async function putBack(databaseUrl, since) {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(
      `update registrations set status = 'registered' where id in (select id from bench_rush_given_back)`,
    );
    await client.query(
      `delete from student_contact_details c using bench_rush_contacts b
        where c.student_id = b.student_id and c.term_id = b.term_id`,
    );
    await client.query(`delete from advising_events where at >= $1`, [since]);
    await client.query('drop table bench_rush_given_back, bench_rush_contacts');
    await client.query('commit');
  });
}

const PASSING = `r.status = 'completed' and r.grade is not null and r.grade not in ('F', 'W', 'I')`;

/** Each student's courses they may take this term, with the lecture sections on offer and their meetings. */
async function offer(client, studentIds) {
  // The passed courses in an indexed temporary table: the requisite check looks them up once per course and
  // student, which against a CTE was a scan each time (hours for 30,000 students).
  await client.query('drop table if exists pg_temp.bench_passed');
  await client.query(
    `create temporary table bench_passed as
       select distinct r.student_id, x.course_id from registrations r join sections x on x.id = r.section_id
        where r.student_id = any($1) and ${PASSING}`,
    [studentIds],
  );
  await client.query('create index on pg_temp.bench_passed (student_id, course_id)');
  await client.query('analyze pg_temp.bench_passed');
  const courses = await client.query(
    `with arriving as (select id, program_id, level from students where id = any($1))
     select distinct a.id as student_id, c.id as course_id, c.credits, pc.suggested_level
       from arriving a
       join plan_categories cat on cat.program_id = a.program_id
       join plan_category_courses pc on pc.category_id = cat.id
       join courses c on c.id = pc.course_id and not c.has_lab
      where not exists (select 1 from bench_passed p where p.student_id = a.id and p.course_id = c.id)
        and not exists (select 1 from course_requisites q where q.course_id = c.id and (q.kind = 'co'
              or not exists (select 1 from bench_passed p
                              where p.student_id = a.id and p.course_id = q.required_course_id)))
        and exists (select 1 from sections x join terms t on t.id = x.term_id and t.is_current
                     where x.course_id = c.id and x.kind = 'lecture')
      order by a.id, pc.suggested_level, c.id`,
    [studentIds],
  );
  const sections = await client.query(
    `select x.id, x.course_id, m.day_of_week as day, m.starts_at, m.ends_at
       from sections x join terms t on t.id = x.term_id and t.is_current
       join section_meetings m on m.section_id = x.id
      where x.kind = 'lecture'`,
  );
  const byCourse = new Map();
  for (const row of sections.rows) {
    const list = byCourse.get(row.course_id) ?? new Map();
    const meetings = list.get(row.id) ?? [];
    meetings.push(row);
    list.set(row.id, meetings);
    byCourse.set(row.course_id, list);
  }
  const byStudent = new Map();
  for (const row of courses.rows) {
    const list = byStudent.get(row.student_id) ?? [];
    list.push(row);
    byStudent.set(row.student_id, list);
  }
  return { byStudent, byCourse };
}

const clashes = (a, b) =>
  a.some((ours) =>
    b.some(
      (theirs) =>
        ours.day === theirs.day && ours.starts_at < theirs.ends_at && theirs.starts_at < ours.ends_at,
    ),
  );

/** `student.choices = [{ courseId, sectionId }]`, up to five non-clashing courses within 15 credits. */
export async function chooseCourses(databaseUrl, students, seed = 20261123) {
  const random = seeded(seed);
  const { byStudent, byCourse } = await withClient(databaseUrl, (client) =>
    offer(
      client,
      students.map((student) => student.id),
    ),
  );
  for (const student of students) {
    const picked = [];
    let credits = 0;
    for (const course of byStudent.get(student.id) ?? []) {
      if (picked.length === COURSES_PER_STUDENT) break;
      if (credits + course.credits > MAX_CREDITS) continue;
      const sections = [...(byCourse.get(course.course_id) ?? new Map())];
      const start = Math.floor(random() * sections.length);
      for (let offset = 0; offset < sections.length; offset += 1) {
        const [sectionId, meetings] = sections[(start + offset) % sections.length];
        if (picked.some((chosen) => clashes(chosen.meetings, meetings))) continue;
        picked.push({ courseId: course.course_id, sectionId, meetings });
        credits += course.credits;
        break;
      }
    }
    student.choices = picked.map(({ courseId, sectionId }) => ({ courseId, sectionId }));
  }
  return students;
}
