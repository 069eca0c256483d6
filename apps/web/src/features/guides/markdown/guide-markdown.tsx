import { Fragment, type ReactNode } from 'react';
import { GuidePicture, type LoadGuideImage } from './guide-picture';
import type { Block, Inline } from './tree';

function inlineNodes(nodes: readonly Inline[], loadImage: LoadGuideImage): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{inlineNodes(node.children, loadImage)}</strong>;
      case 'emphasis':
        return <em key={index}>{inlineNodes(node.children, loadImage)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inlineNodes(node.children, loadImage)}
          </a>
        );
      case 'image':
        return <GuidePicture key={index} imageId={node.imageId} alt={node.alt} loadImage={loadImage} />;
    }
  });
}

function blockNode(block: Block, index: number, loadImage: LoadGuideImage): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      // One level below the page's own title (its h1).
      return (
        <Heading key={index} id={block.id} tabIndex={-1}>
          {inlineNodes(block.children, loadImage)}
        </Heading>
      );
    }
    case 'paragraph': {
      const only = block.children.length === 1 ? block.children[0] : undefined;
      // A picture alone on its line is a figure, with its description under it.
      if (only?.kind === 'image') {
        return (
          <figure key={index} className="guide-figure">
            <GuidePicture imageId={only.imageId} alt={only.alt} loadImage={loadImage} />
            {only.alt !== '' && <figcaption>{only.alt}</figcaption>}
          </figure>
        );
      }
      return <p key={index}>{inlineNodes(block.children, loadImage)}</p>;
    }
    case 'list': {
      const items = block.items.map((item, at) => <li key={at}>{inlineNodes(item, loadImage)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
    case 'code':
      return (
        <pre key={index}>
          <code>{block.text}</code>
        </pre>
      );
  }
}

/**
 * A guide's parsed Markdown as React elements: every text goes through React as text, so no markup in a
 * guide can become HTML (no dangerouslySetInnerHTML anywhere). Used by the student's page and by the
 * editor's preview alike.
 */
export function GuideMarkdown({
  blocks,
  loadImage,
}: {
  blocks: readonly Block[];
  loadImage: LoadGuideImage;
}) {
  return (
    <div className="guide-markdown">{blocks.map((block, index) => blockNode(block, index, loadImage))}</div>
  );
}
