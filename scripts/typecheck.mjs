// `npm run typecheck`: TypeScript over every project of the tree, two at a time. Each `tsc` uses one core;
// one after another they took 100 s on a 2-core machine, two side by side about half (docs/decisions.md).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Every project, largest first so the small ones fill in beside them. */
export const PROJECTS = [
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/contract/tsconfig.json',
  'bench/tsconfig.json',
  'e2e/tsconfig.json',
  'tsconfig.json',
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * Runs the commands at most `concurrency` at a time and prints each one's output when it ends, so outputs
 * never interleave. Resolves to the number of commands that failed.
 */
export async function runAll(commands, concurrency, print = (text) => process.stdout.write(text)) {
  let next = 0;
  let failed = 0;
  const lane = async () => {
    while (next < commands.length) {
      const command = commands[next];
      next += 1;
      const { status, output } = await run(command);
      print(`${status === 0 ? 'ok' : 'FAILED'}: ${command.join(' ')}\n${output}`);
      if (status !== 0) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, commands.length) }, lane));
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
  const commands = PROJECTS.map((project) => [process.execPath, tsc, '-p', project, '--noEmit']);
  const failed = await runAll(commands, Math.max(2, availableParallelism()));
  process.exitCode = failed === 0 ? 0 : 1;
}
