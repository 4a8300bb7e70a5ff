import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { composeTip } from './compose-tip.ts';

const tipWith = (situation: string, skillId: string) => {
  const skill = interventionById(skillId);
  if (!skill) throw new Error(`no skill ${skillId}`);
  const { brief, fas } = composeTip(readSituation(situation, '', []), skill);
  return `${brief}\n${fas}`;
};

describe('a skill in the words that fit who it is for', () => {
  it("a teenager's parent gets no toddler's meltdown and no getting down to their level", () => {
    const teen = tipWith(
      "My 15-year-old auditioned for a TV singing show on Saturday and got a no in about forty seconds. She's been in her room ever since. What do I say?",
      'emotion-coaching',
    );
    expect(teen).not.toMatch(/meltdown|get down to their level|throw things/);
    expect(teen).toMatch(/sit beside them/);
    const exams = tipWith(
      "Leaving Cert starts in three weeks. My son has locked himself in his room and last night said 'you make it worse'.",
      'emotion-coaching',
    );
    expect(exams).not.toMatch(/meltdown|get down to their level/);
    const toddler = tipWith('My 3yo screams on the floor every time we leave the park.', 'emotion-coaching');
    expect(toddler).toMatch(/get down to their level/);
  });
});

describe('no performance or countdown they never named', () => {
  it('a racing heart on a seller’s drive is not a body getting ready to perform', () => {
    const drive = tipWith(
      'standing on a strangers drive looking at a van, seller wants cash today and my heart is going like mad. what do i do',
      'physiological-sigh',
    );
    expect(drive).not.toMatch(/getting ready to perform/);
    expect(
      tipWith('My heart is pounding and my hands are shaking, I go on stage in ten minutes.', 'physiological-sigh'),
    ).toMatch(/getting ready to perform/);
  });
  it('a child on the floor of the aisle right now is the middle of it, not a moment ahead', () => {
    const aisle = tipWith(
      "in the garden centre rn, 3yo lying on the floor by the tills screaming, I'm about to cry. what do i do in the next 5 min",
      'physiological-sigh',
    );
    expect(aisle).not.toMatch(/Right before a moment that matters|minutes before it counts/);
  });
  it('a feeling from last night is not "a few minutes after the moment"', () => {
    expect(
      tipWith(
        'Last night a patient held my hand and said I was the only person he had spoken to all week. I cannot shake it.',
        'resonance-breathing',
      ),
    ).not.toMatch(/a few minutes after/);
  });
});
