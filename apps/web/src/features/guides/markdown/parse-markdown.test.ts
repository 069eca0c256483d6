import { describe, expect, it } from 'vitest';
import { safeHref } from './parse-inline';
import { parseMarkdown } from './parse-markdown';
import { contentsOf, plainText } from './tree';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, code and the inline marks', () => {
    const blocks = parseMarkdown(
      '# Signing in\n\nOpen **Moodle** and *sign in*\nwith `s2021`.\n\n- one\n- two\n  more\n\n3. three\n4. four\n\n```\n<b>raw</b>\n```',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Open ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'Moodle' }] },
        { kind: 'text', text: ' and ' },
        { kind: 'emphasis', children: [{ kind: 'text', text: 'sign in' }] },
        { kind: 'text', text: ' with ' },
        { kind: 'code', text: 's2021' },
        { kind: 'text', text: '.' },
      ],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two more' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[4]).toEqual({ kind: 'code', text: '<b>raw</b>' });
  });

  it('keeps the guide’s own pictures by id and drops any other picture address to its description', () => {
    const [paragraph] = parseMarkdown('![Sign-in page](guide-image:42) ![tracker](https://evil.test/x.png)');
    expect(paragraph).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'image', imageId: 42, alt: 'Sign-in page' },
        { kind: 'text', text: ' tracker' },
      ],
    });
  });

  it('keeps HTML, script and entities as the text they are', () => {
    const blocks = parseMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n&lt;b&gt; &#106;',
    );
    expect(blocks.map((block) => (block.kind === 'paragraph' ? plainText(block.children) : ''))).toEqual([
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '&lt;b&gt; &#106;',
    ]);
  });

  it('lists the second-level headings for the table of contents, numbered in order', () => {
    const contents = contentsOf(parseMarkdown('# Guide\n\n## One\n\ntext\n\n## Two\n\n### Detail'));
    expect(contents.map((heading) => [heading.id, plainText(heading.children)])).toEqual([
      ['guide-section-2', 'One'],
      ['guide-section-3', 'Two'],
    ]);
  });
});

describe('safeHref', () => {
  it('follows https and mailto only', () => {
    expect(safeHref('https://moodle.example.edu/login')).toBe('https://moodle.example.edu/login');
    expect(safeHref(' mailto:it.help@example.edu ')).toBe('mailto:it.help@example.edu');
  });

  it('refuses javascript, data, http and schemes spelt with entities, spaces or control characters', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://moodle.example.edu',
      'https://moodle.example.edu/a b',
      'https://x.test/"onmouseover="alert(1)',
      '//evil.test',
    ]) {
      expect(safeHref(href), href).toBeUndefined();
    }
  });
});
