import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('checked-in migrations', () => {
  it('cover every table and column the schema files declare', () => {
    // Inside the package and relative: drizzle-kit prefixes --out with './'.
    const copy = mkdtempSync(join(serverRoot, '.migration-check-'));
    try {
      cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
      const before = readdirSync(copy).filter((name) => name.endsWith('.sql'));
      // drizzle-kit diffs the schema files against the latest snapshot; any difference becomes a new file.
      const output = execFileSync(
        'npx',
        [
          'drizzle-kit',
          'generate',
          '--dialect',
          'postgresql',
          '--casing',
          'snake_case',
          '--schema',
          './src/platform/db/schema.ts',
          '--out',
          relative(serverRoot, copy),
        ],
        { cwd: serverRoot, stdio: 'pipe', encoding: 'utf8' },
      );
      const after = readdirSync(copy).filter((name) => name.endsWith('.sql'));
      expect(
        after,
        'a schema change has no migration: run npm run db:generate -- --name <what_changed>',
      ).toEqual(before);
      expect(output).toContain('No schema changes');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
