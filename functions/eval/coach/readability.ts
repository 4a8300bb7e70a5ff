/** Flesch-Kincaid grade level of plain English text (markdown removed), for the coach eval. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

export function fleschKincaidGrade(text: string): number {
  const plain = text.replace(/\*\*[^*]+\*\*/g, ' ').replace(/[*_#>`]/g, ' ');
  const sentences = plain.split(/[.!?]+(?:\s|$)|\n+/).filter((s) => /[a-z]/i.test(s));
  const words = plain.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  if (!sentences.length || !words.length) return 0;
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
}
