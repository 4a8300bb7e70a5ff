/** The few markdown blocks coaching text uses: paragraphs (with line breaks) and lists. */
export type MarkdownBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'ordered'; start: number; items: string[] }
  | { kind: 'bulleted'; items: string[] };

const ORDERED = /^\s*(\d{1,4})[.)]\s+(.*)$/;
const BULLETED = /^\s*[-*+•]\s+(.*)$/;

/** Groups lines into blocks: a blank line ends a block, a change of line kind starts a new one. */
export function toBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let current: MarkdownBlock | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      current = null;
      continue;
    }
    const ordered = ORDERED.exec(line);
    const bulleted = ordered ? null : BULLETED.exec(line);
    if (ordered) {
      if (current?.kind !== 'ordered') {
        current = { kind: 'ordered', start: Number(ordered[1]), items: [] };
        blocks.push(current);
      }
      current.items.push(ordered[2] ?? '');
    } else if (bulleted) {
      if (current?.kind !== 'bulleted') {
        current = { kind: 'bulleted', items: [] };
        blocks.push(current);
      }
      current.items.push(bulleted[1] ?? '');
    } else {
      if (current?.kind !== 'paragraph') {
        current = { kind: 'paragraph', lines: [] };
        blocks.push(current);
      }
      current.lines.push(line);
    }
  }
  return blocks;
}

export type InlinePiece = string | { kind: 'strong' | 'em'; children: InlinePiece[] };

// **bold**, *italic* and _italic_ (not inside words, so snake_case and 2*3*4 stay as they are).
const INLINE =
  /\*\*(?=\S)(.+?)\*\*|(?<![\w*])\*(?=[^\s*])(.+?)(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?!\w)/g;

/** Splits a line into text and emphasis pieces, recursively (bold may hold italic and back). */
export function toInline(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) pieces.push(text.slice(last, at));
    const strong = match[1];
    const inner = strong ?? match[2] ?? match[3] ?? '';
    pieces.push({ kind: strong !== undefined ? 'strong' : 'em', children: toInline(inner) });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
