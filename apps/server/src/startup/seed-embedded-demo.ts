import { publicUrl, type Config } from '../config.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { generateDemoUniversity, isDatabaseEmpty, universityToday } from '../demo/index.js';
import { loadDemoGuides } from '../demo/guides.js';
import { loadDemoOrders } from '../demo/orders.js';
import { fulfilmentSettings } from '../modules/orders/fulfilment.js';
import { openFileStore } from '../platform/storage/open-file-store.js';

/**
 * The quick start promises a working portal on a fresh machine, so an empty embedded database gets the
 * demo university once. A PostgreSQL server is never filled behind the operator's back: there the demo
 * is loaded on purpose with `npm run demo-data`.
 */
export async function seedEmbeddedDemo(database: DatabaseHandle, config: Config): Promise<void> {
  if (!(await isDatabaseEmpty(database))) return;
  const started = Date.now();
  process.stdout.write(
    `Empty database: generating the demo university (${config.DEMO_STUDENTS} students)…\n`,
  );
  const summary = await generateDemoUniversity(database, {
    seed: config.DEMO_SEED,
    students: config.DEMO_STUDENTS,
    password: config.DEMO_PASSWORD,
    emailDomain: config.UNIVERSITY_EMAIL_DOMAIN,
    today: universityToday(config.UNIVERSITY_TIME_ZONE),
    timeZone: config.UNIVERSITY_TIME_ZONE,
    secretKeys: config.secretKeys,
    onProgress: (line) => process.stdout.write(`  ${line}\n`),
  });
  // The first demo login's requests, with a letter issued for real (its PDF goes to the file store), and
  // the Moodle guide with its screenshots (the file store too).
  const first = summary.logins.find((login) => login.kind === 'student');
  const store = openFileStore(config);
  try {
    if (first) {
      const settings = fulfilmentSettings(config, publicUrl(config));
      await loadDemoOrders(database, store.files, settings, first.email, new Date());
    }
    await loadDemoGuides(database, store.files, new Date());
  } finally {
    store.close();
  }
  process.stdout.write(`Demo university ready in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
