import type { SqlRunner } from '../platform/db/client.js';
import type { SqlWriter } from './bulk-insert.js';

interface Deferred {
  table: string;
  name: string;
  definition: string;
}

export interface DeferredSet {
  indexes: Deferred[];
  foreignKeys: Deferred[];
}

/**
 * Secondary indexes and foreign keys of the bulk-loaded tables, read from the catalogue so the schema
 * stays the only place they are declared. Loading a million rows and then building each index in one
 * sort (and checking each foreign key with one join) is several times faster than maintaining them row
 * by row, the way pg_restore does it. Indexes that back a constraint (keys, uniques referenced by a
 * foreign key) stay in place.
 */
export async function readDeferrable(query: SqlRunner, tables: readonly string[]): Promise<DeferredSet> {
  const indexes = await query<{ table: string; name: string; definition: string }>(
    `select c.relname as "table", i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class c on c.oid = x.indrelid
      where c.relnamespace = current_schema()::regnamespace
        and c.relname = any($1::text[])
        and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
      order by 1, 2`,
    [`{${tables.join(',')}}`],
  );
  const foreignKeys = await query<{ table: string; name: string; definition: string }>(
    `select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
      where k.contype = 'f'
        and c.relnamespace = current_schema()::regnamespace
        and c.relname = any($1::text[])
      order by 1, 2`,
    [`{${tables.join(',')}}`],
  );
  return { indexes, foreignKeys };
}

export async function dropDeferred(write: SqlWriter, deferred: DeferredSet): Promise<void> {
  for (const key of deferred.foreignKeys) {
    await write(`alter table ${quote(key.table)} drop constraint ${quote(key.name)}`);
  }
  for (const index of deferred.indexes) await write(`drop index ${quote(index.name)}`);
}

export async function restoreDeferred(write: SqlWriter, deferred: DeferredSet): Promise<void> {
  for (const index of deferred.indexes) await write(index.definition);
  for (const key of deferred.foreignKeys) {
    await write(`alter table ${quote(key.table)} add constraint ${quote(key.name)} ${key.definition}`);
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
