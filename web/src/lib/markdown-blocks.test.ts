import { describe, expect, it } from 'vitest';
import { toBlocks, toInline } from './markdown-blocks';

describe('toBlocks', () => {
  it('groups paragraphs, numbered and bulleted lists; a blank line ends a block', () => {
    expect(toBlocks('First line\nsecond line\n\n3. Third step\n4) Fourth\n- a\n* b\n\nEnd')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'ordered', start: 3, items: ['Third step', 'Fourth'] },
      { kind: 'bulleted', items: ['a', 'b'] },
      { kind: 'paragraph', lines: ['End'] },
    ]);
  });

  it('keeps markup as plain text: HTML is never a block of its own', () => {
    expect(toBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: ['<img src=x onerror=alert(1)>'] },
    ]);
  });
});

describe('toInline', () => {
  it('finds bold and italic, nested', () => {
    expect(toInline('A **bold _and italic_** word')).toEqual([
      'A ',
      { kind: 'strong', children: ['bold ', { kind: 'em', children: ['and italic'] }] },
      ' word',
    ]);
  });

  it('leaves snake_case, arithmetic and lone stars alone', () => {
    expect(toInline('use snake_case_name and 2*3*4 or a * b')).toEqual(['use snake_case_name and 2*3*4 or a * b']);
  });
});
