#!/usr/bin/env node
// Rolling restarts (issue 29 point 2): two instances behind nginx on one PostgreSQL database and Redis,
// under a steady rate of authenticated record calls, with students' live streams open; each instance is
// restarted in turn (SIGTERM, its exit, a new process on the same port, /readyz), twice. The figures:
// failed requests (must be 0) and p99 in the 20 s before the first restart against p99 during them.
//
//   node bench/rolling-restart/run.mjs                     (2,000 students, 100 calls/s, 20 streams)
//   node bench/rolling-restart/run.mjs --rate 200 --drain-ms 3000
//
// Needs the build (npm run build), PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES), Redis at 127.0.0.1:6379
// (BENCH_REDIS) and nginx (apt-get install -y nginx-light). Everything runs on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { nginxAvailable, startNginx } from '../lib/balancer.mjs';
import { benchDatabase, withClient } from '../lib/database.mjs';
import { ensureServerBuilt, freePort, startPortal } from '../lib/server.mjs';
import { pastAnnouncementGate, studentTokens } from '../lib/tokens.mjs';
import { buildStamp } from '../payments/portal.mjs';
import { steadyLoad, summarise } from './steady-load.mjs';
import { watchStreams } from './stream-watchers.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '100' },
    streams: { type: 'string', default: '20' },
    'drain-ms': { type: 'string', default: '3000' },
    'warm-up-seconds': { type: 'string', default: '10' },
    'before-seconds': { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const rate = Number(values.rate);
const beforeMs = Number(values['before-seconds']) * 1000;
/** No restart begins after this much load, so the run stays bounded on a slow or busy machine. */
const LOAD_LIMIT_MS = 150_000;
if (!nginxAvailable()) throw new Error('nginx is missing: apt-get install -y nginx-light');

ensureServerBuilt();
const stamp = buildStamp();
// Its own database: nothing here writes to students' records, but other runs regenerate theirs.
const databaseUrl = await benchDatabase({
  students: Number(values.students),
  name: `portal_bench_restarts_${values.students}`,
});
const balancerPort = await freePort();
const publicUrl = `http://127.0.0.1:${String(balancerPort)}`;
const prefix = `portal-bench-restarts:${randomBytes(4).toString('hex')}:`;
const environment = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '5',
  PUBLIC_URL: publicUrl,
  REDIS_URL: process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `${prefix}rate:`,
  EVENTS_CHANNEL_PREFIX: `${prefix}events:`,
  WAITING_ROOM_KEY_PREFIX: `${prefix}room:`,
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
  SHUTDOWN_DRAIN_MS: values['drain-ms'],
};

const ports = [await freePort(), await freePort()];
const instances = await Promise.all(ports.map((port) => startPortal(port, environment)));
const balancer = await startNginx(
  balancerPort,
  instances.map((instance) => instance.origin),
);
const load = { current: undefined, streams: undefined };
try {
  const sample = await withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `select id, email from students where status = 'active' order by md5(id::text) limit 400`,
    );
    return result.rows;
  });
  const students = await pastAnnouncementGate(
    balancer.origin,
    await studentTokens(databaseUrl, publicUrl, sample),
  );
  const paths = ['/api/DefaultData/GetStudentData', '/api/Reports/GetStudentSchedule'];
  let turn = 0;
  const next = () => {
    turn += 1;
    const student = students[turn % students.length];
    return { path: paths[turn % paths.length], headers: { authorization: student.authorization } };
  };
  console.log(
    `${values.students} students (${String(students.length)} calling), ${String(rate)} calls/s through nginx, ` +
      `${values.streams} live streams, drain ${values['drain-ms']} ms; ` +
      `${String(cpus().length)} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );

  load.current = steadyLoad({ origin: balancer.origin, rate, next });
  load.streams = watchStreams({
    origin: balancer.origin,
    students: students.slice(0, Number(values.streams)),
  });
  const loadStarted = Date.now();
  // Warm-up first (connections, compiled code), then the quiet window the restarts are compared with.
  await sleep(Number(values['warm-up-seconds']) * 1000 + beforeMs);
  const restartsBegan = Date.now();
  const restarts = [];
  let outOfTime = false;
  for (let round = 1; round <= Number(values.rounds) && !outOfTime; round += 1) {
    for (const [index, port] of ports.entries()) {
      outOfTime = Date.now() - loadStarted > LOAD_LIMIT_MS;
      if (outOfTime) break;
      const began = Date.now();
      await instances[index].stop();
      const exited = Date.now();
      instances[index] = await startPortal(port, environment);
      const ready = Date.now();
      restarts.push({ round, instance: index + 1, stopMs: exited - began, startMs: ready - exited });
      console.log(
        `  round ${String(round)}, instance ${String(index + 1)}: exited ${String(exited - began)} ms after SIGTERM, ` +
          `ready again ${String(ready - exited)} ms later`,
      );
      await sleep(2_000);
    }
  }
  const restartsEnded = Date.now();
  const records = await load.current.stop();
  const streams = load.streams.stop();
  load.current = undefined;
  load.streams = undefined;

  const before = summarise(records, restartsBegan - beforeMs, restartsBegan);
  const during = summarise(records, restartsBegan, restartsEnded);
  const all = summarise(records);
  const row = (name, figures) =>
    `  ${name.padEnd(28)} ${String(figures.requests).padStart(6)} requests, ${String(figures.failed).padStart(3)} failed ` +
    `(${String(figures.networkErrors)} network errors), p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
    `max ${figures.max.toFixed(1)} ms`;
  console.log(
    `\nRolling restarts, ${new Date().toISOString().slice(0, 10)}: restarts over ` +
      `${((restartsEnded - restartsBegan) / 1000).toFixed(0)} s, load average now ${loadavg()[0].toFixed(2)}`,
  );
  console.log(row('whole run', all));
  console.log(row(`${String(beforeMs / 1000)} s before the first restart`, before));
  console.log(row(`during the ${String(restarts.length)} restarts`, during));
  console.log(
    `  live streams: ${String(streams.hints)} reconnect hints heard, ${String(streams.reopened)} reopened, ` +
      `${String(streams.endedWithoutHint)} ended without a hint, ${String(streams.refused)} refused`,
  );
  // Each fails the run, after its figures: what was measured is still worth reading.
  const buildMoved = buildStamp() !== stamp;
  if (outOfTime) console.log(`Out of time after ${String(restarts.length)} restarts: the run is incomplete.`);
  if (buildMoved) console.log('The build changed during the run: the figures mix two versions.');
  if (all.failed > 0 || outOfTime || buildMoved) process.exitCode = 1;
} finally {
  await load.current?.stop();
  load.streams?.stop();
  await balancer.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
