// The seat ledger around a run: room in the current term's sections before, the figures after (seats added,
// over-enrolment, seat counts that disagree with registrations), and everything put back afterwards.
import { withClient } from '../lib/database.mjs';

const CURRENT_SECTIONS = `select s.id from sections s join terms t on t.id = s.term_id and t.is_current`;

/** Room for the run: every current-term section gets `extra` more seats (remembered, to put back). */
export async function makeRoom(databaseUrl, extra) {
  return withClient(databaseUrl, async (client) => {
    await client.query('drop table if exists bench_rush_capacity');
    await client.query(
      `create table bench_rush_capacity as select id, capacity from sections where id in (${CURRENT_SECTIONS})`,
    );
    await client.query(`update sections set capacity = capacity + $1 where id in (${CURRENT_SECTIONS})`, [
      extra,
    ]);
    const range = await client.query(
      `select min(s.id)::int as first_section, max(s.id)::int as last_section from sections s
        join terms t on t.id = s.term_id and t.is_current where s.kind = 'lecture'`,
    );
    const students = await client.query(
      `select min(id)::int as first_student, max(id)::int as last_student from students where status = 'active'`,
    );
    const now = await client.query('select now() as now');
    return { ...range.rows[0], ...students.rows[0], since: now.rows[0].now };
  });
}

/** Seats added since `since`, sections over capacity, and sections whose count disagrees with registrations. */
export async function seatFigures(databaseUrl, since) {
  return withClient(databaseUrl, async (client) => {
    const added = await client.query(
      `select count(*)::int as n from registrations where updated_at >= $1 and status = 'registered'`,
      [since],
    );
    const over = await client.query(`select count(*)::int as n from sections where enrolled > capacity`);
    const mismatched = await client.query(
      `select count(*)::int as n from sections s where s.id in (${CURRENT_SECTIONS}) and s.enrolled <>
        (select count(*) from registrations r where r.section_id = s.id and r.status in ('registered', 'completed'))`,
    );
    return { seatsAdded: added.rows[0].n, overEnrolled: over.rows[0].n, mismatched: mismatched.rows[0].n };
  });
}

const RECOUNT = `update sections s set enrolled = (select count(*) from registrations r
  where r.section_id = s.id and r.status in ('registered', 'completed')) where s.id in (${CURRENT_SECTIONS})`;

/**
 * Takes back the seats a run gave: registrations made since `since` removed, dropped ones it brought back
 * dropped again, seat counts recounted.
 */
export async function undoSeats(databaseUrl, since) {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(`delete from registrations where created_at >= $1`, [since]);
    await client.query(
      `update registrations set status = 'dropped' where updated_at >= $1 and status = 'registered'`,
      [since],
    );
    await client.query(RECOUNT);
    await client.query('commit');
  });
}

/** The tables a run writes: every seat change rewrites a section's row and adds registrations and log lines. */
const CHANGED_TABLES = ['sections', 'registrations', 'advising_events', 'student_contact_details'];

/**
 * Vacuums the tables the runs change, before each run: with autovacuum off (as on this machine) or behind,
 * a full-size run and pgbench leave three dead rows of \`sections\` for each live one, and the next run reads
 * through them, so two runs minutes apart were not measuring the same database.
 */
export async function vacuumChanged(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    for (const table of CHANGED_TABLES) await client.query(`vacuum analyze ${table}`);
  });
}

/** Seat counts recounted from the registrations (after the arriving students' own seats are put back). */
export async function recountSeats(databaseUrl) {
  await withClient(databaseUrl, (client) => client.query(RECOUNT));
}

/** Puts the database back after pgbench: its registrations removed, seat counts and capacities as they were. */
export async function restore(databaseUrl, since) {
  await undoSeats(databaseUrl, since);
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(
      `update sections s set capacity = c.capacity from bench_rush_capacity c where c.id = s.id`,
    );
    await client.query('drop table bench_rush_capacity');
    await client.query('commit');
  });
}
