import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';

/** Wording of our own for each practical family; none is a text from a judged set. */
let engine: BuiltinCoachEngine;
const skillFor = async (situation: string) => (await engine.tip({ situation, background: '' })).skillId;

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('practical troubles get the practical tool, not a near miss', { timeout: 60_000 }, () => {
  it('asking for pay, speaking up at a meeting, mending a row: a script or a plan for the talk', async () => {
    expect(
      await skillFor(
        "I've run the kitchen for two years on the same pay as the new lads. Appraisal on Monday and I've never asked for money, I go bright red.",
      ),
    ).toMatch(/dear-man-script|hard-conversation-plan/);
    expect(
      await skillFor(
        "Meeting with the school on Wednesday about my son's support plan. I'm scared I'll get emotional and not say what he needs.",
      ),
    ).toMatch(/hard-conversation-plan|dear-man-script/);
    expect(
      await skillFor(
        "Had a big fight with my brother at the christening last weekend about money. We haven't spoken since and I hate it.",
      ),
    ).toMatch(/hard-conversation-plan|repair-after-snapping/);
  });

  it('going flat before a show is lifted, not settled; a 3am bed-or-push-on choice is parked, not weighed', async () => {
    const flat = await skillFor(
      'Every gig, about ten minutes before we go on, I go totally flat, no energy at all, and the first two songs are dead.',
    );
    expect(flat).not.toMatch(/physiological-sigh|box-breathing|resonance-breathing|body-scan|progressive-muscle/);
    expect(
      await skillFor("it's 2am, report due at 9, half done, eyes burning. should I go to bed or push through?"),
    ).not.toBe('two-option-decision');
  });

  it('waiting while someone is treated, seeing someone through a feared trip, rushing after a slip', async () => {
    expect(
      await skillFor("In the hospital cafe while my dad has his scan, she's in now for 40 minutes, I can't sit still."),
    ).not.toMatch(/one-minute-triage|eisenhower-timebox/);
    expect(
      await skillFor(
        "Taking my brother to his first driving lesson since the crash on Saturday. If he panics at the junction I don't know what I'll say.",
      ),
    ).toBe('implementation-intentions');
    expect(
      await skillFor(
        'I read the news on local radio. Lately I fluff one word and then I rush the rest of the bulletin, listeners have noticed.',
      ),
    ).toMatch(/mistake-reset|cue-words/);
  });
});

describe('a parent asking what to say to their child is supporting them', { timeout: 60_000 }, () => {
  it('"what do I say Thursday morning if it is bad" gets a skill for being there, not self-talk', async () => {
    expect(
      await skillFor(
        "A-level results on thursday. my daughter says she's fine but she isn't sleeping. what do i say thursday morning if they're bad?",
      ),
    ).toBe('support-someone');
  });
});
