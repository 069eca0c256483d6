// The portal under test, killed with SIGKILL and started again on the same port and database, as a
// crash and a supervisor's restart would: nothing is flushed, no transaction is finished, the
// reconciler stops mid-pass. The port stays, so the notification URL every order carries stays valid.
import { appendFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, serverDist, startPortal } from '../lib/server.mjs';

/**
 * The newest file time of the server's and the contract's build output. Each restart loads the build
 * afresh, so an `npm run build` by someone else mid-run would mix versions (it did once: a new contract
 * with the old server answered 500 after commit): the run compares this at its end and fails if it moved.
 */
export function buildStamp() {
  let newest = 0;
  for (const dir of [serverDist, join(root, 'packages/contract/dist')])
    for (const file of readdirSync(dir, { recursive: true }))
      newest = Math.max(newest, statSync(join(dir, String(file))).mtimeMs);
  return newest;
}

export async function supervisedPortal(environment) {
  const port = await freePort();
  let current;
  let up = false;
  const kills = [];
  /** Every process's output, kept for a look after the run (what a 5xx or a crash logged). */
  const log = join(tmpdir(), `portal-bench-payments-${String(process.pid)}.log`);
  const keep = (one) => appendFileSync(log, `--- portal process ${String(one.child.pid)}\n${one.output()}`);
  /** Exits nobody asked for (a crash under the load itself): each one fails the run. */
  const unexpectedExits = [];

  async function start() {
    current = await startPortal(port, environment);
    const started = current;
    started.child.once('exit', (code, signal) => {
      if (!started.killedOnPurpose && !started.stopping)
        unexpectedExits.push({ code, signal, output: started.output().slice(-4000) });
      up = false;
    });
    up = true;
  }

  await start();
  return {
    origin: current.origin,
    isUp: () => up,
    log,
    kills,
    unexpectedExits,
    /** kill -9, then start again at once; resolves once /readyz answers on the new process. */
    async killAndRestart() {
      const killedAt = performance.now();
      const victim = current;
      victim.killedOnPurpose = true;
      const exited = new Promise((done) => victim.child.once('exit', () => done(undefined)));
      up = false;
      process.kill(victim.child.pid, 'SIGKILL');
      await exited;
      keep(victim);
      await start();
      kills.push({ downSeconds: (performance.now() - killedAt) / 1000 });
    },
    async stop() {
      current.stopping = true;
      await current.stop();
      keep(current);
    },
  };
}
