// The add-a-seat transaction under pgbench, on the same database and in the same run as the portal's rush.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'add-seat.sql');

/** Transactions per second and latency of add-seat.sql with `clients` for `seconds`. */
export function runPgbench({ databaseUrl, clients, seconds, room }) {
  const variables = ['first_student', 'last_student', 'first_section', 'last_section'].flatMap((name) => [
    '-D',
    `${name}=${String(room[name])}`,
  ]);
  const result = spawnSync(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', SCRIPT, ...variables, databaseUrl],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`pgbench failed:\n${result.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
  const transactions = /number of transactions actually processed: (\d+)/.exec(result.stdout)?.[1];
  return { tps: Number(tps), latencyAverage: Number(latency), transactions: Number(transactions) };
}
