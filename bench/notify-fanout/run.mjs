#!/usr/bin/env node
// Notification fan-out benchmark: one message to 10,000 students, each with one browser subscribed at a
// local Web Push service (the test double: HTTPS, VAPID check, aes128gcm decryption of every payload).
// Measures the send call (message + 10,000 recipient rows + 10,000 delivery jobs, one transaction) and the
// time until the push service has received all 10,000 encrypted pushes from the portal's queue worker.
// Prints the figures; record them in docs/BENCHMARKS.md with the command.
//
//   npm run bench:notify                          (PostgreSQL at BENCH_DATABASE_URL, default the local test server)
//   BENCH_STUDENTS=2000 BENCH_CONCURRENCY=50 npm run bench:notify
//   BENCH_CHOOSERS_PERCENT=30 npm run bench:notify  (that share of students has notification preferences,
//                                                    on other topics: the fan-out's probes find rows)
//
// The database is created for the run and dropped afterwards. The push double runs in this process, so its
// decryption shares the CPU with the sender: the delivery figure is a floor for the portal, not a ceiling.
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { sendMessage } from '../../apps/server/src/modules/notify/service.js';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { createEmptyPostgresDatabase } from '../../apps/server/src/test/database.js';
import { PushDouble } from '../../apps/server/src/test/push-double.js';
import { seedStudentsWithDevices } from '../../apps/server/src/test/push-fleet.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const students = Number(process.env.BENCH_STUDENTS ?? 10_000);
const concurrency = process.env.BENCH_CONCURRENCY ?? '50';
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
const choosersPercent = Number(process.env.BENCH_CHOOSERS_PERCENT ?? 0);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const double = await new PushDouble().start();
  const folder = mkdtempSync(join(tmpdir(), 'bench-notify-'));
  const certificate = join(folder, 'double.pem');
  writeFileSync(certificate, double.certificate);
  const database = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openPostgres(database.url, 10);
  let app;
  try {
    await runMigrations(handle);
    const seeding = performance.now();
    await seedStudentsWithDevices(handle, double, students);
    process.stdout.write(
      `seeded ${students} students with one browser each in ${seconds(performance.now() - seeding)}\n`,
    );
    // Choices on other topics than the message's: every student still takes it, but each probe of the
    // preferences' key finds that student's rows to step over.
    await handle.query(
      `insert into notification_preferences (student_id, topic, channel, enabled)
       select s.id, c.topic, c.channel, c.enabled from students s
       cross join (values ('payments', 'push', false), ('payments', 'in-app', false), ('events', 'email', true))
         as c(topic, channel, enabled)
       where s.id % 100 < $1`,
      [choosersPercent],
    );
    const [choices] = await handle.query('select count(*)::int as n from notification_preferences');

    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PUSH_TEST_ORIGIN: double.origin,
        PUSH_TEST_CA_FILE: certificate,
        PUSH_CONCURRENCY: concurrency,
      }),
      database: handle,
      logger: false,
    });
    await app.ready();

    const start = performance.now();
    const outcome = await sendMessage(
      handle.db,
      {
        title: 'Exam rooms are published',
        body: 'Check your room before Sunday.',
        audience: { Kind: 'everyone' },
        topic: 'exams',
      },
      app.events,
    );
    const enqueued = performance.now() - start;
    if (outcome.kind !== 'sent') throw new Error(`not sent: ${outcome.kind}`);
    const [jobs] = await handle.query('select count(*)::int as n from push_deliveries');

    let firstAt;
    while (double.received.length < students) {
      if (firstAt === undefined && double.received.length > 0) firstAt = performance.now() - start;
      if (performance.now() - start > timeoutMs)
        throw new Error(`only ${double.received.length} delivered in time`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const delivered = performance.now() - start;
    if (double.rejected.length > 0) throw new Error(`the double refused ${double.rejected.length} pushes`);

    process.stdout.write(
      [
        `machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}; PostgreSQL; worker concurrency ${concurrency}`,
        `recipients: ${outcome.recipientIds.length}, delivery jobs queued: ${jobs.n}, preference rows: ${choices.n}`,
        `send call (message, recipients and jobs in one transaction): ${seconds(enqueued)}`,
        `first push at the push service: ${seconds(firstAt ?? delivered)}`,
        `all ${students} pushes received and decrypted: ${seconds(delivered)} ` +
          `(${Math.round(students / ((delivered - enqueued) / 1000))} pushes/s after the send call)`,
      ].join('\n') + '\n',
    );
  } finally {
    await app?.close();
    await handle.close();
    await database.drop();
    await double.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
