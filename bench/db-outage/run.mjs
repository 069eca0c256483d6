// PostgreSQL going away under load (issue 29): one built portal instance reaches PostgreSQL through a TCP
// proxy this script controls; a steady load of authenticated reads and seat adds runs, the proxy drops every
// connection and refuses new ones for `--outage` seconds, then takes them again. Prints the calls made during
// the outage, the calls slower than the bound (must be 0), half-applied writes found afterwards (sections
// whose seat count disagrees with their registrations; must be 0) and the seconds from the database's return
// to the first 200 (must be at most 5). Traffic only to 127.0.0.1; the shared PostgreSQL is never stopped.
//
//   npm run bench:db-outage -- [--students 2000] [--arrivals 400] [--clients 8] [--outage 20]
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { benchDatabase, POSTGRES_SERVER, withClient } from '../lib/database.mjs';
import { ensureServerBuilt, freePort, startPortal } from '../lib/server.mjs';
import { startTcpProxy } from '../lib/tcp-proxy.mjs';
import { studentTokens } from '../lib/tokens.mjs';
import { arrivingStudents, chooseCourses, clearTheirTerm } from '../registration-rush/courses.mjs';
import { drawOneBlock, openAdvisingWindow } from '../registration-rush/tickets.mjs';
import { steadyLoad } from './load.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '2000' },
    arrivals: { type: 'string', default: '400' },
    clients: { type: 'string', default: '8' },
    before: { type: 'string', default: '10' },
    outage: { type: 'string', default: '20' },
    after: { type: 'string', default: '15' },
    'connect-timeout-ms': { type: 'string', default: '3000' },
  },
});
const connectTimeoutMs = Number(values['connect-timeout-ms']);
/** The promise: a call waits at most the connect timeout for PostgreSQL, plus a second for the rest. */
const BOUND_MS = connectTimeoutMs + 1000;

const MISMATCHED = `select count(*)::int as n from sections s join terms t on t.id = s.term_id and t.is_current
  where s.enrolled <> (select count(*) from registrations r
                        where r.section_id = s.id and r.status in ('registered', 'completed'))`;
const mismatched = (databaseUrl) =>
  withClient(databaseUrl, async (client) => (await client.query(MISMATCHED)).rows[0].n);

ensureServerBuilt();
const students = Number(values.students);
const databaseUrl = await benchDatabase({ students, name: `portal_bench_outage_${students}` });
await openAdvisingWindow(databaseUrl);
const sample = await arrivingStudents(databaseUrl, Number(values.arrivals));
await clearTheirTerm(
  databaseUrl,
  sample.map((student) => student.id),
);
await chooseCourses(databaseUrl, sample);

const target = new URL(POSTGRES_SERVER);
const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
const portal = await startPortal(await freePort(), {
  DATABASE_URL: proxy.url(databaseUrl),
  DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
  // Every call comes from this one address; this run is about the database, not admission control.
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
  WAITING_ROOM_EVENT_LOOP_DELAY_MS: '10000',
  WAITING_ROOM_CONNECTION_WAIT_MS: '60000',
});
const pid = portal.child.pid;
try {
  await drawOneBlock(portal.origin);
  const tokens = (await studentTokens(databaseUrl, portal.origin, sample)).map((student, index) => ({
    ...student,
    code: sample[index].code,
    choices: sample[index].choices,
    added: 0,
  }));
  const mismatchedBefore = await mismatched(databaseUrl);
  console.log(
    `${String(tokens.length)} students, ${values.clients} clients; ${String(cpus().length)} CPUs, ` +
      `load average ${loadavg()[0].toFixed(2)} (machine shared with other work)`,
  );
  const load = steadyLoad({
    origin: portal.origin,
    students: tokens,
    clients: Number(values.clients),
    seed: 20261129,
  });
  await sleep(Number(values.before) * 1000);
  const cutAt = performance.now();
  await proxy.cut();
  console.log(`Cut at ${new Date().toISOString()} for ${values.outage} s`);
  await sleep(Number(values.outage) * 1000);
  const restoredAt = performance.now();
  await proxy.restore();
  console.log(`Restored at ${new Date().toISOString()}`);
  await sleep(Number(values.after) * 1000);
  await load.stop();

  const calls = load.calls;
  const during = calls.filter((call) => call.started >= cutAt && call.started < restoredAt);
  const statuses = (list) =>
    Object.fromEntries(
      [...new Set(list.map((call) => call.status))].map((status) => [
        status,
        list.filter((call) => call.status === status).length,
      ]),
    );
  const answeredAfter = calls
    .filter((call) => call.status === 200 && call.started + call.ms >= restoredAt)
    .map((call) => (call.started + call.ms - restoredAt) / 1000);
  const slowest = Math.max(...during.map((call) => call.ms));
  const figures = {
    calls: calls.length,
    callsBeforeCut: calls.filter((call) => call.started < cutAt).length,
    callsDuringOutage: during.length,
    outageStatuses: statuses(during),
    slowestDuringOutageMs: Math.round(slowest),
    boundMs: BOUND_MS,
    callsOverBound: calls.filter((call) => call.ms > BOUND_MS).length,
    secondsFromRestoreToFirst200: answeredAfter.length ? Math.min(...answeredAfter).toFixed(2) : 'never',
    seatsAddedConfirmed: tokens.reduce((total, student) => total + student.added, 0),
    halfAppliedWrites: (await mismatched(databaseUrl)) - mismatchedBefore,
    sameProcess: portal.child.exitCode === null && portal.child.pid === pid,
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await portal.stop();
  await proxy.close();
}
