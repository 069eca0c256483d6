import { prepareTemplate } from './pglite-template.js';
import { preparePostgresTemplate } from './postgres-template.js';

/** Once per run, before any server test file: the migrated database each file starts from. */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await preparePostgresTemplate(serverUrl);
  else await prepareTemplate();
}
