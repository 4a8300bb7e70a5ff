/**
 * Words the coach never says (DESIGN §5): we offer coaching and stress management, not clinical
 * care, and we never name a condition.
 */
export const BANNED_CLINICAL_TERMS: readonly RegExp[] = [
  /\btherap(?:y|ies|ist|ists|eutic)\b/i,
  /\btreat(?:ment|ments|ing you)\b/i,
  /\bdiagnos(?:is|es|e|ed|ing|tic)\b/i,
  /\bdisorders?\b/i,
  /\b(?:depression|ptsd|ocd|adhd|bipolar|schizophreni\w*|psychosis|psychotic|anorexia|bulimia|insomnia|borderline personality|autism|dementia)\b/i,
  /\bmental illness\b/i,
  /\bpatholog\w*\b/i,
  /\bsymptoms? of\b/i,
  /\bprescri\w*\b/i,
];

export function findClinicalTerms(text: string): string[] {
  return BANNED_CLINICAL_TERMS.flatMap((term) => {
    const match = term.exec(text);
    return match ? [match[0]] : [];
  });
}
