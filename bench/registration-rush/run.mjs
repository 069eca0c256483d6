#!/usr/bin/env node
// Registration rush (issue 10): students whose time tickets open at the same minute arrive over a few
// minutes and run a flow of calls through the waiting room, on the real PostgreSQL, with the server and
// the load generator on this machine. Beside it in the same run: the same flow's number of calls to a bare
// Fastify route, the add-a-seat transaction under pgbench, and two instances behind nginx sharing
// PostgreSQL and Redis (one line for both).
//
//   node bench/registration-rush/run.mjs                          (50,000 students, 30,000 arrive in 5 min)
//   node bench/registration-rush/run.mjs --students 5000 --arrivals 600 --arrival-seconds 30
//   node bench/registration-rush/run.mjs --only one,two --instance-cpus 0.5 …   (each instance gets half a
//                                         core of its own: scaling shown on a 2-core machine, needs root)
//
// Needs the build (npm run build), PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES), Redis at 127.0.0.1:6379
// (BENCH_REDIS) for the two-instance run, nginx (apt-get install -y nginx) and pgbench.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { nginxAvailable, startNginx } from '../lib/balancer.mjs';
import { benchDatabase, withClient } from '../lib/database.mjs';
import { runScenario } from '../lib/scenario.mjs';
import { limitCpu } from '../lib/cpu-limit.mjs';
import { ensureServerBuilt, freePort, startBare, startPortal } from '../lib/server.mjs';
import { studentTokens } from '../lib/tokens.mjs';
import { bareFlow, FLOWS } from './flows.mjs';
import { runPgbench } from './pgbench.mjs';
import { chooseCourses, clearTheirTerm, arrivingStudents, putBack } from './courses.mjs';
import { makeRoom, recountSeats, restore, seatFigures, undoSeats, vacuumChanged } from './seats.mjs';
import { drawOneBlock, openAdvisingWindow } from './tickets.mjs';
import { sampleDoor, sampleLines } from './live.mjs';
import { printReport } from './report.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    arrivals: { type: 'string', default: '30000' },
    'arrival-seconds': { type: 'string', default: '300' },
    'deadline-seconds': { type: 'string', default: '900' },
    flow: { type: 'string', default: 'entry' },
    pool: { type: 'string', default: '20' },
    'pgbench-clients': { type: 'string', default: '20' },
    'pgbench-seconds': { type: 'string', default: '30' },
    only: { type: 'string', default: 'all' },
    fresh: { type: 'boolean', default: false },
    'instance-cpus': { type: 'string' },
  },
});
const flow = FLOWS[values.flow];
if (!flow) throw new Error(`No flow "${values.flow}" (known: ${Object.keys(FLOWS).join(', ')})`);
const runs = values.only === 'all' ? ['one', 'bare', 'pgbench', 'two'] : values.only.split(',');
const scenario = {
  arrivalSeconds: Number(values['arrival-seconds']),
  deadlineSeconds: Number(values['deadline-seconds']),
};
const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
const instanceCpus = values['instance-cpus'] === undefined ? undefined : Number(values['instance-cpus']);

/** A portal instance; with --instance-cpus, held to that many CPUs of its own (bench/lib/cpu-limit.mjs). */
async function startInstance(name, environment) {
  const portal = await startPortal(await freePort(), environment);
  if (instanceCpus === undefined) return portal;
  const budget = limitCpu(portal.child.pid, instanceCpus, name);
  return {
    ...portal,
    stop: async () => {
      console.log(
        `  instance ${name}: ${String(instanceCpus)} CPU, held back ${budget.throttledSeconds().toFixed(0)} s by it`,
      );
      await portal.stop();
      budget.release();
    },
  };
}

ensureServerBuilt();
const databaseUrl = await benchDatabase({ students: Number(values.students), fresh: values.fresh });
// One issuer for every topology: tokens are minted once, for the balancer's origin, and every instance
// says that is its public URL.
const balancerPort = await freePort();
const publicUrl = `http://127.0.0.1:${String(balancerPort)}`;
const common = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: values.pool,
  PUBLIC_URL: publicUrl,
  // Every virtual student comes from this one address; the per-student limits stay as configured.
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
};

await openAdvisingWindow(databaseUrl);
const registering = values.flow === 'registration';
const prepared = new Date();
const sample = registering
  ? await arrivingStudents(databaseUrl, Number(values.arrivals))
  : await withClient(databaseUrl, async (client) => {
      const result = await client.query(
        `select id, email from students where status = 'active' order by md5(id::text) limit $1`,
        [Number(values.arrivals)],
      );
      return result.rows;
    });
