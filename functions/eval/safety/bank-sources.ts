import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CRISIS_CATEGORIES, type CrisisCategory } from '@briefs/shared';
import { assessSafety } from '../../src/coaching/safety/assess-safety.ts';
import { refineCategory } from '../../src/coaching/safety/categorise.ts';
import { isEnglish } from '../../src/coaching/safety/language/detect-english.ts';
import { meaningUnits } from '../../src/coaching/safety/meaning/sentences.ts';
import { normaliseForSafety } from '../../src/coaching/safety/normalise.ts';
import { readPhrasings } from './phrasings.ts';

/** One labelled message the banks are built from; `group` keeps a message's units in one fold. */
export interface SourceMessage {
  text: string;
  crisis: boolean;
  category: CrisisCategory;
  group: number;
  /** The set it comes from: the thresholds are cross-validated leaving one set (one writer) out at a time. */
  source: string;
  /** An ordinary hard moment someone brings to coaching (no crisis, no risk word needed). */
  ordinary?: boolean;
  family?: string;
}

interface WrittenUnit {
  text: string;
  category?: CrisisCategory;
  family?: string;
}

/** Ordinary situations first seen by the coach (set 4 was also the gate's false-alarm measure): everyday life by family. */
const COACHING_SETS = [
  'first-seen-set1.json',
  'first-seen-set2.json',
  'first-seen-set3/situations.json',
  'first-seen-set4/situations.json',
];
const COACHING_DIR = fileURLToPath(new URL('../../data/coaching/', import.meta.url));

/**
 * Every labelled message the banks may learn from: the regression set, the first-seen rounds, the
 * written units, and the ordinary situations of the coaching sets (everyday units only).
 */
export function bankSources(extraRounds: readonly string[] = []): SourceMessage[] {
  const sets = ['regression-set', 'first-seen-round5', 'first-seen-round6', 'first-seen-round7', ...extraRounds];
  const messages: SourceMessage[] = [];
  const seen = new Set<string>();
  const add = (text: string, crisis: boolean, source: string, extra: Partial<SourceMessage> = {}) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const category = extra.category ?? categoryOf(text);
    messages.push({ text, crisis, source, group: messages.length, ...extra, category });
  };
  // The encoder reads English; other languages are answered before it by the language layer.
  for (const set of sets)
    for (const p of readPhrasings(set))
      if (isEnglish(p.text)) add(p.text, p.label !== 'ok', set, { category: known(p.category) });
  for (const unit of readPhrasings('bank-written-crisis') as WrittenUnit[])
    add(unit.text, true, 'bank-written-crisis', { category: unit.category });
  for (const unit of readPhrasings('bank-written-safe'))
    add(unit.text, false, 'bank-written-safe', { family: unit.family });
  for (const file of COACHING_SETS) {
    const situations = JSON.parse(readFileSync(`${COACHING_DIR}${file}`, 'utf8')) as Array<{ situation: string }>;
    for (const { situation } of situations)
      add(situation, false, file, { ordinary: true, family: 'ordinary situation' });
  }
  return messages;
}

/** Category names the first-seen batches use for ours. */
const ALIASES: Record<string, CrisisCategory> = { abuse_of_person: 'abuse', someone_else_at_risk: 'someone_else' };

function known(category: string | undefined): CrisisCategory | undefined {
  if (!category) return undefined;
  if (ALIASES[category]) return ALIASES[category];
  return CRISIS_CATEGORIES.includes(category as CrisisCategory) && category !== 'not_english'
    ? (category as CrisisCategory)
    : undefined;
}

function categoryOf(text: string): CrisisCategory {
  const found = assessSafety(text).category ?? 'suicide';
  return refineCategory(found, normaliseForSafety(text)[1]);
}

export { known as knownCategory, meaningUnits };
