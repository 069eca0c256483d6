import { parseArgs } from 'node:util';
import { loadConfig, redactUrl } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { universityToday } from './days.js';
import { MAX_DEMO_STUDENTS, clearDemoUniversity, generateDemoUniversity } from './generate.js';

const USAGE = 'usage: npm run demo-data -- [--students N] [--seed S]';

/** A mistake in the command line, answered with the usage line. */
class UsageError extends Error {}

/** Replaces whatever is in the configured database with a freshly generated demo university. */
async function main(): Promise<void> {
  const { values } = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const students = parseInteger('--students', values.students, config.DEMO_STUDENTS);
  if (students < 1 || students > MAX_DEMO_STUDENTS) {
    throw new UsageError(`--students must be between 1 and ${MAX_DEMO_STUDENTS} (got ${students})`);
  }
  const seed = parseInteger('--seed', values.seed, config.DEMO_SEED);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const where = config.DATABASE_URL
    ? `PostgreSQL ${redactUrl(config.DATABASE_URL)}`
    : `PGlite in ${config.DATA_DIR}`;
  console.log(`demo-data: ${students} students, seed ${seed}, into ${where}`);

  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await runMigrations(handle);
    await clearDemoUniversity(handle);
    const summary = await generateDemoUniversity(handle, {
      seed,
      students,
      password: config.DEMO_PASSWORD,
      emailDomain: config.UNIVERSITY_EMAIL_DOMAIN,
      today: universityToday(config.UNIVERSITY_TIME_ZONE),
      timeZone: config.UNIVERSITY_TIME_ZONE,
      secretKeys: config.secretKeys,
      onProgress: (line) => {
        console.log(`[${elapsed()}] ${line}`);
      },
    });
    console.log(`\nDone in ${elapsed()}. Rows:`);
    for (const [table, count] of Object.entries(summary.counts))
      console.log(`  ${table.padEnd(22)} ${count}`);
    console.log(`\nDemo logins (password: the DEMO_PASSWORD setting):`);
    for (const login of summary.logins) console.log(`  ${login.email.padEnd(44)} ${login.description}`);
  } finally {
    await handle.close();
  }
}

function parseInteger(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text.trim())) throw new UsageError(`${flag} must be a whole number (got "${text}")`);
  return Number(text);
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: { students: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`demo-data failed: ${message.split('\n')[0] ?? message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = 1;
});
