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
    const toddler = tipWith('My 3yo screams on the floor every time we leave the park.', 'emotion-coaching');
    expect(toddler).toMatch(/get down to their level/);
  });
});
