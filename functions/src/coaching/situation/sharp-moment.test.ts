import { describe, expect, it } from 'vitest';
import { readLoss } from './loss.ts';
import { forMatching } from './read-situation.ts';
import { hasOwnSharpMoment, readSharpTarget, regretsSharpMoment } from './sharp-moment.ts';

const lower = (text: string) => forMatching(text);

describe('their own sharp moment with someone', () => {
  it.each([
    "I snapped at a patient's family member at the end of a 12 hour shift",
    'I was so rude to a customer today',
    'Yelled at one of my students in 3rd period',
    'lost my temper with a client on the phone',
    'I shouted at my son this morning',
    'I just snapped and said something awful to my sister',
  ])('reads "%s" as their own', (text) => {
    expect(hasOwnSharpMoment(lower(text))).toBe(true);
  });

  it.each([
    'My boss yelled at me in front of everyone',
    'The coach snapped at us after the game',
    'She was really rude to me on the phone',
    'I get irritated and snap at people whenever I am under pressure',
    "I'm scared I'll be rude to the customer",
  ])('does not read "%s" as a sharp moment of their own that has happened', (text) => {
    expect(hasOwnSharpMoment(lower(text))).toBe(false);
  });

  it.each([
    'I snapped at a patient’s family member and I keep replaying it and feel awful',
    'Snapped at my teammate. Feel terrible about it.',
    "I was so rude to a customer and I can't stop thinking about what I said",
    'I yelled at my kid and now I feel like a monster',
    'lost my temper with a client, i keep replaying it',
  ])('hears remorse in "%s"', (text) => {
    expect(regretsSharpMoment(lower(text))).toBe(true);
  });

  it('does not hear remorse in a sharp moment they are still angry about', () => {
    expect(regretsSharpMoment(lower('I lost my temper with my team in the meeting and I am still fuming'))).toBe(false);
  });
});

describe('who they were sharp with', () => {
  it.each([
    ["I snapped at a patient's family member at the end of a 12 hour shift", "the patient's family member", false],
    ['I was so rude to a customer today', 'the customer', false],
    ['Yelled at one of my students in 3rd period', 'the student', false],
    ['I snapped at a student’s parent at pickup', "the student's parent", false],
    ['I snapped at the scrub nurse during the case', 'the scrub nurse', false],
    ['I snapped at my teammate during practice', 'your teammate', false],
    ['I yelled at my team lead in standup', 'your team lead', false],
    ['I shouted at my son this morning before school', 'your son', true],
    ['I snapped at my partner again tonight', 'your partner', true],
    ['I was really short with my little brother', 'your little brother', true],
  ] as const)('"%s" -> %s', (text, people, personal) => {
    expect(readSharpTarget(lower(text))).toEqual({ people, personal });
  });

  it('names no one when the text does not', () => {
    expect(readSharpTarget(lower('I lost my temper today and feel awful'))).toBeUndefined();
  });
});

describe('a death', () => {
  it.each([
    'I lost a patient on the table this morning',
    'my grandad passed away last week and I have a race saturday',
    'a patient died on my shift',
    'our coach died suddenly',
  ])('reads "%s" as a loss', (text) => {
    expect(readLoss(lower(text))).toBe(true);
  });

  it.each([
    'we lost the final',
    'I lost my temper with my son',
    'the exam was brutal, I almost died',
    'my phone died before the call',
    'I lost a client to a competitor',
    'I died inside when the coach read my name',
    'the deal died at the last minute',
    'lost my job today',
  ])('does not read "%s" as a loss', (text) => {
    expect(readLoss(lower(text))).toBe(false);
  });
});
