/**
 * Whether bytes are a PDF document, judged by its structure and never by its name or declared
 * type: the `%PDF-<major>.<minor>` header at the start, and the `%%EOF` marker near the end
 * (PDF 32000 §7.5.2 and §7.5.5). An executable, an HTML page or an image renamed to .pdf fails.
 */
const HEADER = /^%PDF-[12]\.\d/;
const TRAILER_WINDOW = 2048;

export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16) return false;
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)).includes('%%EOF', 0, 'latin1');
}

/** A client's file name we accept at all: no path parts, no control characters (NUL included). */
export function isPlainFileName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return false;
  return name !== '.' && !name.includes('..');
}
