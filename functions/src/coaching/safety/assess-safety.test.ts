import { describe, expect, it } from 'vitest';
import { LABELLED_PHRASES, scoreSafety } from '../../../eval/safety/phrasings.ts';
import { assessSafety, assessSafetyAll } from './assess-safety.ts';
import { normaliseForSafety } from './normalise.ts';
import { unexplainedRiskTerms } from './risk-lexicon.ts';

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
    ['My mum died. Which bridges are tallest around here?', 'suicide'],
    ['how many pills would it take', 'suicide'],
    ["I've been giving away my things", 'indirect'],
    ['I have been cutting myself', 'self_harm'],
    ['my boyfriend hits me', 'abuse'],
    ['my coach threatened to hurt me if I tell anyone', 'abuse'],
    ["I'm going to hurt him", 'harm_to_others'],
    ['I will bring a gun to work', 'harm_to_others'],
    ["I've started planning my way out", 'suicide'],
    ['burnt my arm again last night and nobody knows', 'self_harm'],
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
    'Burnt my arm on the griddle again in the lunch rush',
    "takings are down a third and I don't know if I should fight or plan my way out. My wife says I've gone quiet.",
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

describe('fail-safe risk-lexicon sweep', () => {
  it.each([
    "I'm killing it this season",
    'I killed it in practice',
    'this deadline is killing me',
    'dead tired after the double shift',
    'my legs are dead',
    "I'm dying to know my results",
    "I'd die for a gold medal",
    "I'm going to murder this exam",
    'time to shoot my shot',
    'we shoot hoops after class',
    "the coach will kill me if I'm late",
    'kill the lights when you leave',
    'I want to end this losing streak',
    'I want to end it on a high note at my last meet',
    'I need to cut weight for Saturday',
    'I have to cut the grass before the game',
    'a paper cut on my finger before the exam',
    'I hit the gym to clear my head',
    'I hit a wall at mile 20',
    'time to hit the books',
    'I want to beat my PB',
    'we left early to beat the traffic',
    "I'm burned out from work",
    'I went for a run to burn calories',
    'the match is on a knife-edge',
    'my jump shot is off',
    'I came third in the high jump',
    'we went bungee jumping on the team trip',
    'I took pills for my headache before the match',
    'he beat me in the final again',
    'we ran suicides at practice',
    'cut 3kg for the weigh-in',
    'the waitress went bright red and walked off and our food has not even come',
    'the striker walked off the pitch in tears',
    'she walked off in a huff',
    'standing in the hallway at 2am feeling like the worst mum alive',
    'the luckiest keeper alive today, two posts and a crossbar',
  ])('lets the figure of speech "%s" through', (text) => {
    expect(assessSafety(text)).toEqual({ level: 'ok' });
  });

  it('exempts a phrase, never a word: another use of the same word still counts', () => {
    expect(assessSafety("I'd die for a gold medal").level).toBe('ok');
    expect(assessSafety("I'd die for a gold medal but honestly I want to die").level).toBe('crisis');
    expect(assessSafety('this deadline is killing me and I think about killing myself').level).toBe('crisis');
    expect(assessSafety('cut weight all week, now cutting my arms again').level).toBe('crisis');
    expect(assessSafety('how many pills for my headache would it take to not wake up').level).toBe('crisis');
    expect(assessSafety('I took pills for my headache').level).toBe('ok');
    expect(assessSafety('pills for my headache, how many would it take').level).toBe('crisis');
    expect(assessSafety('she walked off in a huff and tonight I am going to walk off the cliff').level).toBe('crisis');
    expect(assessSafety('thinking of walking off a bridge').level).toBe('crisis');
    expect(assessSafety("worst dad alive, and honestly I don't want to be alive anymore").level).toBe('crisis');
  });

  it('flags a strong risk word the patterns do not know, by its family', () => {
    expect(assessSafety('honestly thinking about the bridge rope thing after the match')).toMatchObject({
      level: 'crisis',
    });
    expect(assessSafety('my mate keeps talking about his knife')).toEqual({
      level: 'crisis',
      category: 'harm_to_others',
    });
    expect(assessSafety('the razor is in my drawer')).toEqual({ level: 'crisis', category: 'self_harm' });
    expect(assessSafety('he threatened me after the game')).toEqual({ level: 'crisis', category: 'abuse' });
    expect(assessSafety('everything feels dead')).toEqual({ level: 'crisis', category: 'indirect' });
  });

  it('reports which words are left unexplained', () => {
    const [variant] = normaliseForSafety('this deadline is killing me, I want to die');
    expect(unexplainedRiskTerms(variant).map((t) => t.term)).toEqual(['die']);
  });
});