if (registering) {
  console.log(
    `Giving back this term's seats of ${String(sample.length)} students and choosing their courses…`,
  );
  await clearTheirTerm(
    databaseUrl,
    sample.map((student) => student.id),
  );
  await chooseCourses(databaseUrl, sample);
  const adds = sample.reduce((total, student) => total + student.choices.length, 0);
  console.log(`  ${String(adds)} course adds planned (${(adds / sample.length).toFixed(2)} per student)`);
}
console.log(`Minting ${String(sample.length)} student tokens…`);
const tokens = await studentTokens(databaseUrl, publicUrl, sample);
const onProgress = ({ finished, requests, seconds }) =>
  console.log(`  ${seconds.toFixed(0)} s: ${String(requests)} requests, ${String(finished)} students done`);
console.log(
  `${values.students} students, ${String(tokens.length)} arriving over ${String(scenario.arrivalSeconds)} s, flow "${values.flow}"; ` +
    `${String(cpus().length)} CPUs, load average ${loadavg()[0].toFixed(2)}` +
    (instanceCpus === undefined ? '' : `; each portal instance limited to ${String(instanceCpus)} CPU`),
);

const results = {};
if (runs.includes('one')) {
  await vacuumChanged(databaseUrl);
  const portal = await startInstance('one', common);
  const since = new Date();
  try {
    const ticketsAt = await drawOneBlock(portal.origin);
    console.log(`Every ticket of the advising window opens at ${ticketsAt}. One instance:`);
    const door = sampleDoor(portal.origin);
    results.one = await runScenario({
      origin: portal.origin,
      students: tokens,
      flow,
      ...scenario,
      onProgress,
    });
    results.one.door = await door.stop();
    results.one.seats = await seatFigures(databaseUrl, since);
  } finally {
    await portal.stop();
    await undoSeats(databaseUrl, since);
  }
}
if (runs.includes('bare')) {
  const bare = await startBare();
  try {
    console.log('Bare Fastify route, same arrivals and number of calls:');
    results.bare = await runScenario({
      origin: bare.origin,
      students: tokens,
      flow: bareFlow(flow),
      ...scenario,
      onProgress,
    });
  } finally {
    await bare.stop();
  }
}
if (runs.includes('pgbench')) {
  await vacuumChanged(databaseUrl);
  const room = await makeRoom(databaseUrl, 1000);
  try {
    console.log('pgbench, the add-a-seat transaction:');
    results.pgbench = runPgbench({
      databaseUrl,
      clients: Number(values['pgbench-clients']),
      seconds: Number(values['pgbench-seconds']),
      room,
    });
    results.pgbench.seats = await seatFigures(databaseUrl, room.since);
  } finally {
    await restore(databaseUrl, room.since);
  }
}
if (runs.includes('two')) {
  if (!nginxAvailable()) throw new Error('nginx is missing: apt-get install -y nginx');
  await vacuumChanged(databaseUrl);
  const prefix = `portal-bench:${randomBytes(4).toString('hex')}:`;
  const shared = {
    ...common,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${prefix}rate:`,
    EVENTS_CHANNEL_PREFIX: `${prefix}events:`,
    WAITING_ROOM_KEY_PREFIX: `${prefix}room:`,
    TRUST_PROXY: 'loopback',
  };
  const instances = [await startInstance('two-a', shared), await startInstance('two-b', shared)];
  const balancer = await startNginx(
    balancerPort,
    instances.map((instance) => instance.origin),
  );
  try {
    const ticketsAt = await drawOneBlock(balancer.origin);
    console.log(`Every ticket opens at ${ticketsAt}. Two instances behind nginx, one line in Redis:`);
    const since = new Date();
    const lines = sampleLines(instances.map((instance) => instance.origin));
    results.two = await runScenario({
      origin: balancer.origin,
      students: tokens,
      flow,
      ...scenario,
      onProgress,
    });
    results.two.lines = await lines.stop();
    results.two.seats = await seatFigures(databaseUrl, since);
    await undoSeats(databaseUrl, since);
  } finally {
    await balancer.stop();
    for (const instance of instances) await instance.stop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
}
if (registering) {
  await putBack(databaseUrl, prepared);
  await recountSeats(databaseUrl);
}
printReport(results);
