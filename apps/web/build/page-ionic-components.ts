import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IONIC_REACT = /[\\/]node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

/**
 * Moves the Ionic components only some pages use (form controls, modals) out of the start-up code.
 *
 * `@ionic/react` is one module that imports every Ionic component it wraps and defines each one when its
 * React wrapper is created, at module level: so every component any page uses is downloaded, evaluated and
 * defined before the first render, home included (the form controls and the overlays they open were ~40% of
 * Ionic's start-up JavaScript). For the tags given here, this plugin
 *
 * - rewrites `@ionic/react`: the import of `@ionic/core/components/ion-<tag>.js` is dropped, the wrapper's
 *   `defineCustomElement` becomes a no-op and its element class a stand-in that reads the defined class's
 *   prototype at render time (the wrapper checks it to tell properties from attributes);
 * - rewrites every app module that imports such a wrapper (or a hook that opens the element) from
 *   `@ionic/react`: it imports the component from `@ionic/core` itself and defines it, so the component
 *   lands in that module's chunk (a page's, loaded with the page) and is defined before the module renders.
 *
 * The source keeps importing from `@ionic/react` as Ionic documents it. Build only: unit tests and the dev
 * server use `@ionic/react` unchanged (defining a component twice is harmless: Stencil checks first).
 */
export function pageIonicComponents(tags: readonly string[]): Plugin {
  /** Export of `@ionic/react` → the tags a module importing it must define. */
  const tagsOfExport = new Map<string, Set<string>>();
  return {
    name: 'portal:page-ionic-components',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: [IONIC_REACT, APP_SOURCE] },
      handler(code, id) {
        if (IONIC_REACT.test(id)) return rewriteIonicReact(code, tags, tagsOfExport);
        return defineImportedComponents(code, tagsOfExport);
      },
    },
    async buildStart() {
      // An app module is transformed before its imports are resolved, so the table is filled first, from
      // the file the build will bundle.
      const resolved = await this.resolve(
        '@ionic/react',
        fileURLToPath(new URL('../src/boot.tsx', import.meta.url)),
      );
      if (!resolved) this.error('@ionic/react cannot be resolved');
      tagsOfExport.clear();
      rewriteIonicReact(await readFile(resolved.id, 'utf8'), tags, tagsOfExport);
    },
  };
}

const IMPORT_FROM_COMPONENT = /^import \{([^}]*)\} from '@ionic\/core\/components\/(ion-[a-z-]+)\.js';$/gm;

/** Drops the deferred components' imports from @ionic/react's bundle and records which exports use them. */
export function rewriteIonicReact(
  code: string,
  tags: readonly string[],
  tagsOfExport: Map<string, Set<string>>,
): { code: string; map: null } {
  const lines = code.split('\n');
  let rewritten = code;
  for (const match of code.matchAll(IMPORT_FROM_COMPONENT)) {
    const [statement, specifiers = '', tag = ''] = match;
    if (!tags.includes(tag)) continue;
    const declarations = specifiers.split(',').map((specifier) => {
      const [imported, local] = specifier.trim().split(/\s+as\s+/);
      if (!imported || !local)
        throw new Error(`pageIonicComponents: unexpected import in @ionic/react: ${statement}`);
      for (const owner of topLevelOwners(lines, local)) {
        const owned = tagsOfExport.get(owner) ?? new Set<string>();
        owned.add(tag);
        tagsOfExport.set(owner, owned);
      }
      return imported === 'defineCustomElement'
        ? `const ${local} = () => {};`
        : `const ${local} = { name: '${imported}', get prototype() { return customElements.get('${tag}')?.prototype ?? HTMLElement.prototype; } };`;
    });
    rewritten = rewritten.replace(statement, declarations.join(' '));
  }
  const missing = tags.filter((tag) => ![...tagsOfExport.values()].some((owned) => owned.has(tag)));
  if (missing.length > 0)
    throw new Error(`pageIonicComponents: @ionic/react does not import ${missing.join(', ')}`);
  return { code: rewritten, map: null };
}

/** The top-level declarations (`const X =`, `function X(`) whose body mentions the identifier. */
function topLevelOwners(lines: readonly string[], identifier: string): string[] {
  const owners = new Set<string>();
  let owner: string | undefined;
  for (const line of lines) {
    const declared = /^(?:export )?(?:const|let|class|function\*?|async function) ([\w$]+)/.exec(line);
    if (declared) owner = declared[1];
    if (line.startsWith('import ') || !owner) continue;
    if (new RegExp(`(?<![\\w$])${identifier.replace(/\$/g, '\\$')}(?![\\w$])`).test(line)) owners.add(owner);
  }
  if (owners.size === 0) throw new Error(`pageIonicComponents: ${identifier} is not used in @ionic/react`);
  return [...owners];
}

const IMPORT_FROM_IONIC_REACT = /import\s*\{([^}]*)\}\s*from\s*'@ionic\/react';?/g;

/**
 * For every deferred wrapper or hook a module imports from `@ionic/react`: the component's own module and
 * its definition, appended to the module's first such import, on the same line (line numbers stay).
 */
export function defineImportedComponents(
  code: string,
  tagsOfExport: ReadonlyMap<string, ReadonlySet<string>>,
): { code: string; map: null } | null {
  const needed = new Set<string>();
  for (const match of code.matchAll(IMPORT_FROM_IONIC_REACT)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (!name || name.startsWith('type ')) continue;
      for (const tag of tagsOfExport.get(name) ?? []) needed.add(tag);
    }
  }
  if (needed.size === 0) return null;
  const definitions = [...needed]
    .map((tag) => {
      const local = `define_${tag.replace(/-/g, '_')}`;
      return `import { defineCustomElement as ${local} } from '@ionic/core/components/${tag}.js'; ${local}();`;
    })
    .join(' ');
  let placed = false;
  const rewritten = code.replace(IMPORT_FROM_IONIC_REACT, (statement) => {
    if (placed) return statement;
    placed = true;
    return `${statement} ${definitions}`;
  });
  return { code: rewritten, map: null };
}
