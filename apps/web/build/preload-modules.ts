import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { LANGUAGE_ATTRIBUTE, START_UP_MODULES_ID } from '../src/start-up-modules.ts';

function findChunk(bundle: Rollup.OutputBundle, moduleSuffix: string): Rollup.OutputChunk | undefined {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleSuffix)) return output;
  }
  return undefined;
}

/** The chunk and every chunk it imports statically, each once. */
function withStaticImports(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  seen = new Set<string>(),
): Rollup.OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const nested = chunk.imports.flatMap((fileName) => {
    const imported = bundle[fileName];
    return imported?.type === 'chunk' ? withStaticImports(bundle, imported, seen) : [];
  });
  return [chunk, ...nested];
}

/**
 * Lists, in an inert `<template id="start-up-modules">` of index.html, a `<link rel="modulepreload">` (and a
 * style preload for any CSS of theirs) for the modules every first visit needs, with everything they
 * import: the entry, the app (main.ts imports it after the first paint) and the landing page (the empty
 * path redirects to home). main.ts moves them into the head once the first screen has painted, so the
 * browser then fetches them all in parallel instead of discovering them one import after another; they are
 * still *evaluated* only when imported. (Vite's own module preloading is off: see vite.config.ts.)
 *
 * Not fetched before that paint: index.html paints the first screen with inline CSS and needs none of
 * them for it, and on a fast link they would finish before it, which Lighthouse counts as holding the paint
 * (their whole simulated download was charged to FCP and LCP: 0.6 s or 3.4 s for the same build, by run).
 *
 * Each language's shell catalogue is listed too, marked with its language: main.ts fetches the shown one's.
 *
 * @param moduleSuffixes source modules, e.g. 'src/features/home/home-page.tsx'
 * @param catalogueSuffixes each language's shell catalogue, e.g. { en: 'src/locales/en.json' }
 */
export function preloadModules(
  moduleSuffixes: readonly string[],
  catalogueSuffixes: Readonly<Record<string, string>>,
): Plugin {
  return {
    name: 'portal:preload-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const entries = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        const chunkOf = (suffix: string) => {
          const chunk = findChunk(bundle, suffix);
          if (!chunk) throw new Error(`preloadModules: no chunk for ${suffix}`);
          return chunk;
        };
        const requested = moduleSuffixes.map(chunkOf);
        const chunks: Rollup.OutputChunk[] = [];
        const listed = new Set<string>();
        for (const chunk of [...entries, ...requested]) {
          for (const needed of withStaticImports(bundle, chunk)) {
            // Already a <script> or <link> of the page (the entry itself, for one).
            if (listed.has(needed.fileName) || html.includes(needed.fileName)) continue;
            listed.add(needed.fileName);
            chunks.push(needed);
          }
        }
        const tags: HtmlTagDescriptor[] = chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
        }));
        for (const [language, suffix] of Object.entries(catalogueSuffixes)) {
          const catalogue = chunkOf(suffix);
          if (listed.has(catalogue.fileName)) {
            throw new Error(`preloadModules: ${suffix} is imported statically, so every reader downloads it`);
          }
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${catalogue.fileName}`,
              [LANGUAGE_ATTRIBUTE]: language,
            },
          });
        }
        for (const css of chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
          });
        }
        return [{ tag: 'template', attrs: { id: START_UP_MODULES_ID }, children: tags, injectTo: 'body' }];
      },
    },
  };
}
