import { describe, expect, it } from 'vitest';
import { interventionById } from '../interventions/index.ts';
import { fitExamples } from './examples.ts';

describe('step examples come from their activity or none', () => {
  const target = 'Pick your target as small as you can: a spot on the rim, a dimple on the ball, a corner of the net.';

  it('drops examples from other activities, and the list when none is theirs', () => {
    expect(fitExamples(target, 'month-end close, my numbers never balance')).toBe(
      'Pick your target as small as you can.',
    );
    expect(
      fitExamples(
        'Give yourself one outside cue, like "push the water back" or "reach the last row".',
        'my talk to the board',
      ),
    ).toBe('Give yourself one outside cue, like "reach the last row".');
  });

  it('keeps the examples that belong to what they do', () => {
    expect(fitExamples(target, 'serving for the set in my tennis final')).toBe(
      'Pick your target as small as you can: a corner of the net.',
    );
    expect(fitExamples(target, 'free throws with 4 seconds left')).toBe(
      'Pick your target as small as you can: a spot on the rim.',
    );
  });

  it('leaves neutral examples and instructions after a colon alone', () => {
    const step = 'Choose one word that captures how you want to perform, like "smooth", "tall" or "steady".';
    expect(fitExamples(step, 'anything')).toBe(step);
    expect(fitExamples('Wish: write one goal for this week that is hard but doable.', 'tax season')).toBe(
      'Wish: write one goal for this week that is hard but doable.',
    );
  });
});

describe('quoted examples', () => {
  it('are never cut at a comma inside the quotes', () => {
    const step = 'Turn it into 2 to 4 words of instruction, such as "long and smooth" or "slow, clear voice".';
    expect(fitExamples(step, 'my audit meeting')).toBe(step);
  });
});

describe('a plan made of their kind of moment', () => {
  it('a laptop and a first exam question only for desk work and exams; the neutral example always', () => {
    const [moment = '', action = ''] = interventionById('implementation-intentions')?.steps ?? [];
    const firefighter = fitExamples(moment, 'day 3 of the youth course at the station, they think I am a joke');
    expect(firefighter).not.toMatch(/laptop|exam|first question/);
    expect(firefighter).toMatch(/"when I feel the first wobble"/);
    expect(fitExamples(action, 'the teenagers filmed me on the drill yard')).not.toMatch(/file|sentence/);
    expect(fitExamples(moment, 'my tax return is due and I cannot start')).toMatch(/when I open my laptop/);
    expect(fitExamples(moment, 'chemistry exam on monday and I blank')).toMatch(/first question/);
    // Asked to repeat a question: only for someone who will be asked one.
    expect(fitExamples(action, 'festival abroad tomorrow, four hours of make-up first')).not.toMatch(/repeat it/);
    expect(fitExamples(action, 'my citizenship interview is on friday and I freeze')).toMatch(/repeat it/);
    expect(fitExamples(action, 'giving evidence in court on tuesday as a witness')).toMatch(/repeat it/);
  });
});

describe("a child's feeling named in words that fit it", () => {
  it('no lost game for a child scared of hand dryers; the neutral words always', () => {
    const name = interventionById('emotion-coaching')?.steps[1] ?? '';
    const dryers = fitExamples(name, 'my 4yo is terrified of hand dryers and screams in every services');
    expect(dryers).not.toMatch(/lost the game|water/);
    expect(dryers).toMatch(/really upset right now/);
    expect(fitExamples(name, 'he lost the football game and kicked the door')).toMatch(/lost the game/);
  });
});
