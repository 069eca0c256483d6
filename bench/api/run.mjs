#!/usr/bin/env node
// Read-path benchmark (issue 7): the portal's record calls for random students of a 50,000-student demo
// university on PostgreSQL, under 200 concurrent clients, beside a bare Fastify route measured by the same
// load generator in the same run (the ratio is the figure: the machine's speed cancels out).
//
//   node bench/api/run.mjs                      (50,000 students, 200 connections, 20 s per target)
//   node bench/api/run.mjs --students 5000 --seconds 10 --connections 100
//   node bench/api/run.mjs --only GetStudentData,Schedule   (some targets; the bare route always)
//   node bench/api/run.mjs --variant HELD_ANSWER_SECONDS=0   (each target also on a portal set so)
//
// Needs the build (npm run build) and PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES to change). The demo
// database portal_bench_<students> is generated on the first run and reused (--fresh regenerates it).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchDatabase, withClient } from '../lib/database.mjs';
import { measure } from '../lib/load.mjs';
import { ensureServerBuilt, freePort, startBare, startPortal } from '../lib/server.mjs';
import { pastAnnouncementGate, studentTokens } from '../lib/tokens.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    tokens: { type: 'string', default: '2000' },
    fresh: { type: 'boolean', default: false },
    // A comma-separated list of words; only the targets whose name contains one of them are measured.
    only: { type: 'string', default: '' },
    // A second portal with these settings (KEY=VALUE,KEY=VALUE), each target measured on both in turn:
    // a lever that has a switch, side by side in one run (e.g. --variant HELD_ANSWER_SECONDS=0).
    variant: { type: 'string', default: '' },
  },
});
const students = Number(values.students);
const connections = Number(values.connections);
const seconds = Number(values.seconds);

/** The calls measured: each takes a random signed-in student (a different one on every request). */
const TARGETS = [
  { name: 'GetStudentData (profile, one row)', path: () => '/api/DefaultData/GetStudentData' },
  { name: 'GetStudentSchedule', path: () => '/api/Reports/GetStudentSchedule' },
  {
    name: 'GetStudentTransriptForSemester (last regular term)',
    path: (student) => `/api/Reports/GetStudentTransriptForSemester?semesterId=${student.termId}`,
  },
  { name: 'GetStudentCourses (whole record)', path: () => '/api/Transcript/GetStudentCourses' },
];

/**
 * Active students holding a seat this term (their schedule is not empty) who also studied in the last
 * regular term before it (their transcript for it is not empty), with that term's id.
 */
async function sampleStudents(databaseUrl, count) {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `with last_term as (
         select id from terms where not is_current and code not like '%SUMMER'
         order by starts_on desc limit 1)
       select s.id, s.email, (select id from last_term) as "termId" from students s
       where s.status = 'active'
         and exists (select 1 from registrations r join terms t on t.id = r.term_id
                     where r.student_id = s.id and t.is_current and r.status = 'registered')
         and exists (select 1 from registrations r
                     where r.student_id = s.id and r.term_id = (select id from last_term))
       order by md5(s.id::text) limit $1`,
      [count],
    );
    return result.rows;
  });
}

function row(name, figures, bare) {
  const ratio = bare ? (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : '1.00';
  return `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p50} | ${figures.p90} | ${figures.p99} | ${figures.non2xx} | ${figures.errors} | ${ratio} |`;
}

ensureServerBuilt();
const databaseUrl = await benchDatabase({ students, fresh: values.fresh });
const settings = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
  // The limits protect a real deployment from one client; here one client is the whole load.
  RATE_LIMIT_USER_PER_MINUTE: '1000000',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
};
const portal = await startPortal(await freePort(), settings);
const variantSettings = Object.fromEntries(
  values.variant
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
// Same issuer as the first portal, so the same tokens are valid on both.
const variant = values.variant
  ? await startPortal(await freePort(), { ...settings, PUBLIC_URL: portal.origin, ...variantSettings })
  : undefined;
const bare = await startBare();
try {
  const sample = await sampleStudents(databaseUrl, Number(values.tokens));
  const tokens = await pastAnnouncementGate(
    portal.origin,
    await studentTokens(databaseUrl, portal.origin, sample),
  );
  const pick = () => tokens[Math.floor(Math.random() * tokens.length)];
  console.log(
    `${students} students, ${tokens.length} signed in, ${connections} connections, ${seconds} s per target; ` +
      `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );

  const results = [];
  const bareFigures = await measure({
    origin: bare.origin,
    connections,
    seconds,
    request: () => ({ path: '/bare' }),
  });
  results.push(row('bare Fastify route (yardstick)', bareFigures));
  const wanted = values.only.split(',').filter(Boolean);
  const servers = [{ label: '', origin: portal.origin }];
  if (variant) servers.push({ label: ` (${values.variant})`, origin: variant.origin });
  for (const target of TARGETS.filter((t) => wanted.length === 0 || wanted.some((w) => t.name.includes(w)))) {
    for (const server of servers) {
      const figures = await measure({
        origin: server.origin,
        connections,
        seconds,
        request: () => {
          const student = pick();
          return { path: target.path(student), headers: { authorization: student.authorization } };
        },
      });
      results.push(row(target.name + server.label, figures, bareFigures));
    }
  }
  console.log('\n| call | requests/s | p50 ms | p90 ms | p99 ms | non-2xx | errors | × bare |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const line of results) console.log(line);
} finally {
  await bare.stop();
  await portal.stop();
  await variant?.stop();
}
