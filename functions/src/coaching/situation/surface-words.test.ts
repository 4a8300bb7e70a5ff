import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import type { FitContext } from './applies.ts';
import { NEEDS_WORDS } from './concern.ts';
import { practicalBoost } from './practical-families.ts';

/** A word that looks like a skill's need but is not; wording of our own, none from a judged set. */
let engine: BuiltinCoachEngine;
const skillFor = async (situation: string) => (await engine.tip({ situation, background: '' })).skillId;

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('surface words that are not the need', { timeout: 60_000 }, () => {
  it('smoke in the air, sleep studies and a passing-out parade are a job, not a craving, revision or a faint', async () => {
    expect(
      await skillFor(
        'wildfire season, I sit in the watchtower staring at the smoke haze all day and my eyes and head are done',
      ),
    ).not.toBe('urge-surfing');
    // Revision needs study words; a sleep study is a job.
    const studyWords = NEEDS_WORDS['retrieval-practice'] as RegExp;
    expect(studyWords.test('night tech running three sleep studies and i can barely keep my eyes open')).toBe(false);
    expect(studyWords.test('studying for finals and nothing sticks')).toBe(true);
    expect(
      await skillFor(
        'first night on nights since we passed out of training, worried I will tense up when it kicks off',
      ),
    ).not.toBe('applied-tension');
  });

  it('hurt or anger with no nerves is never told "I am excited"', () => {
    const context = { facts: {}, timing: 'during', named: false } as unknown as FitContext;
    const excited = (text: string) => practicalBoost('arousal-reappraisal', text, context);
    expect(excited('my teenage son only answers me in english now and i feel like an outsider, it hurts')).toBeLessThan(
      0,
    );
    expect(excited("so angry i can't think, the club dropped me from the squad by text")).toBeLessThan(0);
    // Nerves said as well: the reappraisal may still fit.
    expect(excited('so angry at myself and my heart is pounding, on stage in ten minutes')).toBe(0);
  });

  it("a colleague's or friend's bereavement gets a skill for being there, not their own grief work", async () => {
    // Being there for them, or a plan for the words they dread getting wrong: never their own grief work.
    for (const text of [
      "my colleague's dad died and a few of us are going to the wake tomorrow, I've never been to one and I'm scared of saying the wrong thing",
      "my friend's husband passed away suddenly, what do I even say to her when I see her saturday",
    ])
      expect(['support-someone', 'implementation-intentions'], text).toContain(await skillFor(text));
    expect(await skillFor('my mum died in march and I still cannot go into her room')).not.toBe('support-someone');
  });
});
