#!/usr/bin/env node
// The first step of `npm test` (and of `npm run test:e2e`): the browser tests drive Debian's Chromium, which
// a fresh machine does not have. Where it is missing and this user can install it (root with apt-get), it is
// installed; otherwise the run stops here with one line naming what is missing and the command that provides
// it, before a build or a test has started (rather than a Playwright stack trace ten minutes later).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Debian's `chromium` package puts the browser; playwright.config.ts uses it unless CHROME_PATH is set. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get install -y chromium';

/**
 * What to do about the browser, decided from facts only (no side effects), so every case can be tested:
 * `present`, `install` (with apt-get as root), or `stop` with the line to print.
 * @param {{ chromePath?: string, debianPath: string, isRoot: boolean, hasAptGet: boolean, isExecutable: (path: string) => boolean }} facts
 * @returns {{ action: 'present', path: string } | { action: 'install', path: string } | { action: 'stop', message: string }}
 */
export function planBrowser({ chromePath, debianPath, isRoot, hasAptGet, isExecutable }) {
  if (chromePath) {
    if (isExecutable(chromePath)) return { action: 'present', path: chromePath };
    // The user chose this browser: installing another one elsewhere would not be what they asked for.
    return {
      action: 'stop',
      message:
        `npm test: CHROME_PATH is set to ${chromePath}, which is not an executable file. ` +
        `Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use ${debianPath}.`,
    };
  }
  if (isExecutable(debianPath)) return { action: 'present', path: debianPath };
  if (isRoot && hasAptGet) return { action: 'install', path: debianPath };
  const provide = hasAptGet
    ? `sudo ${INSTALL_COMMAND}`
    : "install Chromium with this system's package manager";
  return {
    action: 'stop',
    message:
      `npm test: the browser tests need Chromium at ${debianPath}, which is missing. ` +
      `Run \`${provide}\`, or set CHROME_PATH to a Chromium or Chrome binary.`,
  };
}

/**
 * Carries the plan out. `run(command, args)` runs a program and returns its exit status and output; the
 * tests pass a stand-in package manager.
 * @param {{ facts: Parameters<typeof planBrowser>[0], run: (command: string, args: string[]) => { status: number | null, output: string }, log: (line: string) => void }} deps
 * @returns {number} the exit code for the process
 */
export function ensureBrowser({ facts, run, log }) {
  const plan = planBrowser(facts);
  if (plan.action === 'present') return 0;
  if (plan.action === 'stop') {
    log(plan.message);
    return 1;
  }
  log(
    `npm test: Chromium is missing at ${plan.path}; installing Debian's chromium package (${INSTALL_COMMAND}).`,
  );
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const { status, output } = run('apt-get', args);
    if (status !== 0) {
      const lastLine = output.trim().split('\n').at(-1) ?? '';
      log(
        `npm test: \`apt-get ${args[0]}\` failed (exit ${String(status)}${lastLine ? `: ${lastLine}` : ''}); ` +
          `install the browser with \`${INSTALL_COMMAND}\` or set CHROME_PATH, then run npm test again.`,
      );
      return 1;
    }
  }
  if (!facts.isExecutable(plan.path)) {
    log(
      `npm test: apt-get finished but ${plan.path} is still missing; install it with \`${INSTALL_COMMAND}\`.`,
    );
    return 1;
  }
  return 0;
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && isExecutable(join(dir, command)));
}

/** @param {string} command @param {string[]} args */
function runQuietly(command, args) {
  const result = spawnSync(command, args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--debian-path` exists for the tests (a stand-in apt-get "installs" into a temporary folder).
  const flag = process.argv.indexOf('--debian-path');
  const debianPath = flag > 0 ? (process.argv[flag + 1] ?? DEBIAN_CHROMIUM) : DEBIAN_CHROMIUM;
  process.exitCode = ensureBrowser({
    facts: {
      chromePath: process.env.CHROME_PATH || undefined,
      debianPath,
      isRoot: process.getuid?.() === 0,
      hasAptGet: process.platform === 'linux' && onPath('apt-get'),
      isExecutable,
    },
    run: runQuietly,
    log: (line) => console.error(line),
  });
}
