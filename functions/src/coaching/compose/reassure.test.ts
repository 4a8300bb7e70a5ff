import { describe, expect, it } from 'vitest';
import { type Intervention, interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { situationSentences } from '../text.ts';
import { composeBrief } from './compose-tip.ts';
import { answerReassurance, withoutReassuranceQuestion } from './reassure.ts';

const answer = (text: string) => answerReassurance(situationSentences(text));

describe('a question about a feeling is answered, not said back', () => {
  it('answers a bare "Normal?", "is it normal to freeze like that", and "did I do something wrong?" when nothing they did is in it', () => {
    expect(answer('Big audit on Friday. I keep picturing the numbers not adding up. Normal?')).toMatch(
      /^You asked whether picturing the numbers not adding up is normal: it is/,
    );
    expect(
      answer('Backed out at the top of the zip line. Is it normal to freeze like that and how do I try again?'),
    ).toMatch(/^You asked whether it is normal to freeze like that: it is/);
    expect(answer('OK.')).toBeUndefined();
    expect(answer('My client cancelled all her sessions by email, no reason. Did I do something wrong?')).toBe(
      'You asked whether you did something wrong: nothing you describe says you did.',
    );
    expect(answer('I snapped at my client when she was late. Did I do something wrong?')).toBeUndefined();
  });

  it('gives leave to rest when they ask for it, and leaves a choice about someone else alone', () => {
    const floor = situationSentences(
      'night feed number four and my back is gone. is it ok to just lie down on the rug for ten minutes?',
    );
    expect(answerReassurance(floor)).toMatch(/^You asked whether it is OK to lie down: it is\./);
    expect(withoutReassuranceQuestion(floor).join(' ')).not.toMatch(/lie down/);
    expect(answerReassurance(situationSentences('is it bad to bring it up with him tonight?'))).toBeUndefined();
  });
  it('answers "is that normal", "is that awful", "am I overreacting" and "do others feel this" after a feeling', () => {
    expect(answer('Sat with dad at the clinic all morning and then I cried in the lift. Is that normal?')).toMatch(
      /^You asked whether crying in the lift is normal: it is/,
    );
    expect(answer('I do all the visits. I resent my brothers for it. Is that terrible?')).toMatch(
      /^You asked if resenting your brothers for it is terrible: it is not/,
    );
    expect(
      answer('still shaky about the mock trial. is it normal to feel this wiped out after a practice round?'),
    ).toMatch(/whether it is normal to feel this wiped out after a practice round: it is/);
    expect(
      answer('Sat with mum through her scan, held it together, then cried in the car park. Is that normal?'),
    ).toMatch(/it is/);
    expect(answer('my friends went away without me and I have felt flat all week. Am I overreacting?')).toMatch(
      /overreacting: from what you describe, the feeling makes sense/,
    );
    expect(
      answer('first winter on the lifeboat crew and I jump every time the pager goes. Do other people feel like this?'),
    ).toMatch(/not the only one/);
  });
  it('leaves a choice, a plan or a question with no feeling before it to the rest of the answer', () => {
    expect(answer('she owes me £300 and it is awkward. is it bad to bring it up at dinner?')).toBeUndefined();
    expect(answer('chose the same aria that went wrong last year to prove a point, is that stupid')).toBeUndefined();
    expect(answer('The venue changed the running order. Is that normal?')).toBeUndefined();
  });
});

describe('questions about themselves are answered in their words', () => {
  it('answers "weird", "daft", "mad" and "petty" with "it is not", never "it is"', () => {
    expect(answer('Our cat died last week and I cried at the vet bill. Is that weird?')).toMatch(
      /^You asked if crying at the vet bill is weird: it is not\./,
    );
    expect(
      answer('Dropped my grandad’s watch down a drain this morning - silly to be this upset over a watch?'),
    ).toMatch(/^You asked if it is silly to be this upset over a watch: it is not\./);
    expect(answer('Nobody said thanks for the rota I fixed. Is it petty to mind?')).toMatch(
      /^You asked if it is petty to mind: it is not\. A feeling is not a wrong/,
    );
    expect(answer("It's a bit daft to be scared of a pottery class, isn't it?")).toMatch(
      /^You asked if it is daft to be scared of a pottery class: it is not\./,
    );
  });
  it('answers "is normal", a wish for a limit, and "or is something wrong with me"', () => {
    expect(
      answer('I am carer for my mother since one year and I feel angry sometimes. Is normal to feel like this?'),
    ).toMatch(/^You asked whether it is normal to feel like this: it is/);
    expect(answer('The shop calls me on every day off. Is it unreasonable to want one day with my phone off?')).toBe(
      'You asked if it is unreasonable to want one day with your phone off: it is not. Wanting that makes sense, and it is allowed.',
    );
    expect(answer('I sit down to revise and nothing goes in. Is this normal or is something wrong with me?')).toMatch(
      /^You asked whether something is wrong with you: nothing you describe says so\./,
    );
  });
  it('answers why it hurts or matters so much, why they feel like the bad one, and "is it the job or me"', () => {
    expect(answer('My book club stopped inviting me. Why does it still hurt this much?')).toMatch(
      /^You asked why it still hurts this much: because it mattered to you\./,
    );
    expect(answer('It is a pub quiz. Why do I care so much?')).toMatch(
      /^You asked why you care so much: because it matters/,
    );
    expect(answer('I told my son he could not go to the party. Why do I feel like the bad guy?')).toMatch(
      /^You asked why you feel like the bad guy: that feeling usually comes from caring/,
    );
    expect(answer('Three late finishes this week and I snap at everyone. Is it the shifts or me?')).toMatch(
      /^You asked whether it is you:/,
    );
  });
  it('leaves a rhetorical "why does it matter", a task that is hard, and a "that" about an act alone', () => {
    expect(answer('Why does it matter? We will lose anyway.')).toBeUndefined();
    expect(answer('I have to ring the bank about the loan. Why is this so hard?')).toBeUndefined();
    expect(answer('I felt awful. Is it bad that I did not call him back?')).toBeUndefined();
  });
});

describe('in the whole opening', () => {
  it('answers the question once and does not also say it back', () => {
    const text =
      'Did the night feeds all week so my wife could rest, and today I snapped at the dog over nothing. I feel so flat. Am I overreacting?';
    const brief = composeBrief(readSituation(text), interventionById('self-compassion-break') as Intervention);
    expect(brief).toMatch(/You asked if you are overreacting/);
    expect(brief).not.toMatch(/asking yourself|Am I overreacting|are you overreacting/i);
  });
});
