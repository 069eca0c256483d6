// The students who pay in the run, on a throw-away copy of the bench's demo database: every invoice and
// payment in the copy is the run's, so the ledger is verified as a whole, and the demo database other
// benches reuse is left as it was.
import { POSTGRES_SERVER, withClient } from '../lib/database.mjs';

/** What the run adds to each student's current term: 1,000–1,960 EGP (by id), so amounts differ. */
const CHARGE_BASE_PIASTRES = 100_000;

function urlOf(name) {
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A copy of `templateUrl`'s database (PostgreSQL copies the files: seconds, not a regeneration). */
export async function throwAwayCopy(templateUrl) {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `portal_bench_payments_${String(process.pid)}`;
  await withClient(POSTGRES_SERVER, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${template}`);
  });
  return {
    name,
    url: urlOf(name),
    drop: () => withClient(POSTGRES_SERVER, (client) => client.query(`drop database ${name} with (force)`)),
  };
}

/** Active students in a fixed order (md5 of the id: spread over programs and levels), `count` of them. */
export function candidates(databaseUrl, count) {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `select id, email from students where status = 'active' order by md5(id::text) limit $1`,
      [count],
    );
    return result.rows;
  });
}

/**
 * Bills each student a charge for the current term (as an area would through raiseCharge: one row, a
 * source key of its own) and answers what each now owes for the term — the balance they will pay.
 */
export async function billForTerm(databaseUrl, students) {
  return withClient(databaseUrl, async (client) => {
    const ids = students.map((student) => student.id);
    const term = (await client.query(`select id, starts_on from terms where is_current`)).rows[0];
    await client.query(
      `insert into billing_charges (student_id, term_id, kind, description, amount_piastres, due_on, source_key)
       select s.id, $2, 'other', 'Bench: online payment', $3::int + (s.id % 97) * 1000, $4, 'bench-payments:' || s.id
         from unnest($1::int[]) s(id)`,
      [ids, term.id, CHARGE_BASE_PIASTRES, term.starts_on],
    );
    const owing = await client.query(
      `select s.id,
              (select coalesce(sum(c.amount_piastres), 0) from billing_charges c
                where c.student_id = s.id and c.term_id = $2)
            - (select coalesce(sum(r.amount_piastres), 0) from billing_credits r
                 join billing_charges c on c.id = r.charge_id where r.student_id = s.id and c.term_id = $2)
            - (select coalesce(sum(p.amount_piastres), 0) from billing_payments p
                where p.student_id = s.id and p.term_id = $2) as owed
         from unnest($1::int[]) s(id)`,
      [ids, term.id],
    );
    const owed = new Map(owing.rows.map((row) => [row.id, Number(row.owed)]));
    return students.map((student) => ({ ...student, termId: term.id, owed: owed.get(student.id) ?? 0 }));
  });
}
