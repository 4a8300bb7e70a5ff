import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { situationSentences } from '../text.ts';
import { composeBrief } from './compose-tip.ts';
import { answerDecision } from './decision-questions.ts';
import { answerReassurance, withoutReassuranceQuestion } from './reassure.ts';

describe('a yes-or-no question about one action is answered with the test that settles it', () => {
  it('asks whether the fear or the facts changed when they ask about stepping back', () => {
    expect(answerDecision('Should I withdraw from the regatta?', 'before')).toMatch(
      /^You asked whether you should withdraw from the regatta\. That is your call.*the fear changed, or the facts\?.*work on that first and decide after\.$/,
    );
    expect(answerDecision("honestly do i just say i'm sick?", 'before')).toMatch(
      /^You asked whether you should say you're sick\./,
    );
    // Nothing ahead to work on: no "before then".
    expect(answerDecision('Should I quit the choir?', 'ongoing')).toMatch(
      /^You asked whether you should quit the choir\./,
    );
    expect(answerDecision('Should I quit the choir?', 'ongoing')).not.toMatch(/before then/);
    // A bare "give up" or "quit" can be despair, not a choice: never "a good reason to stop".
    expect(answerDecision('Should I just give up?', 'ongoing')).toBeUndefined();
    expect(answerDecision('should i quit?', 'ongoing')).toBeUndefined();
  });

  it('weighs going only for an occasion, never a place', () => {
    expect(answerDecision('Should I go to the bridge tonight?')).toBeUndefined();
    expect(answerDecision('Should I go to the bridge?')).toBeUndefined();
    expect(answerDecision('Should I go to her leaving do?')).toMatch(
      /^You asked whether you should go to her leaving do\./,
    );
  });

  it('weighs dread against a real reason when they ask whether to go', () => {
    expect(answerDecision('Should I still go to the reunion?')).toMatch(
      /^You asked whether you should go to the reunion\..*a time you will leave.*not a failure\.$/,
    );
  });

  it('asks whether speaking puts something right when they ask about saying or sending it', () => {
    expect(answerDecision('Do I message him first?')).toMatch(
      /^You asked whether you should message him first\. One test helps: will it put something right/,
    );
    expect(answerDecision('Should I apologise to the chef or will that make it worse?')).toMatch(
      /^You asked whether you should apologise to the chef\. /,
    );
    expect(answerDecision('Should I ask for a rise, and how, without sounding greedy?')).toMatch(
      /^You asked whether you should ask for a rise\. /,
    );
  });

  it('reads "or just leave it" as the same yes-or-no question, and "bail or ride?" as stepping back', () => {
    expect(answerDecision('Do I say something to her or just leave it??')).toMatch(
      /^You asked whether you should say something to her\. One test helps/,
    );
    expect(answerDecision('Do I raise it with him or keep the peace?')).toMatch(
      /^You asked whether you should raise it with him\. One test helps/,
    );
    expect(answerDecision('Should I message him first, or wait?')).toMatch(
      /^You asked whether you should message him first\./,
    );
    expect(answerDecision('front of the queue in five. bail or jump?')).toBeUndefined();
    expect(answerDecision('bail or jump??', 'before')).toMatch(
      /^You asked whether you should bail\. That is your call/,
    );
  });

  it('leaves a choice between two options, a return of goods and a how-question to the rest of the tip', () => {
    expect(answerDecision('Do I pull out or race anyway?')).toBeUndefined();
    expect(answerDecision('Do I send the shoes back?')).toBeUndefined();
    expect(answerDecision('Do I send it back?')).toBeUndefined();
    expect(answerDecision('How do I tell her?')).toBeUndefined();
    expect(answerDecision('Should I tell someone?')).toBeUndefined();
    expect(answerDecision('Should I care this much?')).toBeUndefined();
  });

  it('is answered in the opening instead of being said back, and no "what you want" repeats it', () => {
    const text =
      'Cello recital on Sunday, my first since college. The run in the second movement keeps falling apart at home. Should I pull out?';
    const sentences = situationSentences(text);
    expect(answerReassurance(sentences, 0, 'before')).toMatch(/^You asked whether you should pull out\./);
    expect(withoutReassuranceQuestion(sentences).join(' ')).not.toMatch(/pull out/);
    const reading = readSituation(text);
    const brief = composeBrief(reading, interventionById('imagery-rehearsal') ?? (undefined as never));
    expect(brief).toContain('You asked whether you should pull out.');
    expect(brief).not.toMatch(/asking yourself|What you want is a choice/);
  });
});
