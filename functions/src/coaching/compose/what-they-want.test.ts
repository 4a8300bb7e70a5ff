import { describe, expect, it } from 'vitest';
import { whatTheyWant } from './what-they-want.ts';

/** Wording of our own; each line may claim only what the words carry. */
describe('what they want, said back only when their words show it', () => {
  it('names the part still to come in their words', () => {
    expect(whatTheyWant('fluffed my first two lines, 3 songs to go', 'during', 'x')).toBe(
      'What you want is to get your head straight for the 3 songs to go.',
    );
    expect(whatTheyWant('ref had a go at me, 2hrs left', 'during', 'x')).toMatch(/the 2 hrs left\.$/);
    // How close it was, in a part already over, is not what is left now.
    const misread =
      'four papers this week. i misread the case today and only noticed with 40 minutes left. next one is tomorrow';
    expect(whatTheyWant(misread, 'during', 'x') ?? '').not.toMatch(/40 minutes left/);
    // What is left must be a part of the event: "two cells left" is a count of something else.
    expect(whatTheyWant('two cells left and six jobs waiting, back up in 10', 'during', 'x') ?? '').not.toMatch(
      /cells/,
    );
  });

  it('"my wife thinks I\'ve lost it" is not a temper to keep', () => {
    const conkers =
      "the conker championships are on sunday and my wife thinks i've lost it. i keep picturing missing my first strike";
    expect(whatTheyWant(conkers, 'before', 'x') ?? '').not.toMatch(/pays for the reaction/);
    // "I lost it 0-19" is a board lost on the score.
    const board = 'break after the first board, i lost it 0-19 and my hand is shaking';
    expect(whatTheyWant(board, 'during', 'x') ?? '').not.toMatch(/pays for the reaction/);
    expect(
      whatTheyWant('semi on saturday and last time i lost it with the ref and got sent off', 'before', 'x'),
    ).toMatch(/pays for the reaction/);
  });
  it('rest to walk in steady only when there is something to walk into', () => {
    expect(whatTheyWant('big match tomorrow and I cannot sleep', 'before', 'x')).toMatch(/walk in steady/);
    const home = 'I mark essays from home on piece rate and if my accuracy drops they cut me. I cannot sleep.';
    expect(whatTheyWant(home, 'before', 'x') ?? '').not.toMatch(/walk in/);
  });
  it('names the body part they gave, and nothing when they gave none', () => {
    expect(whatTheyWant('recital sunday and my fingers shake when the panel watches', 'before', 'x')).toMatch(
      /your fingers to stay steady/,
    );
    expect(whatTheyWant('recital sunday and I feel nervous', 'before', 'x')).toBeUndefined();
    // A buggy's snapped "front arm" is not theirs; the shaking hands are.
    expect(
      whatTheyWant('final in 20 mins, snapped a front arm, rebuilt it in the pits with shakey hands', 'before', 'x'),
    ).toMatch(/your hands to stay steady/);
  });

  it('after a slip they judge themselves for, sets it down without inventing what happened', () => {
    const line = whatTheyWant('forgot the client name in the pitch today. feel like an idiot', 'after', 'x');
    expect(line).toMatch(/put this one down/);
    expect(line).not.toMatch(/pitch|client|mistake/);
  });

  it('reads a run of misses, a dreaded moment, a hard talk and a choice', () => {
    expect(whatTheyWant('i keep dropping catches lately and the crowd groans', 'ongoing', 'x')).toMatch(/one miss/);
    expect(whatTheyWant('viva on monday and I am scared I will go blank on a question', 'before', 'x')).toMatch(
      /that moment/,
    );
    expect(whatTheyWant('I have to tell my team on friday that two roles are going', 'before', 'x')).toMatch(
      /clearly and still be kind/,
    );
  });

  it('stays quiet when their own question already says what they want, or after a death', () => {
    expect(whatTheyWant('2 throws left, how do I reset', 'during', 'You want to know how to reset.')).toBeUndefined();
    expect(whatTheyWant('my dog died today and I feel like a failure for missing it', 'after', 'x')).toBeUndefined();
  });

  it('reads worn out and snapping, in their words when they say who they used to be', () => {
    expect(
      whatTheyWant('exhausted after nights and snapping at customers. i used to be the calm one', 'ongoing', 'x'),
    ).toBe('What you want is to be the calm one again, not just to get through the week.');
  });

  it('names the choice their question gives, and lets a choice lead over the scene', () => {
    expect(
      whatTheyWant('my daughter is in tears over long division. do i push on or leave it for today?', 'during', 'x'),
    ).toBe('The choice in front of you is between pushing on and leaving it for today.');
    expect(whatTheyWant('do i give in, or hold the line and be the strict one?', 'ongoing', 'x')).toBe(
      'The choice in front of you is between giving in and holding the line.',
    );
    expect(
      whatTheyWant(
        'cannot sleep, trial tomorrow, coach says do the easier set instead. what should i do',
        'before',
        'x',
      ),
    ).toMatch(/a choice you can stand behind/);
    expect(
      whatTheyWant('do i push on or leave it?', 'during', "You're asking yourself: do you push on or leave it?"),
    ).toBeUndefined();
  });
  it('"lost it" is a temper only beside anger: losing the thread at a bend or mid-song asks nothing of a reaction', () => {
    for (const text of [
      'every score i play im grand for the first few shots then we get to the bend and i lose it',
      'someone was talking loudly through the song for my grandmother and i lost it and stopped',
    ])
      expect(whatTheyWant(text, 'after', 'x') ?? '', text).not.toMatch(/pays for the reaction/);
    expect(whatTheyWant('the ref gave it against us again and i lost it at him, shouting', 'after', 'x')).toMatch(
      /pays for the reaction/,
    );
  });
});
