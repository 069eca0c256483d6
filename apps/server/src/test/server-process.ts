import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs src/main.ts as a real process (through tsx, on the contract's TypeScript sources), the way
 * `npm start` runs the built server, so start-up and shutdown are tested as an operator meets them.
 */
export function startServerProcess(environment: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    // No balancer to wait for: SIGTERM closes at once unless a test asks for a drain.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until the banner names the portal's URL, and answers it; fails if the process exits first. */
export async function waitForPortalUrl(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const state = { exited: false };
  void server.exited.then(() => {
    state.exited = true;
  });
  while (Date.now() < deadline) {
    const match = /Portal:\s+(http:\/\/localhost:\d+)\//.exec(server.stdout());
    if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
    if (state.exited)
      throw new Error(`server exited before it was ready:\n${server.stdout()}\n${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.stdout()}\n${server.stderr()}`);
}
