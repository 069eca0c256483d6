import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { beginWithFirstStatement } from './early-begin.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** drizzle's raw result inside a transaction is typed by driver; this one is node-postgres's. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe.skipIf(!serverUrl)('BEGIN sent with the first statement (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl ?? '');
    handle = await openPostgres(database.url, 2);
    await handle.query('create table seats (id int primary key, holder text)');
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('writes BEGIN and the next statement before the server has answered either', async () => {
    const client = new pg.Client({ connectionString: database.url, pipeline: true });
    await client.connect();
    try {
      beginWithFirstStatement(client);
      const events: string[] = [];
      const connection = (client as unknown as { connection: pg.Connection }).connection;
      connection.on('readyForQuery', () => events.push('answered'));
      // As drizzle does: BEGIN awaited, then the transaction's first statement.
      await client.query('begin');
      events.push('begin taken');
      const first = client.query('select 1 as one');
      events.push('first written');
      expect((await first).rows).toEqual([{ one: 1 }]);
      await client.query('commit');
      expect(events.slice(0, 3)).toEqual(['begin taken', 'first written', 'answered']);
    } finally {
      await client.end();
    }
  });

  it('runs every statement of a transaction inside it: one transaction id, and a rollback undoes them', async () => {
    const ids = await handle.db.transaction(async (tx) => {
      const [first] = rowsOf<{ id: string }>(await tx.execute(sql`select txid_current()::text as id`));
      await tx.execute(sql`insert into seats values (1, 'Mona')`);
      const [second] = rowsOf<{ id: string }>(await tx.execute(sql`select txid_current()::text as id`));
      return [first?.id, second?.id];
    });
    expect(ids[0]).toBe(ids[1]);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into seats values (2, 'Omar')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await handle.query('select id from seats order by id')).toEqual([{ id: 1 }]);
  });

  it('fails a transaction whose first statement fails, and the connection serves the next one', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into seats values (1, 'again')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const count = await handle.db.transaction(async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from seats`)),
    );
    expect(count).toEqual([{ n: 1 }]);
  });
});
