import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The id of one icon's module: `\0` keeps other plugins from treating it as a file. */
export const ICON_MODULE_PREFIX = '\0ionicon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;

/** Ionicons' own list, `export const name = "data:image/svg+xml;utf8,…"` per line, as name → SVG. */
export function parseIcons(source: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, name, literal] of source.matchAll(/^export const (\w+) = (".*");?$/gm)) {
    if (name !== undefined && literal !== undefined) icons.set(name, JSON.parse(literal) as string);
  }
  return icons;
}

/**
 * `import { a, b as c } from 'ionicons/icons'` as one import per icon module, the line count kept so
 * what follows stays where source maps expect it; undefined when the code imports no icon.
 */
export function rewriteIconImports(code: string): string | undefined {
  if (!code.includes('ionicons/icons')) return undefined;
  return code.replace(IMPORT, (statement, names: string) => {
    const imports = names
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [name, local = name] = specifier.split(/\s+as\s+/);
        return `import ${String(local)} from '${ICON_MODULE_PREFIX}${String(name)}';`;
      });
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/**
 * Each Ionicon its own module. `ionicons/icons` is one module exporting every icon, and a bundler puts a
 * module in one chunk: the start-up chunk, since the shell uses a few, so it carried the icons of every
 * lazy page too (92 KB of its 183 KB). One module per icon lets each icon go with the code that uses it.
 */
export function ioniconModules(): Plugin {
  let icons: Map<string, string> | undefined;
  const iconNamed = (name: string): string | undefined => {
    if (!icons) {
      const main = createRequire(import.meta.url).resolve('ionicons/icons');
      icons = parseIcons(readFileSync(join(dirname(main), 'index.mjs'), 'utf8'));
    }
    return icons.get(name);
  };
  return {
    name: 'portal:ionicon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const rewritten = rewriteIconImports(code);
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(ICON_MODULE_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(ICON_MODULE_PREFIX)) return null;
      const name = id.slice(ICON_MODULE_PREFIX.length);
      const svg = iconNamed(name);
      if (svg === undefined) this.error(`ionicons/icons has no icon named ${name}`);
      return `export default ${JSON.stringify(svg)};`;
    },
  };
}
