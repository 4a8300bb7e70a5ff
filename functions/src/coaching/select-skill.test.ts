import { describe, expect, it } from 'vitest';
import { rankSkills, scoreByRules } from './select-skill.ts';
import { NEEDS_WORDS } from './situation/concern.ts';
import { readSituation } from './situation/read-situation.ts';

/** The same reading (same seed) with words added to what the rules read, so only those words differ. */
function scoresWith(text: string, added: string, id: string): [number, number] {
  const reading = readSituation(text, '', []);
  const score = (r: typeof reading) => rankSkills(r).find(([skill]) => skill.id === id)?.[1] ?? Number.NaN;
  return [score(reading), score({ ...reading, plainText: `${reading.plainText} ${added}` })];
}

describe('the friend’s-eye view leads only where there is a voice to step back from', () => {
  it('scores lower without one, by the same margin whatever else the message says', () => {
    const plain = 'Flat viewing right now, 25 people in a tiny kitchen, offers by 5pm.';
    const [without, withVoice] = scoresWith(plain, "what's wrong with me?", 'distanced-self-talk');
    expect(withVoice - without).toBe(2);
    const [other, otherWithVoice] = scoresWith(plain, "what's wrong with me?", 'affect-labelling');
    expect(otherWithVoice).toBe(other);
    const [calm, keepingHead] = scoresWith(plain, 'i just need to keep my head', 'distanced-self-talk');
    expect(keepingHead - calm).toBe(2);
  });
});

describe('sleep rules are for their own nights in bed', () => {
  it('not for someone at 2am on nights or on call', () => {
    const text = "2am, 12 patients still to see and I can't sleep between bleeps.";
    for (const id of ['stimulus-control-sleep', 'cognitive-shuffle']) {
      const [inBed, atWork] = scoresWith(text, 'i am on nights', id);
      expect(inBed - atWork, id).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('sleep rules need their own sleep in the words', () => {
  it('not for tiredness sleep does not fix, a deadline at 2am, a teenager up gaming, or a night at work', () => {
    const bedWords = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(bedWords.test("i'm tired in a way sleep doesn't fix")).toBe(false);
    expect(bedWords.test('what do i eat this afternoon so i am not a wreck by 3am?')).toBe(false);
    expect(bedWords.test('my 14 year old is gaming until 1am every night and i am the bad guy')).toBe(false);
    expect(bedWords.test("it's 3am, on watch on the ferry bridge and my eyes are going")).toBe(false);
    expect(bedWords.test('shift starts at 10pm and runs through, how do i pace the night')).toBe(false);
    expect(bedWords.test('my son left school in may and has slept till noon every day since')).toBe(false);
    expect(bedWords.test("it's 3am and i can't sleep, the review is at nine")).toBe(true);
    expect(bedWords.test('signal room nights. i get home and replay the calls when im trying to sleep')).toBe(true);
  });
});

describe('a plan that works over days needs days before the moment', () => {
  it('scores a goal ladder lower for a final tomorrow than for one in three weeks', () => {
    const score = (text: string) =>
      rankSkills(readSituation(text, '', [])).find(([skill]) => skill.id === 'process-goals')?.[1] ?? Number.NaN;
    const tomorrow = score('County final tomorrow and I want to stop worrying about the result.');
    const threeWeeks = score('County final in three weeks and I want to stop worrying about the result.');
    expect(threeWeeks - tomorrow).toBeGreaterThanOrEqual(2);
  });
});

describe('lying awake over a choice is the choice', () => {
  it('scores the sleep rules lower when what keeps them awake is a decision to make', () => {
    const reading = readSituation(
      'I keep lying awake at night. Should I do the harder jump tomorrow or the safer one?',
      '',
      [],
    );
    expect(reading.concerns.has('decide')).toBe(true);
    const sleep = (r: typeof reading) =>
      rankSkills(r).find(([skill]) => skill.id === 'stimulus-control-sleep')?.[1] ?? Number.NaN;
    expect(sleep({ ...reading, concerns: new Set() }) - sleep(reading)).toBeGreaterThanOrEqual(3);
  });
});

describe('the rules say why they mark a skill down, every reason kept', () => {
  it('keeps a sleep skill’s missing night beside a missing concern, so the firmer reason still counts', () => {
    const ruled = scoreByRules(
      readSituation('presenting the budget to the board on friday and my mind keeps going blank'),
    );
    const vetoes = (id: string) => ruled.find(([skill]) => skill.id === id)?.[1].vetoes ?? [];
    expect(vetoes('stimulus-control-sleep')).toEqual(expect.arrayContaining(['night', 'needs']));
    expect(vetoes('pacing-plan')).toEqual(expect.arrayContaining(['needs', 'applies']));
    expect(vetoes('physiological-sigh')).toEqual([]);
  });
});
