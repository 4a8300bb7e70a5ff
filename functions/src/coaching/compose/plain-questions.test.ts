import { describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { answerPlainQuestion } from './plain-questions.ts';

const opening = (situation: string) =>
  new BuiltinCoachEngine().tipSync({ situation, background: '' }).brief.split('\n\n')[0] ?? '';

describe('plain questions answered, not said back', () => {
  it('"am I a bad mum?": no, from what they describe, and never beside a hurt they did', () => {
    const text =
      'My 4 year old screamed the whole way round the supermarket and I shouted at him in the queue. Am I a bad mum?';
    expect(opening(text)).toMatch(/You asked if you are a bad mum: from what you describe, no\./);
    expect(opening(text)).not.toMatch(/asking yourself: are you a bad mum/);
    expect(answerPlainQuestion('Am I a bad mum?', 'I smacked him in the car park. Am I a bad mum?')).toBeUndefined();
  });
  it('"how long does this last?": no set time after a loss; easing with time otherwise', () => {
    expect(answerPlainQuestion('How long does this last?', 'My dog died on Tuesday. How long does this last?')).toMatch(
      /no set time after a loss/,
    );
    expect(answerPlainQuestion('when does it get easier', 'New job and the nerves every morning.')).toMatch(
      /eases with time/,
    );
  });
  it('"do I knock or leave him?": a short, low-key check, with their pronoun', () => {
    expect(
      opening('My flatmate has been in his room for two days since his exam results. Do I knock or leave him?'),
    ).toMatch(/You asked whether to knock or leave him: .* Let him know you are there.* if he wants to be alone/);
    expect(answerPlainQuestion('should I text her or give her space?', '')).toMatch(/text her or leave her/);
  });
  it('"what do I do with this time?", with or without a question mark', () => {
    expect(answerPlainQuestion('What do I do with these 20 minutes?', '')).toMatch(/what to do with the time/);
    expect(answerPlainQuestion('what do i do for the next hour', '')).toMatch(/what to do with the time/);
    expect(answerPlainQuestion('What do I do with my life', '')).toBeUndefined();
    // In the middle of it nothing is over yet to go back over.
    const aisle = 'in the garden centre rn, toddler screaming by the tills. what do i do in the next 5 min';
    expect(answerPlainQuestion('what do i do in the next 5 min', aisle, 'during')).toMatch(
      /the one next step in front of you/,
    );
    expect(answerPlainQuestion('what do i do in the next 5 min', aisle, 'during')).not.toMatch(/going over it again/);
  });
  it("a child's crying is not said back as theirs", () => {
    const text = '3am. 8 month old teething, screaming for an hour. i feel like im losing it a bit.';
    expect(opening(text)).not.toMatch(/you're screaming/i);
  });
});

describe('their put-downs of themselves are not said back as ours', () => {
  it('"which is useless", "ffs why do I care this much", "I don\'t know anything about money" are left out', () => {
    const hoops = opening(
      "I've done hoop shows at street festivals for three summers. Once it gets to 50 or more people and they're three deep, I start dropping. The bigger the audience the worse I am, which is useless because that's where the money is.",
    );
    expect(hoops).toMatch(/the bigger the audience the worse you are/);
    expect(hoops).not.toMatch(/useless/);
    // A crowd three deep is an audience, not a queue swamping them.
    expect(hoops).not.toMatch(/more is coming at you at once/);
    const pub = opening(
      'missed the last trap in the final for our pub. now im stood at the bar and i want the ground to swallow me. its a game you play with a pint in your hand ffs why do i care this much',
    );
    expect(pub).not.toMatch(/ffs|why do you care/i);
    const money = opening(
      "My child trust fund matured last week. Now theres £1,800 and I feel sick. i'm 18 i dont know anything about money. what do i actually do now",
    );
    expect(money).not.toMatch(/know anything about money/);
  });
});

describe('burnout, how others last, and whether this is just how it is now', () => {
  it('answers each in plain words and does not say the question back', () => {
    const burnout = opening(
      'I sit with people at their worst all day on the crisis desk. Lately I get home and cannot be bothered to cook. Is this burnout?',
    );
    expect(burnout).toMatch(/You asked if this is burnout: I cannot tell that from here/);
    expect(burnout).not.toMatch(/you're asking yourself/i);
    expect(answerPlainQuestion('How do you switch off when half the village are your patients?', '')).toMatch(
      /how others in your place manage it/,
    );
    expect(answerPlainQuestion('Does anyone else carry it home like this?', '')).toMatch(
      /Nobody carries it well alone/,
    );
    // Parents asking how other parents manage is not a question about a job's routine.
    expect(answerPlainQuestion('How do other parents do this without losing their minds?', '')).toBeUndefined();
    expect(answerPlainQuestion('Is this just who I am now?', '')).toMatch(/it does not have to be/);
  });
  it('a bare "is this normal?" after a reaction told earlier is answered', () => {
    expect(
      opening(
        'Back from three months at the research station. Everyone asks for stories and I go quiet. Shops make me weirdly angry. My sister asked if I was back to myself yet. Is this normal?',
      ),
    ).toMatch(/You asked whether that is normal: it is/);
  });
});

describe('more questions people ask outright', () => {
  it('sleep or one more, saying no, overthinking, asking for something', () => {
    expect(answerPlainQuestion('Driving theory test at 9 tomorrow. Bed or one more mock?', '')).toMatch(/: sleep\./);
    expect(
      answerPlainQuestion('The double glazing man is still in my lounge. Is it ok to say no and let him go?', ''),
    ).toMatch(/OK to say no: it is/);
    expect(answerPlainQuestion('My son starts at a new school in spring. Am I overthinking this?', '')).toMatch(
      /overthinking it: the worry makes sense/,
    );
    expect(answerPlainQuestion('Can I ask the clinic for a longer appointment even though it is busy?', '')).toMatch(
      /ask for a longer appointment: you can/,
    );
    expect(answerPlainQuestion('Can I ask why he left?', '')).toBeUndefined();
  });
});
