// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ionicons from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { ICON_MODULE_PREFIX, parseIcons, rewriteIconImports } from './ionicon-modules';

const iconList = () => {
  const main = createRequire(import.meta.url).resolve('ionicons/icons');
  return readFileSync(join(dirname(main), 'index.mjs'), 'utf8');
};

describe('one module per Ionicon', () => {
  it('reads every icon of ionicons/icons, each exactly as the package exports it', () => {
    const icons = parseIcons(iconList());
    expect(icons.size).toBe(Object.keys(ionicons).length);
    for (const [name, svg] of icons) expect(svg).toBe(ionicons[name as keyof typeof ionicons]);
  });

  it('turns named imports, renamed and on several lines, into one import per icon, keeping the lines', () => {
    const code = [
      "import { IonIcon } from '@ionic/react';",
      'import {',
      '  homeOutline,',
      '  homeSharp as home,',
      "} from 'ionicons/icons';",
      'export const icons = [homeOutline, home];',
    ].join('\n');
    const rewritten = rewriteIconImports(code);
    expect(rewritten?.split('\n')).toEqual([
      "import { IonIcon } from '@ionic/react';",
      `import homeOutline from '${ICON_MODULE_PREFIX}homeOutline'; import home from '${ICON_MODULE_PREFIX}homeSharp';`,
      '',
      '',
      '',
      'export const icons = [homeOutline, home];',
    ]);
  });

  it('leaves code that imports no icon alone', () => {
    expect(rewriteIconImports("import { useState } from 'react';\n")).toBeUndefined();
  });
});
