// Query plans and timings of the transcript, attendance and library-code calls on a PostgreSQL database
// holding the demo university (DATABASE_URL). Runs each call's statements through the built server's own
// query functions, captures the SQL drizzle sends, and prints EXPLAIN (ANALYZE, BUFFERS) for each: the
// index it uses and its execution time. Needs `npm run build` and a generated demo, e.g.
//   createdb -h 127.0.0.1 -U postgres tr50k
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tr50k node apps/server/dist/demo/cli.js --students 50000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tr50k node bench/records/explain.mjs
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/dist/platform/db/schema.js';
import { courseAttemptsOf } from '../../apps/server/dist/modules/transcript/record-queries.js';
import { currentWithdrawalWindow } from '../../apps/server/dist/modules/transcript/withdrawal-queries.js';
import {
  catalogueCourse,
  requisitesOf,
} from '../../apps/server/dist/modules/transcript/requisite-queries.js';
import { courseAttendanceOf, currentTerm } from '../../apps/server/dist/modules/attendance/queries.js';
import { sealedCodesOf } from '../../apps/server/dist/modules/library/queries.js';
import { academicRecordOf } from '../../apps/server/dist/modules/transcript/record.js';
import { DEFAULT_GRADE_SCALE } from '../../apps/server/dist/modules/transcript/grade-scale.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database holding the demo university.');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured = [];
const db = drizzle({
  client: pool,
  schema,
  casing: 'snake_case',
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});

/** The student the calls are made for: the records showcase (most history), or a given id. */
const [showcase] = (
  await pool.query(
    `select s.id, s.code from students s where exists (select 1 from withheld_grades g where g.student_id = s.id)
      and s.status = 'active' order by s.code limit 1`,
  )
).rows;
const studentId = Number(process.env.STUDENT_ID ?? showcase.id);
const [course] = (
  await pool.query(`select course_id from course_requisites group by 1 order by count(*) desc limit 1`)
).rows;

const calls = [
  [
    'GetSemesters / GetStudentTransriptForSemester / GetStudentCourses / PDF: the record',
    () => courseAttemptsOf(db, studentId),
  ],
  ['GetStudentTransriptForSemester: the withdrawal window', () => currentWithdrawalWindow(db)],
  ['GetCoursePreq: the course', () => catalogueCourse(db, course.course_id)],
  ['GetCoursePreq: its requisites', () => requisitesOf(db, course.course_id)],
  ['GetStudentAttendance: the term', () => currentTerm(db)],
  ['GetStudentAttendance: per course', () => courseAttendanceOf(db, studentId)],
  ['GetLibraryAccessCodes', () => sealedCodesOf(db, studentId, true)],
  ['GetPreviousLibraryAccessCodes', () => sealedCodesOf(db, studentId, false)],
];

const [{ students }] = (await pool.query('select count(*)::int as students from students')).rows;
console.log(`database: ${students} students; student ${studentId}; course ${course.course_id}\n`);
for (const [name, run] of calls) {
  captured.length = 0;
  await run();
  for (const { query, params } of captured) {
    // Warm once, then measure: the figure is the steady state of a busy server, not a cold cache.
    await pool.query(query, params);
    const plan = (await pool.query(`explain (analyze, buffers, format text) ${query}`, params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const indexes = [...plan.matchAll(/(?:Index|Index Only) Scan(?: Backward)? using (\S+)/g)].map(
      (m) => m[1],
    );
    const seq = [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]);
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    console.log(
      `${name}\n  execution ${time} ms; indexes: ${[...new Set(indexes)].join(', ') || '-'}; seq scans: ${[...new Set(seq)].join(', ') || '-'}`,
    );
    if (process.env.PLANS) console.log(plan.replace(/^/gm, '    '));
  }
}

// Whole-call timing of the record in the server's own code path (query + GPA rules), 200 students.
const sample = (await pool.query(`select id from students where status = 'active' order by id limit 200`))
  .rows;
const started = performance.now();
for (const { id } of sample) await academicRecordOf(db, id, DEFAULT_GRADE_SCALE);
console.log(
  `\nacademicRecordOf for 200 active students, one after another: ${((performance.now() - started) / 200).toFixed(2)} ms each`,
);
await pool.end();
