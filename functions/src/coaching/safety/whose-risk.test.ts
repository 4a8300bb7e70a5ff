import type { CrisisCategory } from '@briefs/shared';
import { describe, expect, it } from 'vitest';
import { assessPatterns } from './assess-safety.ts';
import { isOverdoseTaken, refineCategory } from './categorise.ts';
import { normaliseForSafety } from './normalise.ts';

const refine = (found: CrisisCategory, text: string) => refineCategory(found, normaliseForSafety(text)[1] as string);

describe('whose safety, and what was already taken', () => {
  it.each<[CrisisCategory, string, CrisisCategory]>([
    // Someone else at risk, told by the writer; the writer's own risk stays theirs.
    ['indirect', "my brother keeps saying he won't be around much longer and gave away his guitar", 'someone_else'],
    ['suicide', 'My flatmate told me she wants to die. I do not know what to say to her', 'someone_else'],
    ['harm_to_others', 'a lad on my team said he is bringing a knife to training to sort it out', 'someone_else'],
    ['suicide', 'my girlfriend left and I want to die, I keep thinking I am worthless', 'suicide'],
    ['harm_to_others', 'my manager humiliated me again and I know where he parks his car', 'harm_to_others'],
    // An overdose already taken, said of oneself, against medicine talk.
    ['indirect', 'swallowed about 25 of my sleeping tablets an hour ago', 'overdose'],
    ['indirect', 'drank some drain cleaner and bleach, my throat is burning', 'overdose'],
    ['indirect', 'took my pills with half a bottle of wine on purpose', 'overdose'],
    ['suicide', 'I take my pills every morning but I still want to die', 'suicide'],
    ['suicide', 'I have stopped taking my heart pills on purpose, I am done', 'suicide'],
    // An older person harmed, against a child harmed.
    ['abuse', 'my uncle shoves grandad around and keeps his pension card', 'elder_abuse'],
    ['indirect', 'the staff at the care home left mum in soiled sheets all day again', 'elder_abuse'],
    ['harm_to_others', 'my partner shook the baby last night because she would not stop crying', 'child_at_risk'],
    // Symptoms of an emergency: medical care first.
    ['indirect', 'came off the bike and I cannot feel my legs, waiting for the ambulance', 'medical_danger'],
  ])('%s: %s → %s', (found, text, expected) => {
    expect(refine(found, text)).toBe(expected);
  });
});

describe('an overdose taken is explicit; medicine talk and numbers are not', () => {
  it.each([
    'I have taken twenty ibuprofen, how long until it works',
    'took the whole bottle an hour ago',
    'I injected more insulin than I should have',
    'drank some antifreeze from the garage',
  ])('overdose taken: %s', (text) => {
    expect(isOverdoseTaken(normaliseForSafety(text)[1] as string)).toBe(true);
  });

  it.each([
    "I took my medication this morning but I'm still nervous about the exam",
    'I had my meds with breakfast and still feel jittery',
    'I just ate the whole pizza before my game',
    "I've done 800 of these surgeries and my hands still shake",
    'I had a bottle of wine last night and feel rough',
    'I took 2 ibuprofen for my knee before the match',
  ])('not an overdose: %s', (text) => {
    expect(isOverdoseTaken(normaliseForSafety(text)[1] as string)).toBe(false);
    expect(assessPatterns(text).level).toBe('ok');
  });

  it('overdose as a subject or on coffee is left to the sweep and the meaning layer; thinking of one is not', () => {
    expect(assessPatterns('I am presenting the opioid overdose and naloxone section').level).toBe('ok');
    expect(assessPatterns('basically overdosing on caffeine before the pitch lol').level).toBe('ok');
    expect(assessPatterns('I thought about an overdose last night').level).toBe('crisis');
  });
});

describe('a child pushing a parent away is rejection, not abuse', () => {
  it('"he pushes me away" is no crisis; being pushed into something or pushed and falling still is', () => {
    expect(assessPatterns('my son is 3 and at bedtime he pushes me away and only wants his dad').level).not.toBe(
      'crisis',
    );
    expect(assessPatterns('my boyfriend pushes me against the wall when he is drunk').level).toBe('crisis');
    expect(assessPatterns('he pushed me away and i fell down the stairs').level).toBe('crisis');
  });
});
