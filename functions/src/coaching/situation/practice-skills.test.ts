import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';

/** Wording of our own for each practice skill and its near misses; none is a text from a judged set. */
let engine: BuiltinCoachEngine;
const skillFor = async (situation: string) => (await engine.tip({ situation, background: '' })).skillId;

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('practice skills: a fear stepped back towards, an attempt reviewed, a child helped through', {
  timeout: 60_000,
}, () => {
  it('something they can do but now balk at or avoid gets a fear ladder; nerves before a talk do not', async () => {
    for (const text of [
      "since my horse refused at the water jump in april I can't make myself ride at it, I just circle away",
      'I did back handsprings for years but after I landed on my neck I stop short every time now',
    ])
      expect(await skillFor(text), text).toBe('fear-ladder');
    for (const text of [
      'big presentation tomorrow and my hands are shaking already',
      "starting in the emergency department on monday and I'm scared of the resus calls",
      // A ladder takes days: for tomorrow's descent a plan fits, not a first rung.
      "crashed on the descent today and tomorrow's stage has the same descents, I'm scared to ride them again",
      'dropped from the bunch at the feed stop, legs gone, what do I tell myself to get back on the bike',
    ])
      expect(await skillFor(text), text).not.toBe('fear-ladder');
  });

  it('an attempt gone wrong with a next one ahead gets a review; a funeral or the middle of a match does not', async () => {
    for (const text of [
      'the pitch to the investors bombed, they asked about margins and I blanked, I have another one on friday',
      "my first parents' evening as a teacher went horribly, I ran 40 minutes late, next one is in march",
    ])
      expect(await skillFor(text), text).toBe('after-action-review');
    for (const text of [
      'my dad died last month and the funeral was a mess, I forgot my speech halfway, next time I see my aunt I will cry',
      'halftime right now and the first half went horribly, we go out again in ten minutes',
      'in the break between the two papers, the first went horribly and I left a page blank, I sit the resit paper in 20 mins',
      "the charity quiz is in ten days, I booked the hall and if it flops it's all on me, what if it's a disaster",
    ])
      expect(await skillFor(text), text).not.toBe('after-action-review');
  });

  it("a child's feelings boiling over get emotion coaching; a parent's own worry about a child does not", async () => {
    for (const text of [
      'my 7 year old screams and hits his sister every time screen time ends',
      "my daughter (10) sobs every night that she doesn't want to go to school tomorrow",
    ])
      expect(await skillFor(text), text).toBe('emotion-coaching');
    for (const text of [
      "I'm terrified my son will fail his driving test tomorrow",
      "my first parents' evening as a teacher went badly, one dad complained about his son's marks",
      "my daughter starts secondary on monday and she's fine about it, it's me. I cried buying the blazer",
      "my son's coach screams at the under 9s from the touchline and I don't know whether to say something",
      'my 3 year old screams in his sleep most nights, the health visitor says night terrors and not to wake him',
    ])
      expect(await skillFor(text), text).not.toBe('emotion-coaching');
  });
});
