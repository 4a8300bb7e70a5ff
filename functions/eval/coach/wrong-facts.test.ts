import { describe, expect, it } from 'vitest';
import { checkAnswer } from './facts/wrong-facts.ts';

const answer = (opening: string, cue: string) =>
  `**B.R.I.E.F.S. Response:**\n${opening}\n\nOne skill to try is X, and it takes about 1 minute. I'm an AI coach, so take what fits and leave the rest.\n\n**F.A.S. (Functional Actionable Skill):**\n**X** · about 1 minute\n\nWhy it works: after a race, what happened matters.\n\n1. Breathe.\n\nUse it when ${cue}\n\nBased on: Someone (2020)`;
const kinds = (item: Parameters<typeof checkAnswer>[0]) => checkAnswer(item).map((f) => f.kind);

describe('the wrong-facts checker (eval tooling)', () => {
  it('flags a timing the labels contradict, and not one they allow', () => {
    const presentation = {
      situation: 'gave a presentation to clients today and one guy yawned',
      timing: 'after',
      when: 'today',
    };
    expect(
      kinds({ ...presentation, answer: answer('You gave it.', 'your heart is pounding before your presentation.') }),
    ).toContain('timing');
    expect(kinds({ ...presentation, answer: answer('You gave it.', 'your heart is pounding.') })).toEqual([]);
    // After a heat with the next one ahead, "your next meet is coming up" is right.
    expect(
      kinds({
        situation: 'fell off beam at regionals. next meet in 3 weeks',
        timing: 'after',
        when: 'next meet in 3 weeks',
        answer: answer('You fell.', 'your meet is coming up.'),
      }),
    ).toEqual([]);
  });

  it('flags an event, time or kind of event their words do not name, and reads only lines about them', () => {
    const guide = { situation: 'First solo tour next Thursday as a museum guide.', timing: 'before' };
    expect(kinds({ ...guide, answer: answer('Your tour.', 'your release is coming up.') })).toContain('event');
    expect(kinds({ ...guide, answer: answer('With it tomorrow.', 'it is coming up.') })).toContain('time_word');
    expect(
      kinds({ ...guide, answer: answer('Your tour.', 'a call, a shift or a case keeps coming back to you.') }),
    ).toContain('event');
    // "Why it works" is the library's, not a claim about them.
    expect(kinds({ ...guide, answer: answer('Your tour is next Thursday.', 'it is coming up.') })).toEqual([]);
  });

  it('flags an event that is someone else’s, and a claim nothing in their words supports', () => {
    expect(
      kinds({
        situation: "I'm interpreting the keynote on Friday",
        timing: 'before',
        answer: answer('Friday.', 'you feel the nerves rising before your talk.'),
      }),
    ).toContain('event');
    expect(
      kinds({
        situation: 'wind died in my heat. gutted.',
        timing: 'after',
        answer: answer('Gutted.', 'it counts. When is it, and what moment are you dreading most?'),
      }),
    ).toEqual(expect.arrayContaining(['timing', 'unsupported_timing']));
  });
});
