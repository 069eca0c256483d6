import { parseInline } from './parse-inline';
import type { Block, Inline } from './tree';

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;

const levelOf = (hashes: number): 1 | 2 | 3 => (hashes <= 1 ? 1 : hashes === 2 ? 2 : 3);

/**
 * A guide's Markdown as a tree of blocks: headings (`#`, `##`, `###`; deeper ones count as `###`),
 * paragraphs, bulleted and numbered lists, fenced code, and inside them bold, italic, code, links and the
 * guide's pictures. Anything else, raw HTML included, is kept as the text it is.
 */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').replaceAll('\u0000', '\uFFFD').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;
  let headings = 0;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const items: Inline[][] = list.items.map((item) => parseInline(item));
      blocks.push({ kind: 'list', ordered: list.ordered, start: list.start, items });
    }
    list = undefined;
  };
  const addItem = (ordered: boolean, start: number, text: string) => {
    endParagraph();
    if (list?.ordered !== ordered) {
      endList();
      list = { ordered, start, items: [] };
    }
    list.items.push(text);
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      endParagraph();
      endList();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trimStart().startsWith(fence[1] ?? '```')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      headings += 1;
      blocks.push({
        kind: 'heading',
        level: levelOf(heading[1]?.length ?? 1),
        id: `guide-section-${String(headings)}`,
        children: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      addItem(false, 1, bullet[1] ?? '');
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      addItem(true, Number(numbered[1]), numbered[2] ?? '');
      continue;
    }
    // An indented line under a list item carries the item on; any other line is the paragraph's.
    const last = list?.items.length;
    if (list && last !== undefined && /^\s+/.test(line)) {
      list.items[last - 1] = `${list.items[last - 1] ?? ''} ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
