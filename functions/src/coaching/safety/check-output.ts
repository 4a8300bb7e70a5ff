import { parseCoachingTip } from '../coach-model.ts';
import { assessPatterns } from './assess-safety.ts';
import { findClinicalTerms } from './clinical-words.ts';

export interface OutputCheck {
  ok: boolean;
  problems: string[];
}

const MAX_TIP_CHARS = 6000;
const LIVE_MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript:|data:text\/html|\bon\w+\s*=/i;

/**
 * Checks any model's answer before it reaches a person: format, wording, markup and safety. A
 * clinical word the person wrote themselves may be reflected back to them (their context is
 * theirs); the coach never introduces one.
 */
export function checkModelOutput(text: string, personText = ''): OutputCheck {
  const problems: string[] = [];
  if (!parseCoachingTip(text)) problems.push('both marked sections must appear once, in order');
  const theirs = new Set(findClinicalTerms(personText).map((term) => term.toLowerCase()));
  const clinical = findClinicalTerms(text).filter((term) => !theirs.has(term.toLowerCase()));
  if (clinical.length) problems.push(`clinical wording: ${clinical.join(', ')}`);
  if (LIVE_MARKUP.test(text)) problems.push('contains HTML or script markup');
  if (text.length > MAX_TIP_CHARS) problems.push('too long');
  // The pattern layer, not the fail-safe sweep: coaching advice legitimately says "burn", "cut" or
  // "stop", and the person's own words quoted in it already passed the full gate on the way in.
  const safety = assessPatterns(text);
  if (safety.level === 'crisis') problems.push(`crisis content (${safety.category})`);
  return { ok: problems.length === 0, problems };
}
