import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on deliberately wrong code placed at real paths. Type-aware
// rules are switched off: they need the file on disk, and the import rules do not use types.
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: `${repoRoot}/eslint.config.js`,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

const used = (name: string) => `\nexport const used = ${name};\n`;

describe('the import rule (eslint.boundaries.js)', { timeout: 240_000 }, () => {
  it("refuses another module's queries and accepts its service", async () => {
    const file = 'apps/server/src/modules/waitlist/import-rule-fixture.ts';
    expect(
      await boundaryErrors(
        `import { heldSections } from '../add-drop/queries.js';${used('heldSections')}`,
        file,
      ),
    ).toEqual([expect.stringContaining("other modules' service.ts only")]);
    expect(
      await boundaryErrors(
        `import { heldSections } from '../add-drop/service.js';${used('heldSections')}`,
        file,
      ),
    ).toEqual([]);
  });

  it('refuses a kernel module importing an ordinary module', async () => {
    const file = 'apps/server/src/modules/registration/import-rule-fixture.ts';
    const code = `import { studentWaitlists } from '../waitlist/service.js';${used('studentWaitlists')}`;
    expect(await boundaryErrors(code, file)).toEqual([
      expect.stringContaining('The kernel imports no other module'),
    ]);
  });

  it('refuses platform/ importing a module', async () => {
    const file = 'apps/server/src/platform/http/import-rule-fixture.ts';
    const code = `import { registrationPolicy } from '../../modules/advising/service.js';${used('registrationPolicy')}`;
    expect(await boundaryErrors(code, file)).toEqual([
      expect.stringContaining('platform/ imports no module'),
    ]);
  });

  it('refuses an import cycle', async () => {
    // offers.ts imports queries.ts: queries.ts importing offers.ts back closes the loop.
    const file = 'apps/server/src/modules/waitlist/queries.ts';
    const code = `import { offerFreedSeat } from './offers.js';${used('offerFreedSeat')}`;
    expect(await boundaryErrors(code, file)).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it("refuses a web feature importing another feature's internals, not its api/", async () => {
    const file = 'apps/web/src/features/exams/import-rule-fixture.tsx';
    expect(
      await boundaryErrors(
        `import SchedulePage from '../schedule/schedule-page';${used('SchedulePage')}`,
        file,
      ),
    ).toEqual([expect.stringContaining("another feature's api/")]);
    expect(
      await boundaryErrors(
        `import { useStudentData } from '../student/api/get-student-data';${used('useStudentData')}`,
        file,
      ),
    ).toEqual([]);
  });

  it('refuses shared components importing a feature', async () => {
    const file = 'apps/web/src/components/import-rule-fixture.tsx';
    const code = `import SchedulePage from '../features/schedule/schedule-page';${used('SchedulePage')}`;
    expect(await boundaryErrors(code, file)).toEqual([
      expect.stringContaining('components/ and lib/ import no feature'),
    ]);
  });
});
