// @vitest-environment node
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadModules } from './preload-modules';

function chunk(fileName: string, facadeModuleId: string, imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry } as unknown as Rollup.OutputChunk;
}

/** The plugin's index.html step on a bundle of these chunks: the start-up template's links. */
function startUpLinks(chunks: Rollup.OutputChunk[]) {
  const bundle = Object.fromEntries(chunks.map((each) => [each.fileName, each])) as Rollup.OutputBundle;
  const plugin = preloadModules(['src/boot.tsx'], { en: 'src/locales/en.json', ar: 'src/locales/ar.json' });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[];
  };
  const [template] = hook.handler('<script type="module" src="/assets/main.js"></script>', { bundle });
  return (template?.children as HtmlTagDescriptor[]).map((tag) => tag.attrs);
}

describe('preloadModules', () => {
  const main = chunk('assets/main.js', '/app/src/main.ts', [], true);
  const boot = chunk('assets/boot.js', '/app/src/boot.tsx', ['assets/react.js']);
  const react = chunk('assets/react.js', '/app/node_modules/react/index.js');
  const en = chunk('assets/en.js', '/app/src/locales/en.json');
  const ar = chunk('assets/ar.js', '/app/src/locales/ar.json');

  it("lists start-up code, then each language's shell strings marked with its language", () => {
    expect(startUpLinks([main, boot, react, en, ar])).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/boot.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/react.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/en.js', 'data-language': 'en' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/ar.js', 'data-language': 'ar' },
    ]);
  });

  it('refuses a build where start-up code imports a catalogue statically', () => {
    const bootWithEnglish = chunk('assets/boot.js', '/app/src/boot.tsx', ['assets/react.js', 'assets/en.js']);
    expect(() => startUpLinks([main, bootWithEnglish, react, en, ar])).toThrow(/imported statically/);
  });
});
