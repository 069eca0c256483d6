import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBrowser, planBrowser } from './ensure-browser.mjs';

const script = fileURLToPath(new URL('./ensure-browser.mjs', import.meta.url));
const debianPath = '/usr/bin/chromium';

/** A machine as the set-up step sees it; `installed` holds the executable files. */
function machine({ installed = [], isRoot = true, hasAptGet = true, chromePath = undefined } = {}) {
  const files = new Set(installed);
  return {
    files,
    facts: { chromePath, debianPath, isRoot, hasAptGet, isExecutable: (path) => files.has(path) },
  };
}

/** A stand-in apt-get: records its calls; `install` puts the browser in place unless told to fail. */
function standInAptGet(files, { failOn } = {}) {
  const calls = [];
  return {
    calls,
    run(command, args) {
      calls.push([command, ...args].join(' '));
      if (args[0] === failOn) return { status: 100, output: 'E: Unable to locate package chromium\n' };
      if (args[0] === 'install') files.add(debianPath);
      return { status: 0, output: '' };
    },
  };
}

describe('ensureBrowser (npm test set-up step)', () => {
  it('does nothing when Debian’s Chromium is present', () => {
    const { files, facts } = machine({ installed: [debianPath] });
    const apt = standInAptGet(files);
    const lines = [];
    expect(ensureBrowser({ facts, run: apt.run, log: (l) => lines.push(l) })).toBe(0);
    expect(apt.calls).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('installs it as root with apt-get, saying so in one line', () => {
    const { files, facts } = machine();
    const apt = standInAptGet(files);
    const lines = [];
    expect(ensureBrowser({ facts, run: apt.run, log: (l) => lines.push(l) })).toBe(0);
    expect(apt.calls).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Chromium is missing at \/usr\/bin\/chromium; installing/);
  });

  it('stops with the command to run when the install fails', () => {
    const { files, facts } = machine();
    const apt = standInAptGet(files, { failOn: 'install' });
    const lines = [];
    expect(ensureBrowser({ facts, run: apt.run, log: (l) => lines.push(l) })).toBe(1);
    expect(lines.at(-1)).toMatch(
      /`apt-get install` failed \(exit 100: E: Unable to locate package chromium\)/,
    );
    expect(lines.at(-1)).toMatch(/apt-get install -y chromium/);
    expect(files.has(debianPath)).toBe(false);
  });

  it('stops when apt-get succeeds but no browser appears', () => {
    const { facts } = machine();
    const lines = [];
    const code = ensureBrowser({ facts, run: () => ({ status: 0, output: '' }), log: (l) => lines.push(l) });
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatch(/still missing/);
  });

  it('stops at once as a non-root user, naming the missing browser and the command', () => {
    const { files, facts } = machine({ isRoot: false });
    const apt = standInAptGet(files);
    const lines = [];
    expect(ensureBrowser({ facts, run: apt.run, log: (l) => lines.push(l) })).toBe(1);
    expect(apt.calls).toEqual([]);
    expect(lines).toEqual([
      'npm test: the browser tests need Chromium at /usr/bin/chromium, which is missing. ' +
        'Run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
    ]);
  });

  it('names no apt-get command where the system has none', () => {
    const plan = planBrowser(machine({ hasAptGet: false }).facts);
    expect(plan).toMatchObject({ action: 'stop' });
    expect(plan.action === 'stop' && plan.message).toMatch(/this system's package manager/);
  });

  it('takes CHROME_PATH over Debian’s browser, and never installs in its place', () => {
    expect(
      planBrowser(machine({ chromePath: '/opt/chrome/chrome', installed: ['/opt/chrome/chrome'] }).facts),
    ).toEqual({
      action: 'present',
      path: '/opt/chrome/chrome',
    });
    const plan = planBrowser(machine({ chromePath: '/opt/missing', installed: [debianPath] }).facts);
    expect(plan.action === 'stop' && plan.message).toMatch(/CHROME_PATH is set to \/opt\/missing/);
  });
});

describe('scripts/ensure-browser.mjs as a process, with a stand-in apt-get on PATH', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ensure-browser-'));
    chmodSync(dir, 0o755);
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    // Records each call with the frontend it was given, and "installs" the browser where the script looks.
    writeFileSync(
      join(bin, 'apt-get'),
      `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> "${dir}/apt.log"\n` +
        `[ "$1" = install ] && printf '#!/bin/sh\\necho Chromium 1.0\\n' > "${dir}/chromium" && chmod +x "${dir}/chromium"\nexit 0\n`,
    );
    chmodSync(bin, 0o755);
    chmodSync(join(bin, 'apt-get'), 0o755);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function runScript(user) {
    const env = { PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}` };
    return spawnSync(process.execPath, [script, '--debian-path', join(dir, 'chromium')], {
      env,
      encoding: 'utf8',
      ...(user === 'nobody' && process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
    });
  }

  it.skipIf(process.getuid?.() !== 0)('as root: installs through apt-get, non-interactively', () => {
    const result = runScript('root');
    expect(result.status).toBe(0);
    expect(readFileSync(join(dir, 'apt.log'), 'utf8')).toBe(
      'noninteractive update -qq\nnoninteractive install -y -qq chromium\n',
    );
    expect(existsSync(join(dir, 'chromium'))).toBe(true);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('as another user: stops at once with one line, apt-get untouched', () => {
    const result = runScript('nobody');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `npm test: the browser tests need Chromium at ${join(dir, 'chromium')}, which is missing. ` +
        'Run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
    ]);
    expect(existsSync(join(dir, 'apt.log'))).toBe(false);
  });
});
