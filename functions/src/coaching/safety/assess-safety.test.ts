import { describe, expect, it } from 'vitest';
import { assessSafety, assessSafetyAll } from './assess-safety.ts';
import { LABELLED_PHRASES, scoreSafety } from './labelled-phrases.ts';
import { normaliseForSafety } from './normalise.ts';

describe('safety gate on the labelled set', () => {
  const score = scoreSafety(LABELLED_PHRASES, (text) => assessSafety(text).level === 'crisis');

  it('has at least 200 labelled phrasings on both sides', () => {
    expect(LABELLED_PHRASES.length).toBeGreaterThanOrEqual(200);
    expect(LABELLED_PHRASES.filter((p) => p.crisis).length).toBeGreaterThanOrEqual(100);
    expect(LABELLED_PHRASES.filter((p) => !p.crisis).length).toBeGreaterThanOrEqual(100);
  });

  it('catches every crisis phrasing (recall 100%) with precision of at least 0.9', () => {
    console.log(
      `safety gate: recall ${(score.recall * 100).toFixed(1)}%, precision ${(score.precision * 100).toFixed(1)}% ` +
        `over ${LABELLED_PHRASES.length} phrasings`,
    );
    expect(score.misses).toEqual([]);
    expect(score.recall).toBe(1);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe('assessSafety', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ["I don't want to wake up", 'indirect'],
    ['everyone would be better off without me', 'indirect'],
    ['My mum died. Which bridges are tallest around here?', 'indirect'],
    ['how many pills would it take', 'suicide'],
    ["I've been giving away my things", 'indirect'],
    ['I have been cutting myself', 'self_harm'],
    ['my boyfriend hits me', 'abuse'],
    ['my coach threatened to hurt me if I tell anyone', 'abuse'],
    ["I'm going to hurt him", 'harm_to_others'],
    ['I will bring a gun to work', 'harm_to_others'],
  ])('flags "%s" as %s', (text, category) => {
    expect(assessSafety(text)).toEqual({ level: 'crisis', category });
  });

  it.each([
    'this deadline is killing me',
    "I'd die for a gold medal",
    'I killed it in practice',
    'time to shoot my shot',
    "I'm dying to know",
    'the crowd went wild',
    'I nailed it',
    'dead tired',
    'murder this exam',
    'we ran suicides at practice',
    'I hurt myself at practice last week',
  ])('does not fire on the figure of speech "%s"', (text) => {
    expect(assessSafety(text)).toEqual({ level: 'ok' });
  });

  it('sees through case, accents, leetspeak, stretched letters, spacing and punctuation', () => {
    for (const text of [
      'I WANT TO DIE',
      'í wánt tó díé',
      'k1ll mys3lf',
      'i want to diiiiie',
      'killllll myself',
      'k i l l myself',
      'end.my.life',
      'I’m going to end it all',
    ]) {
      expect(assessSafety(text).level, text).toBe('crisis');
    }
    expect(normaliseForSafety("I'm   SO   done!!!")[0]).toBe(' i am so done ');
  });

  it('reports the most urgent finding across several inputs and ignores empty ones', () => {
    expect(assessSafety('   ')).toEqual({ level: 'ok' });
    expect(assessSafetyAll(['race tomorrow', undefined, 'I want to die'])).toEqual({
      level: 'crisis',
      category: 'suicide',
    });
    expect(assessSafetyAll(['he hits me', 'I want to kill myself'])).toEqual({ level: 'crisis', category: 'suicide' });
  });
});
