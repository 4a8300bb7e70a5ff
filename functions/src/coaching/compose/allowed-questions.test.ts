import { describe, expect, it } from 'vitest';
import { situationSentences } from '../text.ts';
import { answerReassurance, withoutReassuranceQuestion } from './reassure.ts';

const answer = (text: string) => answerReassurance(situationSentences(text));

/** Phrasings of our own, in the shapes fresh sets asked in. */
describe('a question about being allowed to want, say or feel something is answered', () => {
  it('answers "am I being unreasonable to want…" and "is it petty to mention…"', () => {
    expect(
      answer('My sister has been in our spare room since May. Am I being unreasonable to want my study back?'),
    ).toBe(
      'You asked if you are being unreasonable to want your study back: you are not. Wanting that makes sense, and it is allowed.',
    );
    expect(answer('Writing the landlord review now. Is it petty to mention the broken boiler?')).toMatch(
      /^You asked if it is petty to mention the broken boiler: it is not\. Said plainly and once/,
    );
    expect(answer('Am I selfish for needing one evening a week to myself?')).toMatch(
      /^You asked if you are being selfish to need one evening a week to yourself: you are not/,
    );
    // A choice weighed ("is it bad to…") is left to the rest of the tip.
    expect(answer('is it bad to bring it up with him at the match tomorrow?')).toBeUndefined();
  });

  it('answers "will this wear off?" and "is this normal after a day like that?"', () => {
    expect(answer('Since the near miss on the motorway I flinch at every lorry. Will this just wear off?')).toMatch(
      /^You asked whether it will wear off: for most people a reaction like this eases with time/,
    );
    expect(
      answer('Closed the office for good today. I feel completely numb. Is this normal after a day like that?'),
    ).toMatch(/^You asked whether feeling numb is normal: it is/);
    expect(answer('Does the night bus pass the stadium?')).toBeUndefined();
  });

  it('answers why they feel guilty or anxious, and why they reacted as they did', () => {
    expect(answer('Got the only promotion on the team. Why do I feel guilty for getting it?')).toBe(
      'You asked why you feel guilty for getting it: guilt often turns up when you care about people, even when you have done nothing wrong.',
    );
    expect(answer('It is only a pub quiz. Why is a quiz making me this nervous?')).toMatch(
      /^You asked why it makes you this nervous: because it matters to you\./,
    );
    expect(answer('I shouted at the referee in front of the kids. Why did I react like that?')).toMatch(
      /^You asked why you reacted like that: a sharp moment usually comes from being tired/,
    );
  });

  it('answers "am I allowed to feel this?" and "why does this hit so hard afterwards?"', () => {
    expect(
      answer(
        "A crew cried into the dog's fur after a bad job and I have felt heavy ever since. Am I allowed to feel this?",
      ),
    ).toMatch(/^You asked whether you are allowed to feel this: you are\./);
    expect(answer('Am I allowed to be angry at him?')).toMatch(
      /^You asked whether you are allowed to be angry at him: you are/,
    );
    // Leave to do something is not leave to feel it.
    expect(answer('Am I allowed to leave before the speeches?')).toBeUndefined();
    expect(
      answer('Three nights on the flood rescue and now I am home and shaking. Why does this hit so hard afterwards?'),
    ).toMatch(/^You asked why it hits so hard afterwards: while it is going on you hold yourself together/);
  });

  it('never answers "it is" or "it is allowed" to wanting not to be here', () => {
    expect(answer('Am I allowed to feel like I want to disappear?')).toBeUndefined();
    expect(answer('Everything is too much lately. Is it normal to want to disappear?')).toBeUndefined();
    expect(answer('Am I selfish for wanting it all to stop?')).toBeUndefined();
    expect(answer('Is it normal to feel like I want to sleep forever after a shift like that?')).toBeUndefined();
    expect(answer('Wrote goodbye letters to my sisters. Should I send them?')).toBeUndefined();
    expect(answer('I keep thinking about the bridge on my way home. Should I go to the party?')).toBeUndefined();
    expect(answer('Should I send the goodbye letters tonight?')).toBeUndefined();
  });

  it('is not said back once answered', () => {
    const sentences = situationSentences(
      'My sister has been in our spare room since May. Am I being unreasonable to want my study back?',
    );
    expect(withoutReassuranceQuestion(sentences).join(' ')).not.toMatch(/unreasonable/);
  });
});
