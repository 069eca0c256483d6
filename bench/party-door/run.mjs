#!/usr/bin/env node
// The door (issue 27): 2,000 tickets of one open event scanned at 4 gates in random order, plus 5 %
// duplicates — some first scanned at two gates at the same moment, the rest scanned again later. Then the
// answers and the database are checked: every ticket admitted exactly once, every duplicate refused with who
// was admitted, when and at which gate, no 5xx. Then a bare Fastify route under 4 clients: the yardstick.
//
//   node bench/party-door/run.mjs                 (2,000 tickets, 100 duplicates, 30 of them simultaneous)
//   node bench/party-door/run.mjs --tickets 400 --duplicates 20 --simultaneous 10
//
// Needs the build (npm run build -w @portal/contract && npm run build -w @portal/server) and PostgreSQL at
// 127.0.0.1:5432 (BENCH_POSTGRES). Generates its own demo database portal_bench_door, dropped afterwards
// unless a check failed.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchDatabase, POSTGRES_SERVER, withClient } from '../lib/database.mjs';
import { measure } from '../lib/load.mjs';
import { seeded } from '../lib/scenario.mjs';
import { ensureServerBuilt, freePort, startBare, startPortal } from '../lib/server.mjs';
import { openGates, planScans, scanAll } from './gates.mjs';
import { issueTickets } from './tickets.mjs';
import { doorFigures, printFigures } from './verify.mjs';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '2000' },
    duplicates: { type: 'string', default: '100' },
    simultaneous: { type: 'string', default: '30' },
    gates: { type: 'string', default: '4' },
    students: { type: 'string', default: '1000' },
    'bare-seconds': { type: 'string', default: '10' },
    seed: { type: 'string', default: '27' },
  },
});
const tickets = Number(values.tickets);
const duplicates = Number(values.duplicates);
const simultaneous = Number(values.simultaneous);
const DATABASE = 'portal_bench_door';

ensureServerBuilt();
const databaseUrl = await benchDatabase({ students: Number(values.students), name: DATABASE, fresh: true });
const issued = await issueTickets(databaseUrl, tickets);
const portal = await startPortal(await freePort(), {
  DATABASE_URL: databaseUrl,
  // Four phones signed in as one usher are the whole load: the per-user and per-address limits would refuse it.
  RATE_LIMIT_USER_PER_MINUTE: '1000000',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
});
let failed = 1;
try {
  const gates = await openGates(portal.origin, Number(values.gates));
  const random = seeded(Number(values.seed));
  const jobs = planScans(issued.tickets, duplicates, simultaneous, random);
  console.log(
    `${issued.event.title} (event ${String(issued.event.id)}): ${String(tickets)} tickets, ${String(jobs.length)} scan jobs ` +
      `at ${String(gates.length)} gates; ${String(cpus().length)} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );
  const { scans, seconds } = await scanAll({
    gates,
    eventId: issued.event.id,
    tickets: issued.tickets,
    jobs,
    random,
  });
  await Promise.all(gates.map((gate) => gate.pool.close()));
  const figures = await doorFigures({
    databaseUrl,
    eventId: issued.event.id,
    tickets: issued.tickets,
    scans,
  });

  const bareServer = await startBare();
  const bare = await measure({
    origin: bareServer.origin,
    connections: gates.length,
    seconds: Number(values['bare-seconds']),
    request: () => ({ method: 'GET', path: '/bare' }),
  });
  await bareServer.stop();
  console.log(`Load average at the end ${loadavg()[0].toFixed(2)}`);
  failed = printFigures(figures, { tickets, duplicates, simultaneous, seconds, bare });
} finally {
  await portal.stop();
  if (failed === 0)
    await withClient(POSTGRES_SERVER, (client) => client.query(`drop database ${DATABASE} with (force)`));
  else {
    console.log(`The portal's last output:\n${portal.output().slice(-3000)}`);
    console.log(`Kept the database ${DATABASE} for a look (drop it with dropdb when done).`);
  }
}
process.exitCode = failed;
