import { describe, expect, it } from 'vitest';
import { isPdf, isPlainFileName } from './pdf-bytes.ts';

const pdf = (body = '1 0 obj<<>>endobj\n') => Buffer.from(`%PDF-1.7\n${body}trailer<<>>\n%%EOF\n`);

describe('isPdf', () => {
  it('accepts a PDF by its header and end marker', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(Buffer.from('%PDF-2.0\n% minimal\n%%EOF'))).toBe(true);
  });

  it('refuses an executable, HTML and text renamed to .pdf', () => {
    expect(isPdf(Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200)]))).toBe(false);
    expect(isPdf(Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(200)]))).toBe(false);
    expect(isPdf(Buffer.from('<!doctype html><script>alert(1)</script>%PDF-1.4 %%EOF'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-1.4 but cut off before its end, with no end marker at all'))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe('isPlainFileName', () => {
  it('accepts ordinary names and refuses paths, traversal and control characters', () => {
    expect(isPlainFileName('Jane Doe CV (2026).pdf')).toBe(true);
    for (const bad of ['../cv.pdf', '..\\cv.pdf', 'a/b.pdf', 'cv\u0000.pdf', 'cv\n.pdf', '', '..', 'x'.repeat(256)]) {
      expect(isPlainFileName(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
