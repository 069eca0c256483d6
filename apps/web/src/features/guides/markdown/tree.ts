/**
 * The small tree a guide's Markdown becomes (parse-markdown.ts). Only these shapes exist: there is no
 * node for raw HTML, so none can reach the page; text is always drawn as text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** `href` is https or mailto (checked by the parser); anything else stays text. */
  | { kind: 'link'; href: string; children: Inline[] }
  /** One of the guide's own pictures, by its id (`guide-image:42`). */
  | { kind: 'image'; imageId: number; alt: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'code'; text: string };

/** The headings a table of contents lists: the second level, or the first when a guide has no second. */
export function contentsOf(blocks: readonly Block[]): Extract<Block, { kind: 'heading' }>[] {
  const headings = blocks.filter(
    (block): block is Extract<Block, { kind: 'heading' }> => block.kind === 'heading',
  );
  const second = headings.filter((heading) => heading.level === 2);
  return second.length > 0 ? second : headings.filter((heading) => heading.level === 1);
}

/** Plain text of inline nodes (a heading's name in the table of contents). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        default:
          return plainText(node.children);
      }
    })
    .join('');
}
