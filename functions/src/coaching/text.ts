import { findClinicalTerms } from './safety/clinical-words.ts';

/**
 * User text is plain text. Before any of it is quoted back inside markdown, every character that
 * markdown or HTML could act on is removed, so input can never become live HTML, a link, or a fake
 * section heading.
 */
export function toPlainText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(?:https?|ftp|javascript|data|vbscript|file):\/*\S*/gi, '(link)')
    .replace(/\bwww\.\S+/gi, '(link)')
    .replace(/[<>*_`#[\]|~\\{}=^]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

const INJECTION =
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules?|prompts?|guidelines|format|system)\b|\bsystem prompt\b|\byou are now\b|\bpretend (?:to be|you are)\b|\bdeveloper mode\b|\bjailbreak\b|\b(?:respond|reply|answer|output|write) (?:only )?(?:in|with|as) (?:html|json|code|markdown|a script)\b|\bnew instructions?\b/i;

export function looksLikeInstruction(sentence: string): boolean {
  return INJECTION.test(sentence);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The person's own words minus anything addressed to the machine rather than about their life. */
export function situationSentences(text: string): string[] {
  return splitSentences(toPlainText(text)).filter((sentence) => !looksLikeInstruction(sentence));
}

/**
 * A short, safe excerpt of what the person wrote, to reflect back in quotes. Skips instructions and
 * sentences with clinical words, and cuts at a word boundary.
 */
export function quoteExcerpt(text: string, maxChars = 160): string {
  const usable = situationSentences(text).filter((sentence) => findClinicalTerms(sentence).length === 0);
  let excerpt = '';
  for (const sentence of usable) {
    const next = excerpt ? `${excerpt} ${sentence}` : sentence;
    if (next.length > maxChars) break;
    excerpt = next;
  }
  if (!excerpt && usable[0]) {
    const cut = usable[0].slice(0, maxChars);
    excerpt = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trim()}…`;
  }
  return excerpt.replace(/"/g, "'");
}

/** FNV-1a: a stable, dependency-free hash so the same input always gets the same answer. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function pickStable<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error('pickStable needs a non-empty list');
  return item;
}
