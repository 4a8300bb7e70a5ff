import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { AIMED_SHOT } from './concern.ts';

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
      // A reset after the fluff, or a word that steadies the pace ("slow, next line"), not a plan for the day.
    ).toMatch(/mistake-reset|cue-words|instructional-self-talk/);
  });
});

describe('a parent asking what to say to their child is supporting them', { timeout: 60_000 }, () => {
  it('a teenager shut in her room after a rejection: being there, not a script to assert a need', async () => {
    expect(
      await skillFor(
        "My 15-year-old auditioned for a talent show on Saturday and got a no in forty seconds. She has been in her room ever since. What do I say to her that isn't 'their loss'?",
      ),
    ).toMatch(/support-someone|emotion-coaching/);
  });
  it("a grown daughter crying after a birth is not given a toddler's meltdown script", async () => {
    expect(
      await skillFor(
        "I flew over to help my daughter after her c-section. The baby is 5 days old. It's 2am, the baby is crying and my daughter is crying too, her husband is asleep. She says I do everything the old way.",
      ),
    ).not.toBe('emotion-coaching');
  });
  it('a child sobbing in the shop right now: the talk with them is not ruled out by the minutes left', async () => {
    expect(
      await skillFor(
        'in the toy shop rn, my 6yo spent all his pocket money and got the wrong figure, now hes crying and begging for another one. people looking. what do i say to him',
      ),
    ).toBe('emotion-coaching');
  });
  it('"what do I say Thursday morning if it is bad" gets a skill for being there, not self-talk', async () => {
    expect(
      await skillFor(
        "A-level results on thursday. my daughter says she's fine but she isn't sleeping. what do i say thursday morning if they're bad?",
      ),
    ).toBe('support-someone');
  });
});

describe('what set 18 showed (seen): a machine that died, wanting to sleep, a first solo', {
  timeout: 60_000,
}, () => {
  const tip = (situation: string) => engine.tip({ situation, background: '' });
  it('"keep putting off the sample board" is no putt; a putting stroke still is', () => {
    expect(AIMED_SHOT.test('i keep putting off the sample board for the gilding job')).toBe(false);
    expect(AIMED_SHOT.test('my putting falls apart from 4 feet')).toBe(true);
    expect(AIMED_SHOT.test('I putted three times on the 18th')).toBe(true);
  });
  it('an oven that died mid-service is no death', async () => {
    const oven = await tip(
      'wedding for 120, the oven at the venue just died mid-service. mains in 25 min, team looking at me',
    );
    expect(oven.coachingTip).not.toMatch(/\bdeath\b|\bloss\b|grief/i);
  });
  it('"I just want to sleep" on a dark afternoon is low mood, not insomnia; a first solo is new, not a pattern', async () => {
    const low = await tip('got my essay back, 48. worked so hard. its dark at 4pm and i just want to sleep');
    expect(low.skillId).not.toMatch(/stimulus-control-sleep|cognitive-shuffle/);
    const solo = await tip(
      "jazz night on saturday and I've got a solo. never soloed in front of people, I always hide in the section.",
    );
    expect(solo.coachingTip).not.toMatch(/become a pattern|keeps happening/);
  });
  it("a son's injury stays his, and a child who didn't get his seat is no result against them", async () => {
    const son = await tip(
      'my son is 24, had a stroke last year. hes home with me and repeats the same question all evening and i snap.',
    );
    expect(son.coachingTip).not.toMatch(/you had a stroke/i);
    const seat = await tip('at the birthday dinner my 9 year old stormed off because he didnt get the seat he wanted');
    expect(seat.coachingTip).not.toMatch(/did not go your way|result went against you/);
  });
});
