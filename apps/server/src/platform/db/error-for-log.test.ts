import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from './error-for-log.js';

/** A real database error: PGlite refusing a row, with the statement and parameters it was given. */
async function refusedRow(client: PGlite, text: string, value: string): Promise<unknown> {
  try {
    await client.query(text, [value]);
  } catch (error) {
    return error;
  }
  throw new Error('the statement was expected to fail');
}

describe('errorForLog', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    await client.query(`create table notes (body text check (length(body) < 5), size integer)`);
  });
  afterAll(() => client.close());

  it('keeps the statement, SQLSTATE and constraint of a failed query, never its parameters or failing row', async () => {
    const cause = await refusedRow(client, 'insert into notes (body) values ($1)', 'a private comment');
    if (!(cause instanceof Error)) throw new Error('an error expected');
    const wrapped = new DrizzleQueryError(
      'insert into notes (body) values ($1)',
      ['a private comment'],
      cause,
    );
    const logged = errorForLog(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('private comment');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into notes (body) values ($1)',
      query: 'insert into notes (body) values ($1)',
      cause: { code: '23514', constraint: 'notes_body_check', table: 'notes' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into notes/);
    expect(logged.stack).toContain('    at ');
  });

  it('drops the value a data exception quotes in its message', async () => {
    const error = await refusedRow(client, 'insert into notes (size) values ($1)', 'my secret text');
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain('my secret text');
    expect(logged).toMatchObject({ message: 'data exception (SQLSTATE 22P02)', code: '22P02' });
  });

  it('logs other errors as they are, their causes too', () => {
    const error = new Error('the queue could not be read', { cause: new Error('connection reset') });
    expect(errorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'the queue could not be read',
      cause: { message: 'connection reset' },
    });
    expect(errorForLog('plain text')).toEqual({
      type: 'string',
      message: 'a value that is not an Error was thrown',
      stack: '',
    });
  });
});
