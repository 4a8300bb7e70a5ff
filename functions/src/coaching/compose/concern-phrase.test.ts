import { describe, expect, it } from 'vitest';
import { concernPhrase } from './concern-phrase.ts';

describe('a concern named as a phrase', () => {
  it('keeps what follows "every time… I panic" whole, or leaves it out, never cut on a dangling word', () => {
    expect(
      concernPhrase('every time I go to book the flights I panic about the airline going bust the week before'),
    ).toBe('panicking every time you go to book the flights');
    expect(concernPhrase('every time I sit the test I panic about the clock.')).toBe(
      'panicking about the clock every time you sit the test',
    );
  });
  it('names no verb where "I just" is followed by none ("am I just a bad dad", "I just not fit for this")', () => {
    for (const text of ['or am i just a rubbish mum now', 'i think i just not fit for this job', 'i still so tired'])
      expect(concernPhrase(text) ?? '', text).not.toMatch(/\b(?:aing|notting|soing)\b/);
    expect(concernPhrase('i just freeze when the examiner looks at me')).toBe(
      'freezing when the examiner looks at you',
    );
  });
});

describe('their own quoted words stay as they said them', () => {
  it('does not turn the verb inside a quote into -ing', () => {
    const phrase = concernPhrase(
      "Last night I snapped and said 'then wash it yourself' to my sister. She's coming back on Friday.",
    );
    expect(phrase).toMatch(/'then wash it yourself'/);
  });
});
