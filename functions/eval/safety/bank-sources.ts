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
  family?: string;
}

interface WrittenUnit {
  text: string;
  category?: CrisisCategory;
  family?: string;
}

/** Every labelled message the banks may learn from: the regression set, the older first-seen rounds, the written units. */
export function bankSources(extraRounds: readonly string[] = []): SourceMessage[] {
  const sets = ['regression-set', 'first-seen-round5', 'first-seen-round6', 'first-seen-round7', ...extraRounds];
  const messages: SourceMessage[] = [];
  const seen = new Set<string>();
  const add = (text: string, crisis: boolean, category?: CrisisCategory, family?: string) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    messages.push({ text, crisis, category: category ?? categoryOf(text), group: messages.length, family });
  };
  // The encoder reads English; other languages are answered before it by the language layer.
  for (const set of sets)
    for (const p of readPhrasings(set)) if (isEnglish(p.text)) add(p.text, p.label !== 'ok', known(p.category));
  for (const unit of readPhrasings('bank-written-crisis') as WrittenUnit[]) add(unit.text, true, unit.category);
  for (const unit of readPhrasings('bank-written-safe')) add(unit.text, false, undefined, unit.family);
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
