#!/usr/bin/env node
// Payments exactly once under abuse (issue 23): N students each pay their term's balance by card through
// a Paymob double in this process; every success is called back twice (at once or in turn), some with a
// pending status before or after it, some forged; the portal is killed with SIGKILL mid-run and started
// again, and callbacks that hit it while down are dropped for half the students, so reconciliation (the
// inquiry) must apply those. The ledger in PostgreSQL is then checked: every invoice paid once, nothing
// lost, no 5xx. Then a replay storm (every success again, as fast as answered) beside a bare Fastify
// route under the same generator: the throughput figure.
//
//   node bench/payments/run.mjs                          (10,000 students over 10 minutes, 3 kills)
//   node bench/payments/run.mjs --students 500 --minutes 2
//
// Needs the build (npm run build) and PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES). Runs on a copy of
// the demo database portal_bench_<n> (generated once, reused), dropped afterwards unless a check failed.
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { benchDatabase } from '../lib/database.mjs';
import { seeded } from '../lib/scenario.mjs';
import { ensureServerBuilt } from '../lib/server.mjs';
import { pastAnnouncementGate, studentTokens } from '../lib/tokens.mjs';
import { portalClient } from './client.mjs';
import { drawPlan, newTally, payAndCallBack } from './flow.mjs';
import { KEYS, startPaymobDouble } from './paymob-double.mjs';
import { buildStamp, supervisedPortal } from './portal.mjs';
import { printReport } from './report.mjs';
import { billForTerm, candidates, throwAwayCopy } from './students.mjs';
import { replayStormAndYardstick } from './throughput.mjs';
import { ledgerFigures, openInvoices } from './verify.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '10000' },
    minutes: { type: 'string', default: '10' },
    'in-flight': { type: 'string', default: '50' },
    kills: { type: 'string', default: '3' },
    'heal-minutes': { type: 'string', default: '3' },
    'storm-seconds': { type: 'string', default: '15' },
    seed: { type: 'string', default: '23' },
  },
});
const students = Number(values.students);
const arrivalMs = Number(values.minutes) * 60_000;
const inFlight = Number(values['in-flight']);
// About 94 % of the demo's students are active: a database a little larger than the run has enough.
const databaseStudents = Math.max(10_000, Math.ceil(students / 0.9 / 1000) * 1000);

ensureServerBuilt();
const build = buildStamp();
const copy = await throwAwayCopy(await benchDatabase({ students: databaseStudents }));
const double = await startPaymobDouble();
const portal = await supervisedPortal({
  DATABASE_URL: copy.url,
  DATABASE_POOL_SIZE: '20',
  DEMO_GATEWAY: 'false',
  PAYMOB_URL: double.url,
  PAYMOB_SECRET_KEY: KEYS.secret,
  PAYMOB_PUBLIC_KEY: KEYS.public,
  PAYMOB_API_KEY: KEYS.api,
  PAYMOB_HMAC_SECRET: KEYS.hmac,
  PAYMOB_CARD_INTEGRATION_ID: String(KEYS.integration),
  PAYMENT_RECONCILE_SECONDS: '5',
  // One client is the whole load here: the per-user and per-address limits would refuse the bench.
  RATE_LIMIT_USER_PER_MINUTE: '1000000',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
});
let failed = 1;
try {
  console.log(`Minting tokens on ${copy.name} (a copy of portal_bench_${String(databaseStudents)})…`);
  const signedIn = await studentTokens(copy.url, portal.origin, await candidates(copy.url, students + 200));
  const gated = (await pastAnnouncementGate(portal.origin, signedIn)).slice(0, students);
  if (gated.length < students) throw new Error(`only ${String(gated.length)} students past the gate`);
  const payers = await billForTerm(copy.url, gated);
  console.log(
    `${students.toLocaleString('en-US')} students paying over ${values.minutes} min, ${String(inFlight)} requests in flight, ` +
      `${values.kills} kills; ${String(cpus().length)} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );

  const random = seeded(Number(values.seed));
  const tally = newTally();
  const pool = new Pool(portal.origin, { connections: inFlight, keepAliveTimeout: 10_000 });
  const send = portalClient(pool, portal, tally, inFlight);
  const arrivals = payers.map(() => random() * arrivalMs).sort((a, b) => a - b);
  const plans = payers.map(() => drawPlan(random));
  const started = performance.now();
  const at = (ms) => sleep(Math.max(0, started + ms - performance.now()));

  // Kills spread over the arrivals (a quarter, half, three quarters in): each while payments are flowing.
  const kills = Number(values.kills);
  const killing = (async () => {
    for (let k = 1; k <= kills; k += 1) {
      await at((arrivalMs * k) / (kills + 1));
      console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: kill -9 the portal`);
      await portal.killAndRestart();
    }
  })();
  killing.catch(() => undefined); // awaited below; a failed restart must not end the process unreported
  const progress = setInterval(() => {
    const s = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `  ${s} s: ${String(tally.through)} students through, ${String(tally.callbacksAnswered)} callbacks answered`,
    );
  }, 30_000);
  const paying = [];
  for (const [index, student] of payers.entries()) {
    await at(arrivals[index]);
    paying.push(payAndCallBack({ student, plan: plans[index], send, double, tally }));
  }
  await Promise.all(paying);
  await killing;
  clearInterval(progress);
  const runSeconds = (performance.now() - started) / 1000;

  // Lost callbacks heal only through reconciliation, which asks about an order two minutes after it started.
  const openAtEnd = await openInvoices(copy.url);
  console.log(
    `All students through at ${runSeconds.toFixed(0)} s; ${String(openAtEnd)} invoices open, waiting…`,
  );
  const healUntil = performance.now() + Number(values['heal-minutes']) * 60_000;
  while ((await openInvoices(copy.url)) > 0 && performance.now() < healUntil) await sleep(5_000);
  const healSeconds = (performance.now() - started) / 1000 - runSeconds;
  const references = double.settled().map((t) => t.order.merchant_order_id.split('-')[0]);
  const before = await ledgerFigures(copy.url, references);

  const { storm, bare } = await replayStormAndYardstick({
    origin: portal.origin,
    settled: double.settled(),
    connections: inFlight,
    seconds: Number(values['storm-seconds']),
  });
  await pool.close();
  const after = await ledgerFigures(copy.url, references);

  failed = printReport({
    buildChanged: buildStamp() !== build,
    students,
    inFlight,
    tally,
    seconds: { arrivals: arrivalMs / 1000, run: runSeconds },
    kills: portal.kills,
    heal: { openAtEnd, seconds: healSeconds },
    before,
    after,
    storm,
    bare,
    unexpectedExits: portal.unexpectedExits,
  });
  console.log(
    `double: ${String(double.counts.intentions)} intentions, ${String(double.counts.inquiries)} inquiries`,
  );
} finally {
  await portal.stop();
  await double.close();
  console.log(`The portal's output: ${portal.log}`);
  if (failed === 0) await copy.drop();
  else console.log(`Kept the database ${copy.name} for a look (drop it with dropdb when done).`);
}
process.exitCode = failed === 0 ? 0 : 1;
