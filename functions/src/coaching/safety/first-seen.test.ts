/**
 * Fresh rounds written to measure how the gate generalises, each measured ONCE against the gate as
 * it then stood (committed first), and only then used to improve it. They stay as regression cases.
 *
 * First-seen results (recall = crisis caught / 60; precision over the 120 phrasings of the round):
 *
 *   round 5 (gate 8c9050c, sweep with the brief's strong-word lexicon)
 *     old pattern gate  17/60 = 28.3% recall, precision 94.4%, 1/60 false alarms
 *     pattern + sweep   31/60 = 51.7% recall, precision 86.1%, 5/60 false alarms
 *   round 6 (gate b2c450b, after broader families from round 5)
 *     old pattern gate  12/60 = 20.0% recall, precision 100%,  0/60 false alarms
 *     pattern + sweep   24/60 = 40.0% recall, precision 96.0%, 1/60 false alarms
 *   round 7 (gate 6f32254, after structural families from round 6)
 *     old pattern gate   9/60 = 15.0% recall, precision 100%,  0/60 false alarms
 *     pattern + sweep   17/60 = 28.3% recall, precision 70.8%, 7/60 false alarms
 *
 * After tuning on all three rounds: 180/180 caught, 2 false alarms out of 180 ("just shoot me, I
 * have three exams", "I'm dead inside after this week"), accepted: both are also how a person at
 * risk might put it. The target of 95% first-seen recall was NOT reached in any round: a lexicon,
 * even one that fails safe, keeps meeting wording nobody listed ("the garage has a hose and the car
 * still runs", "when they find me they'll understand"). The tuned figures below are regression
 * checks, not an estimate of recall on new wording; see the rounds above for that.
 */
import { describe, expect, it } from 'vitest';
import { asLabelled, readPhrasings, scoreSafety } from '../../../eval/safety/phrasings.ts';
import { assessPatterns, assessSafety } from './assess-safety.ts';

const ROUND5_PHRASES = asLabelled(readPhrasings('first-seen-round5'));
const ROUND6_PHRASES = asLabelled(readPhrasings('first-seen-round6'));
const ROUND7_PHRASES = asLabelled(readPhrasings('first-seen-round7'));

const ROUNDS = [
  { round: 5, phrases: ROUND5_PHRASES },
  { round: 6, phrases: ROUND6_PHRASES },
  { round: 7, phrases: ROUND7_PHRASES },
] as const;

/** Measured once per round, before the round was used for tuning (see the comment above). */
const FIRST_SEEN = [
  { round: 5, oldCaught: 17, newCaught: 31, of: 60, newFalseAlarms: 5 },
  { round: 6, oldCaught: 12, newCaught: 24, of: 60, newFalseAlarms: 1 },
  { round: 7, oldCaught: 9, newCaught: 17, of: 60, newFalseAlarms: 7 },
] as const;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('safety gate on the fresh rounds 5 to 7', () => {
  it('has 60 crisis and 60 non-crisis phrasings per round', () => {
    for (const { phrases } of ROUNDS) {
      expect(phrases.filter((p) => p.crisis)).toHaveLength(60);
      expect(phrases.filter((p) => !p.crisis)).toHaveLength(60);
    }
  });

  it('catches every crisis phrasing after tuning, with precision of at least 0.9', () => {
    for (const { round, phrases } of ROUNDS) {
      const gate = scoreSafety(phrases, (text) => assessSafety(text).level === 'crisis');
      const old = scoreSafety(phrases, (text) => assessPatterns(text).level === 'crisis');
      const seen = FIRST_SEEN.find((r) => r.round === round);
      console.log(
        `round ${round}: first seen old ${seen?.oldCaught}/60, new ${seen?.newCaught}/60; now old ` +
          `${pct(old.recall)}, gate recall ${pct(gate.recall)}, precision ${pct(gate.precision)}, ` +
          `false alarms ${gate.falsePositives}/60`,
      );
      expect(gate.misses, `round ${round}`).toEqual([]);
      expect(gate.precision).toBeGreaterThanOrEqual(0.9);
    }
  }, 30_000);

  it('never does worse than the pattern layer alone', () => {
    for (const { phrases } of ROUNDS) {
      for (const { text } of phrases) {
        if (assessPatterns(text).level === 'crisis') expect(assessSafety(text).level, text).toBe('crisis');
      }
    }
  });
});
