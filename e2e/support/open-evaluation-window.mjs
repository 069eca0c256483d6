// Test setup for e2e/evaluation-gate.spec.ts, run before its server starts: opens the current term's
// course-evaluation window in the embedded database under DATA_DIR, as a registrar would (the demo keeps it
// closed, because an open window sends every registered student to the evaluation gate).
import { PGlite } from '@electric-sql/pglite';
import { resolve } from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the demo database to change');
const database = await PGlite.create(resolve(dataDir, 'pglite'));
const { affectedRows } = await database.query(
  `update term_windows set opens_at = now() - interval '1 hour', closes_at = now() + interval '7 days'
   where kind = 'evaluation' and term_id = (select id from terms where is_current)`,
);
await database.close();
if (affectedRows !== 1) throw new Error(`expected one evaluation window to open, changed ${affectedRows}`);
console.log('evaluation window opened');
