// Starting the built portal server (apps/server/dist) for a benchmark, and stopping it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDist = join(root, 'apps/server/dist');
const serverMain = join(serverDist, 'main.js');

/** Builds when the server's output is missing (benchmarks measure the production build). */
export function ensureServerBuilt() {
  if (existsSync(serverMain)) return;
  console.log('Build output missing: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 2xx, or fails with the process's output when it exits or time runs out. */
export async function waitUntilReady(child, url, output, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`not ready after ${seconds} s:\n${output()}`);
}

/**
 * The portal on `port` with `environment` added to this process's (DATABASE_URL, DATA_DIR, limits…).
 * Resolves once /readyz answers; `stop()` sends SIGTERM and waits for the exit.
 */
export async function startPortal(port, environment) {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the portal under the load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Stopped at the end of a run, with no balancer to notice: no drain (rolling-restart sets one).
      SHUTDOWN_DRAIN_MS: '0',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilReady(child, `http://127.0.0.1:${port}/readyz`, () => output);
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

export function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The yardstick: bench/api/bare-server.mjs (a bare Fastify route) in its own process, like the portal. */
export async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench/api/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilReady(child, `http://127.0.0.1:${port}/readyz`, () => output, 30);
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
