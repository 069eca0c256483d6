import { prepareTemplate } from './pglite-template.js';

/** Once per run, before any server test file: the migrated database each file starts from. */
export default async function setup(): Promise<void> {
  // On PostgreSQL (TEST_DATABASE_URL) each file creates a database on the server instead.
  if (!process.env.TEST_DATABASE_URL) await prepareTemplate();
}
