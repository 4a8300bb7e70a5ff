import { describe, expect, it } from 'vitest';
import { rankSkills } from '../select-skill.ts';
import { readConcerns } from './concern.ts';
import { readSituation } from './read-situation.ts';
import { choiceDueSoon, readTheirAsk } from './their-question.ts';

/** Phrasings of our own, in the shapes fresh sets asked in; none is copied from a set. */
describe('their own question says what help they want', () => {
  it('reads a choice, with both options when the question names them', () => {
    expect(readTheirAsk('my son is hiding under the desk again. do i push on with spelling or call it a day?')).toEqual(
      {
        need: 'asked_choice',
        options: ['push on with spelling', 'call it a day'],
      },
    );
    expect(readTheirAsk('the band wants an answer by friday. stay or go?')).toEqual({
      need: 'asked_choice',
      options: ['stay', 'go'],
    });
    expect(readTheirAsk('my lab partner is miles ahead of me. should i ask to be moved?')).toEqual({
      need: 'asked_choice',
    });
    expect(readTheirAsk('physio says skip the 10k, do the 5k instead. what should i do')).toEqual({
      need: 'asked_choice',
    });
    // "Or what" names no second option: never "between keeping going and whatting".
    expect(readTheirAsk('an hour on the same kickflip. should i just keep going till i land it or what')).toEqual({
      need: 'asked_choice',
    });
  });

  it('does not read a question about a feeling as a choice', () => {
    expect(readTheirAsk('is this normal or am i overreacting?')).toBeUndefined();
    expect(readTheirAsk('the drummer rolls his eyes at me. do i say something or am i being oversensitive?')).toEqual({
      need: 'asked_choice',
    });
    expect(readTheirAsk('should i apologise to the caller or would that make it worse?')).toEqual({
      need: 'asked_choice',
    });
    expect(readTheirAsk('should i be worried or is this what everyone feels?')).toBeUndefined();
    expect(readTheirAsk('lost every round at my first tournament. should i even bother')).toBeUndefined();
    expect(readTheirAsk('failed my grade 4 flute by one mark. do i resit or just give up on it all?')).toBeUndefined();
    expect(readTheirAsk('third rejection this month. should i just give up?')).toBeUndefined();
    expect(readTheirAsk('what should i do? i cannot sleep')).toBeUndefined();
    expect(readTheirAsk('the florist sent lilies instead of roses. what do i do first')).toBeUndefined();
  });

  it('reads words for someone: news to tell, or an ask to make', () => {
    expect(readTheirAsk('how do i tell my crew the contract is gone?')?.need).toBe('hard_talk');
    expect(readTheirAsk('the rota is unfair. how do i talk to my supervisor without sounding bitter')?.need).toBe(
      'ask',
    );
  });

  it('reads a long stretch to last and a loop to stop', () => {
    expect(readTheirAsk('four more hours on the stall and my feet are gone. how do i keep going')?.need).toBe('pacing');
    expect(readTheirAsk('the plan is done. how do i stop imagining everything that could go wrong?')?.need).toBe(
      'stop_loop',
    );
    expect(readTheirAsk('the match is over. how do i stop replaying the miss?')?.need).toBe('replay_after');
    expect(
      readTheirAsk('my ex is at the next table at the party. how do i get through the next 4 hours'),
    ).toBeUndefined();
    expect(readTheirAsk('found another typo in the report. how do i stop this spiral')).toBeUndefined();
  });

  it('lets the question lead the skill over the scene around it', () => {
    const text =
      'trial for the county squad is tomorrow and i barely slept. coach says leave out the new routine, do the old one instead. what should i do';
    expect(readConcerns(text).has('asked_choice')).toBe(true);
    expect(rankSkills(readSituation(text))[0]?.[0].id).toBe('two-option-decision');
  });

  it('knows a choice due within the day from one that has weeks', () => {
    expect(choiceDueSoon('she is back at 4. do i tell her or get it fixed first?', undefined)).toBe(true);
    expect(choiceDueSoon('do i go tonight or stay in?', undefined)).toBe(true);
    expect(choiceDueSoon('offered a job in leeds, starts in march. do i take it?', undefined)).toBe(false);
    expect(choiceDueSoon('missed the cutoff by 2 marks. should i try again?', undefined)).toBe(false);
  });

  it('does not read software or a letter as someone loading them with work', () => {
    expect(readConcerns('the spreadsheet keeps giving me errors that make no sense').has('say_no')).toBe(false);
    expect(readConcerns('my manager keeps giving me extra shifts').has('say_no')).toBe(true);
  });
});
