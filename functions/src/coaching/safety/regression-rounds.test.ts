import { describe, expect, it } from 'vitest';
import {
  LABELLED_PHRASES,
  REGRESSION_ROUND_PHRASES,
  ROUND_ONE_PHRASES,
  scoreSafety,
} from '../../../eval/safety/phrasings.ts';
import { assessSafety } from './assess-safety.ts';

/** Recall on each round the first time the gate saw it (then held out), before it was tuned on it. */
const ROUND_FIRST_SEEN = [
  { round: 1, caught: 72, of: 115 },
  { round: 2, caught: 13, of: 30 },
  { round: 3, caught: 15, of: 30 },
  { round: 4, caught: 7, of: 20 },
] as const;

/** Crisis phrasings the word layers still miss on purpose, with the reason; none since the sweep. */
const KNOWN_GAPS: ReadonlyArray<{ text: string; why: string }> = [];

/** Former known gaps, caught since the fail-safe sweep; they must stay caught. */
const FORMER_GAPS: readonly string[] = [
  'i keep wishing i could go to sleep and stay asleep',
  'i keep a blade in my kit bag for after matches',
];

const isCrisis = (text: string) => assessSafety(text).level === 'crisis';
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A few common phrasings were written into both sets independently; they are scored only once, there. */
const tuning = new Set(LABELLED_PHRASES.map((p) => p.text.toLowerCase()));
const notInTuning = (phrases: typeof REGRESSION_ROUND_PHRASES) =>
  phrases.filter((p) => !tuning.has(p.text.toLowerCase()));

describe('safety gate on the regression rounds (once held out, tuned on since)', () => {
  const roundOne = notInTuning(ROUND_ONE_PHRASES);
  const everything = notInTuning(REGRESSION_ROUND_PHRASES);
  const round1 = scoreSafety(roundOne, isCrisis);
  const all = scoreSafety(everything, isCrisis);

  it('has at least 150 phrasings not in the tuning set in round one, about 90 crisis and 60 not', () => {
    expect(roundOne.length).toBeGreaterThanOrEqual(150);
    expect(roundOne.filter((p) => p.crisis).length).toBeGreaterThanOrEqual(90);
    expect(roundOne.filter((p) => !p.crisis).length).toBeGreaterThanOrEqual(55);
    expect(ROUND_ONE_PHRASES.length - roundOne.length).toBeLessThanOrEqual(15);
  });

  it('catches every crisis phrasing (recall 100%) with precision of at least 0.9', () => {
    console.log(
      `regression rounds: round one recall ${pct(round1.recall)}, precision ${pct(round1.precision)} over ` +
        `${roundOne.length}; all rounds recall ${pct(all.recall)}, precision ${pct(all.precision)} over ` +
        `${everything.length} (${all.falsePositives} false alarms)`,
    );
    console.log(
      `first-seen recall per round, before tuning on it: ${ROUND_FIRST_SEEN.map((r) => `${r.caught}/${r.of}`).join(', ')}`,
    );
    expect(round1.misses).toEqual([]);
    expect(all.misses).toEqual([]);
    expect(round1.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('lists the known gaps and says why they are left', () => {
    for (const gap of KNOWN_GAPS) {
      expect(gap.why.length).toBeGreaterThan(10);
      expect(REGRESSION_ROUND_PHRASES.some((p) => p.text === gap.text)).toBe(false);
    }
    const stillMissed = KNOWN_GAPS.filter((gap) => !isCrisis(gap.text)).length;
    console.log(`known gaps still missed: ${stillMissed}/${KNOWN_GAPS.length}`);
  });

  it('catches the former known gaps ("stay asleep", "a blade in my kit bag")', () => {
    for (const text of FORMER_GAPS) expect(isCrisis(text), text).toBe(true);
    expect(assessSafety('I keep a blade in my kit bag for after matches').category).toBe('self_harm');
  });

  it('flags the reported misses with the right category', () => {
    expect(assessSafety('honestly I would rather not wake up tomorrow').level).toBe('crisis');
    expect(assessSafety("I'd rather not wake up").level).toBe('crisis');
    expect(assessSafety('i would rather not be here anymore').level).toBe('crisis');
    expect(assessSafety('I wish I could just disappear for good').level).toBe('crisis');
    expect(assessSafety('I am going to make him pay, I know where he lives')).toEqual({
      level: 'crisis',
      category: 'harm_to_others',
    });
    expect(assessSafety('lost my scholarship. how high does a building need to be to be sure').level).toBe('crisis');
    expect(assessSafety('my trainer said i would lose my spot if i didnt sleep with him').category).toBe('abuse');
  });

  it('keeps the everyday meaning of the same words', () => {
    for (const text of [
      "I'd rather not go to practice tomorrow",
      'I would rather not be here at this conference, it is boring',
      'I would rather not wake up at 5am for swim practice',
      'we want to make them pay on the scoreboard',
      'he said he will beat me in the final',
      'i feel like cutting my training load this week',
      'we ran suicides at practice',
    ]) {
      expect(assessSafety(text).level, text).toBe('ok');
    }
  });
});
