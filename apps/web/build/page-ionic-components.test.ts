// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_IONIC_COMPONENTS } from '../vite.config';
import { defineImportedComponents, rewriteIonicReact } from './page-ionic-components';

const ionicReact = readFileSync(createRequire(import.meta.url).resolve('@ionic/react'), 'utf8');

function rewrite(code: string, tags: readonly string[]) {
  const tagsOfExport = new Map<string, Set<string>>();
  const rewritten = rewriteIonicReact(code, tags, tagsOfExport).code;
  return { rewritten, tagsOfExport };
}

describe('rewriteIonicReact on the installed @ionic/react', () => {
  const { rewritten, tagsOfExport } = rewrite(ionicReact, PAGE_IONIC_COMPONENTS);

  it('no longer imports the page components, and still imports the shell ones', () => {
    for (const tag of PAGE_IONIC_COMPONENTS) {
      expect(ionicReact).toContain(`from '@ionic/core/components/${tag}.js'`);
      expect(rewritten).not.toContain(`from '@ionic/core/components/${tag}.js'`);
    }
    for (const tag of ['ion-app', 'ion-menu', 'ion-button', 'ion-content', 'ion-router-outlet'])
      expect(rewritten).toContain(`from '@ionic/core/components/${tag}.js'`);
  });

  it('knows which wrappers and hooks need which page component', () => {
    expect(tagsOfExport.get('IonSelect')).toEqual(new Set(['ion-select']));
    expect(tagsOfExport.get('IonInput')).toEqual(new Set(['ion-input']));
    expect(tagsOfExport.get('IonModal')).toEqual(new Set(['ion-modal']));
    // The hook opens the element through the controller: a module using it must define it too.
    expect(tagsOfExport.get('useIonModal')).toEqual(new Set(['ion-modal']));
    expect(tagsOfExport.get('useIonPopover')).toEqual(new Set(['ion-popover']));
    // The shell's overlays load after the first screen (alert-host.tsx, arrival-toast.ts, waiting-overlay.ts).
    expect(tagsOfExport.get('IonAlert')).toEqual(new Set(['ion-alert']));
    expect(tagsOfExport.get('useIonToast')).toEqual(new Set(['ion-toast']));
    expect(tagsOfExport.get('useIonLoading')).toEqual(new Set(['ion-loading']));
    expect(tagsOfExport.get('IonRefresher')).toEqual(new Set(['ion-refresher']));
    for (const shell of ['IonButton', 'IonApp', 'IonMenu', 'IonContent', 'IonRouterOutlet'])
      expect(tagsOfExport.has(shell)).toBe(false);
  });

  it('gives a wrapper a stand-in class that reads the defined element prototype at render time', () => {
    expect(rewritten).toMatch(
      /const IonSelect\$1 = \{ name: 'IonSelect', get prototype\(\) \{ return customElements\.get\('ion-select'\)\?\.prototype \?\? HTMLElement\.prototype; \} \};/,
    );
    const declaration = /const IonSelect\$1 = [^\n]*?\};/.exec(rewritten)?.[0] ?? '';
    const defined = new Map<string, { prototype: object }>();
    const fallback = { prototype: { element: 'any' } };
    const select = runInNewContext(`${declaration} IonSelect$1`, {
      customElements: { get: (tag: string) => defined.get(tag) },
      HTMLElement: fallback,
    }) as { name: string; prototype: object };
    expect(select.name).toBe('IonSelect');
    expect(select.prototype).toBe(fallback.prototype);
    const selectClass = { prototype: { value: '' } };
    defined.set('ion-select', selectClass);
    expect(select.prototype).toBe(selectClass.prototype);
  });

  it('refuses a tag @ionic/react does not import, naming it', () => {
    expect(() => rewrite(ionicReact, ['ion-not-a-component'])).toThrow(/does not import ion-not-a-component/);
  });
});

describe('defineImportedComponents', () => {
  const tagsOfExport = new Map([
    ['IonSelect', new Set(['ion-select'])],
    ['IonSelectOption', new Set(['ion-select-option'])],
    ['IonModal', new Set(['ion-modal'])],
    ['useIonModal', new Set(['ion-modal'])],
  ]);

  it('defines each page component the module imports, once, keeping the line numbers', () => {
    const source = [
      'import {',
      '  IonButton,',
      '  IonSelect as Select,',
      '  type SelectCustomEvent,',
      '  IonModal,',
      "} from '@ionic/react';",
      "import { useIonModal } from '@ionic/react';",
      'export const picked = 1;',
    ].join('\n');
    const result = defineImportedComponents(source, tagsOfExport);
    const code = result?.code ?? '';
    expect(code.split('\n')).toHaveLength(8);
    expect(code.match(/from '@ionic\/core\/components\/ion-select\.js'/g)).toHaveLength(1);
    expect(code.match(/from '@ionic\/core\/components\/ion-modal\.js'/g)).toHaveLength(1);
    expect(code).toContain('define_ion_select();');
    expect(code).toContain('define_ion_modal();');
    expect(code).not.toContain('ion-button');
    // The original imports are untouched.
    expect(code).toContain("import { useIonModal } from '@ionic/react';");
    expect(code.startsWith('import {\n  IonButton,')).toBe(true);
  });

  it('leaves a module alone when it imports no page component (or only its type)', () => {
    expect(
      defineImportedComponents("import { IonButton, useIonRouter } from '@ionic/react';", tagsOfExport),
    ).toBeNull();
    expect(
      defineImportedComponents("import { type IonSelect } from '@ionic/react';", tagsOfExport),
    ).toBeNull();
    expect(defineImportedComponents("import { IonSelect } from './not-ionic';", tagsOfExport)).toBeNull();
  });
});
