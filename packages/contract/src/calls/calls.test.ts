import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.js';
import { calls, type CallEntry } from './index.js';

const table: Record<string, Record<string, CallEntry>> = calls;
const entries = Object.entries(table).flatMap(([area, areaCalls]) =>
  Object.entries(areaCalls).map(([name, entry]) => [`${area}.${name}`, entry] as const),
);
const exported: Record<string, unknown> = contract;

/** The runtime (non-type) imports of one source file, as written. */
function runtimeImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?from\s+)?'([^']+)'/gm);
  return [...statements].map((statement) => statement[1] ?? '');
}

describe('the call table', () => {
  it('names only schemas the contract exports', () => {
    const named = entries.flatMap(([key, entry]) =>
      [entry.query, entry.body, entry.params, entry.response, entry.uploadFields]
        .filter((name) => name !== undefined)
        .map((name) => ({ key, name, schema: exported[name] instanceof z.ZodType })),
    );
    expect(named.length).toBeGreaterThan(entries.length);
    expect(named.filter((found) => !found.schema)).toEqual([]);
  });

  it('names the text fields of every upload, and of uploads only (the security matrices fill them in)', () => {
    const uploads = entries.filter(([, entry]) => entry.upload === true);
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.filter(([, entry]) => entry.uploadFields === undefined).map(([key]) => key)).toEqual([]);
    expect(
      entries
        .filter(([, entry]) => entry.uploadFields !== undefined && entry.upload !== true)
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('has one entry per method and path', () => {
    const routes = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('gives every JSON call a response and every other call the kind of its answer', () => {
    const neither = entries.filter(
      ([, entry]) => (entry.response === undefined) === (entry.answer === undefined),
    );
    expect(neither.map(([key]) => key)).toEqual([]);
  });

  it('loads without zod or the schema modules: its runtime imports stay inside calls/', () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const pending = [join(folder, 'index.ts')];
    const outside: string[] = [];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        if (!specifier.startsWith('./') || dirname(target) !== folder) outside.push(`${file}: ${specifier}`);
        else pending.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(Object.keys(calls).length);
    expect(outside).toEqual([]);
  });
});

describe('a call entry', () => {
  it('does not compile with a name that is not one of the contract schemas', () => {
    const misspelt: CallEntry = {
      method: 'GET',
      path: '/api/Reports/GetLibraryAccessCodes',
      host: 'portal',
      tag: 'Library',
      summary: 'A probe',
      // @ts-expect-error the contract exports no schema of this name
      response: 'getLibraryAccessCode',
    };
    expect(exported[misspelt.response ?? '']).toBeUndefined();
  });
});
