import type { CrisisCategory, SafetyLevel } from '@briefs/shared';
import { CATEGORY_URGENCY, matchPatterns } from './assess-safety.ts';
import { isMedicalDanger, isOverdoseTaken, refineCategory } from './categorise.ts';
import { multilingualCrisis } from './language/crisis-lexicon.ts';
import { isEnglish } from './language/detect-english.ts';
import type { MeaningLayer } from './meaning/meaning-layer.ts';
import { normaliseForSafety } from './normalise.ts';
import { sweepRiskLexicon } from './risk-lexicon.ts';

/** Which layer decided: kept for logs (never the words) and for the evaluation. */
export type GateLayer = 'none' | 'pattern' | 'language' | 'sweep' | 'meaning' | 'model';

export interface SafetyFinding {
  level: SafetyLevel;
  category?: CrisisCategory;
  /** A pattern hit, a crisis in another language, an overdose taken or medical danger: never continued past. */
  explicit: boolean;
  layer: GateLayer;
}

const OK: SafetyFinding = { level: 'ok', explicit: false, layer: 'none' };
const LEVEL_RANK: Record<SafetyLevel, number> = { ok: 0, check_in: 1, crisis: 2 };

function crisis(category: CrisisCategory, layer: GateLayer, explicit: boolean, normalised: string): SafetyFinding {
  return { level: 'crisis', category: refineCategory(category, normalised), explicit, layer };
}

function checkIn(category: CrisisCategory, layer: GateLayer, normalised: string): SafetyFinding {
  return { level: 'check_in', category: refineCategory(category, normalised), explicit: false, layer };
}

/**
 * The safety gate (DESIGN §5): explicit patterns and crisis wording in other languages decide on
 * their own; a risk word alone only asks (check-in) unless the meaning layer reads it as risky, and
 * is let through when the meaning is clearly safe; the meaning layer raises wording no list has
 * seen to a check-in, or to a crisis at a high margin. It never lowers an explicit hit.
 */
export class SafetyGate {
  constructor(private readonly meaning?: MeaningLayer) {}

  /**
   * `context` marks a text that accompanies the person's main words (a profile background, a
   * Re-B.R.I.E.F note): the rule that asks about very short messages does not apply to it.
   * `wordsOnly` marks a short field that is not a message (a name): the encoder reads a name as
   * noise, so only the word layers judge it.
   */
  async screenOne(text: string, context = false, wordsOnly = false): Promise<SafetyFinding> {
    if (!text?.trim()) return OK;
    const variants = normaliseForSafety(text);
    const flat = variants[1];
    const pattern = matchPatterns(variants);
    // Indirect cues ("I can't do this anymore") are words, not intent: they ask first, like a risk word.
    if (pattern.level === 'crisis' && pattern.category !== 'indirect')
      return crisis(pattern.category ?? 'suicide', 'pattern', true, flat);
    const foreign = multilingualCrisis(text);
    if (foreign) return crisis(foreign, 'language', true, flat);
    if (isOverdoseTaken(flat)) return crisis('overdose', 'pattern', true, flat);
    if (isMedicalDanger(flat)) return crisis('medical_danger', 'pattern', true, flat);
    if (!isEnglish(text)) return { level: 'check_in', category: 'not_english', explicit: false, layer: 'language' };
    // Only now does the encoder read (on its own threads, while the sweep runs on this one): an answer
    // decided above would otherwise leave it reading for nobody, and the next message would wait behind it.
    const reading = this.meaning && !wordsOnly ? this.meaning.read(text, context) : undefined;
    reading?.catch(() => undefined);
    const swept = pattern.level === 'crisis' ? 'indirect' : sweepRiskLexicon([...new Set([variants[0], variants[1]])]);
    if (!this.meaning || !reading) return swept ? checkIn(swept, 'sweep', flat) : OK;
    const read = await reading;
    if (swept) {
      if (read.sweptLevel === 'crisis') return crisis(swept, 'sweep', false, flat);
      return read.sweptLevel === 'check_in' ? checkIn(swept, 'sweep', flat) : OK;
    }
    if (read.level === 'crisis') return crisis(read.category, 'meaning', false, flat);
    if (read.level === 'check_in') return checkIn(read.category, 'meaning', flat);
    return OK;
  }

  /**
   * Several inputs belong to one request (the first is the person's main words; `fields` are short
   * ones such as a name): the most serious finding wins, then the most urgent category.
   */
  async screen(texts: ReadonlyArray<string | undefined>, fields: ReadonlyArray<string> = []): Promise<SafetyFinding> {
    const findings = await Promise.all([
      ...texts.map((text, i) => this.screenOne(text ?? '', i > 0)),
      ...fields.map((field) => this.screenOne(field, true, true)),
    ]);
    return findings.reduce(moreSerious, OK);
  }
}

function moreSerious(a: SafetyFinding, b: SafetyFinding): SafetyFinding {
  if (LEVEL_RANK[b.level] !== LEVEL_RANK[a.level]) return LEVEL_RANK[b.level] > LEVEL_RANK[a.level] ? b : a;
  if (b.explicit !== a.explicit) return b.explicit ? b : a;
  return CATEGORY_URGENCY.indexOf(b.category ?? 'indirect') < CATEGORY_URGENCY.indexOf(a.category ?? 'indirect')
    ? b
    : a;
}
