import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceHost } from './api-client';

/*
 * Every call of the web app goes through its entry of the contract's call table (`api.call(area.call)`,
 * `download({ call })`, `callUrl(entry)`), so its host, method and path are the ones the server registers.
 * A path or host typed by hand is how the same call ended up sent to two hosts; this keeps it from
 * coming back. The area is imported by name: the whole table (`calls.area`) in one start-up file put every
 * area's entries into start-up code.
 */

const SOURCE = resolve(__dirname, '..');

/** Typed over ServiceHost, so a host added to the contract is checked here too. */
const HOSTS: Record<ServiceHost, true> = {
  portal: true,
  advising: true,
  international: true,
  party: true,
  orders: true,
  notify: true,
  billing: true,
};
const HOST = Object.keys(HOSTS).join('|');

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'an /api/ path in a string', pattern: /['"`]\/api\//g },
  {
    name: 'a host string passed to a get/post call',
    pattern: new RegExp(String.raw`\.(?:get|post)\s*(?:<[^>]*>)?\(\s*['"\`](?:${HOST})['"\`]`, 'g'),
  },
  {
    name: 'a host string given as `host:`',
    pattern: new RegExp(String.raw`\bhost:\s*['"\`](?:${HOST})['"\`]`, 'g'),
  },
  { name: 'the whole call table (`calls.area`) instead of the area', pattern: /\bcalls\.[a-z]\w*\./g },
];

function isTest(name: string): boolean {
  return /\.test\.tsx?$/.test(name);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for each match of the rule in the web app's source (tests excluded). */
function offences(pattern: RegExp): string[] {
  return sourceFiles(SOURCE).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        line.match(pattern) ? [`${relative(SOURCE, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('web calls come from the call table', () => {
  it('reads the source tree', () => {
    expect(sourceFiles(SOURCE).length).toBeGreaterThan(100);
  });

  it.each(RULES)('no source file names $name', ({ pattern }) => {
    expect(offences(pattern)).toEqual([]);
  });

  it.each([
    ["api.get<Menu>('portal', menuPath)", 1],
    ["api.post('advising', path, body)", 1],
    ["download({ host: 'portal', path })", 2],
    ['const url = `/api/Notify/Stream?ticket=${ticket}`;', 0],
    ['api.call(calls.menu.getMenu, { signal })', 3],
    ['api.call(menu.getMenu, { signal })', -1],
  ])('catches a hand-written call: %s', (line, rule) => {
    const caught = RULES.map(({ pattern }) => new RegExp(pattern.source).test(line));
    expect(caught.indexOf(true)).toBe(rule);
  });
});
