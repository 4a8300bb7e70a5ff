import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { composeFas } from './compose-tip.ts';
import { theirMoment } from './their-moment.ts';

const fasFor = (situation: string, skillId: string) => {
  const skill = interventionById(skillId);
  if (!skill) throw new Error(`no skill ${skillId}`);
  return composeFas(readSituation(situation, '', []), skill);
};

describe('the moment they dread, in their words, for a plan about it', () => {
  it('takes an "if", a "what if" or an "every time I" clause, up to what it does to them', () => {
    expect(theirMoment('Three days left. But now every time I reach that step my hands go cold.')).toBe(
      'when I reach that step',
    );
    expect(theirMoment("If he panics at the junction I don't know what I'll say.")).toBe(
      'if he panics at the junction',
    );
    expect(theirMoment("What if one of them is homesick and I don't know what to say?")).toBe(
      'if one of them is homesick',
    );
    expect(theirMoment('Interview tomorrow. What if they ask about the gap in my CV?')).toBe(
      'if they ask about the gap in my CV',
    );
  });
  it('not a past "when", a moment too vague to picture, or a quote cut in half', () => {
    expect(theirMoment('When I was 12 I fell off a horse and I still think about it.')).toBeUndefined();
    expect(theirMoment('I get a knot in my stomach when I think about it.')).toBeUndefined();
    expect(theirMoment("I feel sick when I say 'no' to anyone.")).toBeUndefined();
  });
  it('an if-then plan and a rehearsal point at it; without one the library’s examples stay', () => {
    const counsellor = fasFor(
      "Starting as a cabin counsellor at a summer camp on Sunday. Ten 11-year-olds for two weeks. What if one of them is homesick and I don't know what to say?",
      'implementation-intentions',
    );
    expect(counsellor).toContain('perhaps the one you wrote about: "one of them is homesick"');
    expect(counsellor).not.toContain('when I open my laptop');
    const rehearsal = fasFor(
      'Festival demo on Saturday. I dropped the shield in practice and now every time I reach that step my hands go cold.',
      'imagery-rehearsal',
    );
    expect(rehearsal).toContain('including the moment you wrote about ("when I reach that step")');
    expect(
      fasFor('I keep putting off my tax return and the deadline is in two weeks.', 'implementation-intentions'),
    ).toContain('when I open my laptop');
  });
});
