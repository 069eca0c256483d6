// EXPLAIN ANALYZE of the schedule, exam and scoring queries against a demo database, printing each plan's
// indexes and times. Usage (a PostgreSQL database filled by `npm run demo-data`):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rec50k npx tsx --conditions=source bench/records/explain-queries.ts
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/client.js';
import { currentTermExams, publishedScores } from '../../apps/server/src/modules/exams/queries.js';
import { currentTermMeetings } from '../../apps/server/src/modules/schedule/queries.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database with the demo university.');
const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
try {
  // A busy student (most exam seats this term) and a median one, both with lectures and labs.
  const [busy] = await handle.query<{ student_id: number }>(
    `select x.student_id from exam_seats x join exams e on e.id = x.exam_id join terms t on t.id = e.term_id
      where t.is_current group by x.student_id order by count(*) desc, x.student_id limit 1`,
  );
  const studentId = busy?.student_id ?? 1;
  // The hot reads are prepared statements (platform/db/prepared.ts): the text and values are taken as the
  // driver receives them, so the plan explained is the one the portal's calls run.
  // Statements outside a transaction go through pipelined pg.Client connections (pipeline-lanes.ts).
  const pool = pg.Client.prototype as unknown as {
    query: (this: unknown, config: unknown, values?: unknown[]) => Promise<unknown>;
  };
  const send = pool.query;
  async function statementOf(run: () => Promise<unknown>): Promise<{ sql: string; params: unknown[] }> {
    let seen: { sql: string; params: unknown[] } | undefined;
    pool.query = function (config: unknown, values?: unknown[]) {
      const { text, values: own } = config as { text: string; values?: unknown[] };
      seen ??= { sql: text, params: values ?? own ?? [] };
      return send.call(this, config, values);
    };
    try {
      await run();
    } finally {
      pool.query = send;
    }
    if (!seen) throw new Error('no statement was sent');
    return seen;
  }
  const queries = {
    'GetStudentSchedule / WithZoomLinks (meetings)': await statementOf(() =>
      currentTermMeetings(handle.db, studentId),
    ),
    'exam schedules and NextExam (exams + seats)': await statementOf(() =>
      currentTermExams(handle.db, studentId),
    ),
    'GetMidTermExamScoring (published scores)': publishedScores(handle.db, studentId, 'midterm').toSQL(),
  };
  console.log(`student ${String(studentId)}`);
  for (const [name, query] of Object.entries(queries)) {
    // Warm once, then the figure of the second run (the cache state of a server in use).
    await handle.query(query.sql, query.params);
    const plan = await handle.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    const lines = plan.map((row) => row['QUERY PLAN']);
    const indexes = [...new Set(lines.flatMap((line) => /using (\w+)/.exec(line)?.[1] ?? []))];
    const seqScans = [...new Set(lines.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []))];
    const time = lines.filter((line) => /Planning Time|Execution Time/.test(line)).map((line) => line.trim());
    console.log(
      `\n${name}\n  indexes: ${indexes.join(', ')}\n  seq scans: ${seqScans.join(', ') || 'none'}\n  ${time.join('\n  ')}`,
    );
    if (process.env.VERBOSE) console.log(lines.join('\n'));
  }
} finally {
  await handle.close();
}
