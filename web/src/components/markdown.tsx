import { Fragment, type ReactNode } from 'react';
import { type InlinePiece, toBlocks, toInline } from '../lib/markdown-blocks';

function renderInline(pieces: InlinePiece[]): ReactNode[] {
  return pieces.map((piece, index) => {
    // Plain strings become text nodes: React escapes them, so any HTML in them shows as text.
    if (typeof piece === 'string') return piece;
    const Tag = piece.kind === 'strong' ? 'strong' : 'em';
    // biome-ignore lint/suspicious/noArrayIndexKey: pieces are derived from fixed text and never reorder.
    return <Tag key={index}>{renderInline(piece.children)}</Tag>;
  });
}

function line(text: string): ReactNode[] {
  return renderInline(toInline(text));
}

/**
 * A tiny markdown renderer for coaching text: paragraphs, line breaks, **bold**, *italic*, numbered
 * and bulleted lists. It only ever builds React elements (never HTML strings), so it is safe for
 * any text, including text that quotes what the person typed.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const blocks = toBlocks(text);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'ordered') {
          return (
            <ol key={key} start={block.start === 1 ? undefined : block.start}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list from the text.
                <li key={i}>{line(item)}</li>
              ))}
            </ol>
          );
        }
        if (block.kind === 'bulleted') {
          return (
            <ul key={key}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list from the text.
                <li key={i}>{line(item)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static lines from the text.
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {line(text)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
