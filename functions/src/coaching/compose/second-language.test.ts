import { describe, expect, it } from 'vitest';
import { situationSentences } from '../text.ts';
import { composeReflection } from './reflection.ts';
import { plainEnglish, readsAsSecondLanguage } from './second-language.ts';
import { toSecondPerson } from './second-person.ts';

describe('a message in a second English is understood, not mimicked', () => {
  it('puts grammar with one plain English form plainly', () => {
    expect(plainEnglish('I cannot eat since two days')).toBe("I haven't been able to eat for two days");
    expect(plainEnglish('Container is stopped by customs since this morning')).toBe(
      'Container has been stopped by customs since this morning',
    );
    expect(plainEnglish('the Selectividad (the exam for go to university), my parents say is normal')).toBe(
      'the Selectividad (the exam to go to university), my parents say it is normal',
    );
    expect(plainEnglish('what if I make mistake, my hands get stiff from tension only')).toBe(
      'what if I make a mistake, my hands get stiff from tension',
    );
    expect(plainEnglish('I have nothing new to say him and I feel like on fire')).toBe(
      'I have nothing new to tell him and I feel like I am on fire',
    );
  });

  it('gives a job its article, a "he" its "doesn\'t" and hands their "are"', () => {
    expect(plainEnglish('I am school bus driver, 6 years in this town')).toBe(
      'I am a school bus driver, 6 years in this town',
    );
    expect(plainEnglish('I am emergency nurse')).toBe('I am an emergency nurse');
    expect(plainEnglish("My mother don't eat and she don't rest")).toBe("My mother don't eat and she doesn't rest");
    expect(plainEnglish('before the lesson my legs is heavy')).toBe('before the lesson my legs are heavy');
    // A verb without its -s has no single plain form in every sentence: understood, not quoted.
    expect(readsAsSecondLanguage('my daughter always answer me in french now')).toBe(true);
  });

  it('leaves native English as written', () => {
    for (const text of [
      "tonight is my first home birth where I'm lead midwife",
      'I am a nurse on nights and what did he say to her',
      'I am the only teacher in the building',
      "I've been anxious since Monday",
      'I leave for work at 7 and go for a run after',
      'he said it is fine, I made a mistake',
      'it feels like the top of the world',
    ])
      expect(plainEnglish(text)).toBe(text);
  });

  it('does not quote a dialect it cannot put plainly', () => {
    expect(readsAsSecondLanguage('calculus still dey worry me small')).toBe(true);
    const said = composeReflection(
      situationSentences(
        'WAEC further maths is tomorrow 9am. I have done past questions but calculus still dey worry me small. My elder brother got A1 and everybody expects the same from me.',
      ),
    );
    expect(said).toBeDefined();
    expect(said).not.toMatch(/\bdey\b/);
  });
});

describe('their sentence turned to face them keeps its grammar', () => {
  it('"which I sort of am" becomes "which you sort of are"', () => {
    expect(toSecondPerson("she thinks I'm avoiding her, which I sort of am")).toBe(
      "she thinks you're avoiding her, which you sort of are",
    );
  });
});
