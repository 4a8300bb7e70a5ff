import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuiltinCoachEngine } from '../../src/coaching/builtin-engine.ts';
import { namesConcern } from '../../src/coaching/compose/paraphrase.ts';
import { readSituation } from '../../src/coaching/situation/read-situation.ts';
import { splitSentences } from '../../src/coaching/text.ts';

/**
 * The first-seen sets once judged (`functions/data/coaching/first-seen-set*.json`): each situation
 * with the timing the outside coach gave and the library skills that fit it. Scored here the way
 * the judge read them, as far as a machine can: fitting skill, generic fallback, skill share,
 * recurring sentences.
 */
export interface FirstSeenCase {
  situation: string;
  background?: string;
  timing?: string;
  skills: string[];
}

export interface FirstSeenReport {
  set: string;
  count: number;
  skillFit: number;
  /** Of the situations the outside coach gave a timing, how many are read with that timing. */
  timingAgreement: number;
  fallback: number;
  /** Share of openings that name the concern in a phrase rather than saying their sentences back. */
  concernNamed: number;
  /** The largest share of answers given one skill. */
  topSkillShare: { skillId: string; share: number };
  /** Sentences (other than the AI disclosure) found in more than 15% of answers. */
  recurringSentences: Array<{ sentence: string; share: number }>;
  misses: string[];
}

const DATA_DIR = fileURLToPath(new URL('../../data/coaching/', import.meta.url));
const AI_DISCLOSURE = /\bI'm an AI coach\b/;
const RECURRING_SHARE = 0.15;

/** The sentences a person reads: headings, step numbers and bare labels left out. */
function proseSentences(tip: string): string[] {
  const prose = tip
    .split('\n')
    .filter((line) => !/^\*\*[^*]+\*\*/.test(line.trim()))
    .map((line) => line.replace(/^\s*\d+\.\s+/, ''))
    .join('\n');
  return splitSentences(prose).filter((sentence) => sentence.split(/\s+/).length >= 4);
}

interface JudgedSituation {
  situation: string;
  background?: string;
  expected: { timing: string };
}

/**
 * The later sets, kept as the writer gave them (`first-seen-setN/situations.json`, sets 13 on): no
 * library labels, but the outside coach's timing for each situation.
 */
export function judgedSetTimings(): Array<{ set: string; agree: number; count: number }> {
  return readdirSync(DATA_DIR)
    .filter((name) => /^first-seen-set\d+$/.test(name) && Number(name.replace(/\D+/g, '')) >= FIRST_UNMAPPED_SET)
    .sort((a, b) => Number(a.replace(/\D+/g, '')) - Number(b.replace(/\D+/g, '')))
    .map((name) => {
      const cases = JSON.parse(readFileSync(`${DATA_DIR}${name}/situations.json`, 'utf8')) as JudgedSituation[];
      const agree = cases.filter((c) => readSituation(c.situation, c.background).timing === c.expected.timing).length;
      return { set: name, agree, count: cases.length };
    });
}
const FIRST_UNMAPPED_SET = 13;

export function firstSeenSets(): Array<{ set: string; cases: FirstSeenCase[] }> {
  return readdirSync(DATA_DIR)
    .filter((name) => /^first-seen-set\d+\.json$/.test(name))
    .sort()
    .map((name) => ({
      set: name.replace(/\.json$/, ''),
      cases: JSON.parse(readFileSync(`${DATA_DIR}${name}`, 'utf8')) as FirstSeenCase[],
    }));
}

export async function scoreFirstSeen(
  set: string,
  cases: readonly FirstSeenCase[],
  engine: BuiltinCoachEngine,
): Promise<FirstSeenReport> {
  let fits = 0;
  let fallback = 0;
  let named = 0;
  let timed = 0;
  let timingAgrees = 0;
  const skills = new Map<string, number>();
  const sentences = new Map<string, number>();
  const misses: string[] = [];
  for (const c of cases) {
    const answer = await engine.tip({ situation: c.situation, background: c.background });
    if (c.skills.includes(answer.skillId)) fits++;
    else misses.push(`${answer.skillId} not in ${c.skills.join('/')}: ${c.situation.slice(0, 70)}`);
    if (answer.weakReading) fallback++;
    const opening = answer.coachingTip.split('\n')[1] ?? '';
    if (namesConcern(opening)) named++;
    if (c.timing) {
      timed++;
      if (readSituation(c.situation, c.background).timing === c.timing) timingAgrees++;
    }
    skills.set(answer.skillId, (skills.get(answer.skillId) ?? 0) + 1);
    const unique = new Set(proseSentences(answer.coachingTip).filter((s) => !AI_DISCLOSURE.test(s)));
    for (const sentence of unique) sentences.set(sentence, (sentences.get(sentence) ?? 0) + 1);
  }
  const count = Math.max(cases.length, 1);
  const [topId, topCount] = [...skills].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return {
    set,
    count: cases.length,
    skillFit: fits / count,
    timingAgreement: timingAgrees / Math.max(timed, 1),
    fallback: fallback / count,
    concernNamed: named / count,
    topSkillShare: { skillId: topId, share: topCount / count },
    recurringSentences: [...sentences]
      .filter(([, n]) => n / count > RECURRING_SHARE)
      .map(([sentence, n]) => ({ sentence, share: n / count })),
    misses,
  };
}
