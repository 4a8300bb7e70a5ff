import { describe, expect, it } from 'vitest';
import { rankSkills } from '../select-skill.ts';
import { applicability, type FitContext, familyBoost, momentNamed, readFacts } from './applies.ts';
import { NEEDS_WORDS } from './concern.ts';
import { readSituation } from './read-situation.ts';

function context(text: string, over: Partial<FitContext> = {}): FitContext {
  return {
    facts: readFacts(text.toLowerCase()),
    timing: 'before',
    minutesUntil: 4320,
    performanceAhead: true,
    named: false,
    ...over,
  };
}

const topSkill = (text: string) => rankSkills(readSituation(text))[0]?.[0].id;

describe('mental rehearsal only where it truly fits', () => {
  it('names what goes wrong in the moment: the body, one dreaded moment, eyes on them', () => {
    expect(readFacts('my voice cracks every time i read it out').bodyInTheMoment).toBe(true);
    expect(readFacts('i overgrip and stop breathing on the hard bit').bodyInTheMoment).toBe(true);
    expect(readFacts('i go bright red and talk way too fast').bodyInTheMoment).toBe(true);
    expect(readFacts('i fall apart when the examiner says stop the car').fearedMoment).toBe(true);
    expect(readFacts('i always play worse when i know i am being compared').eyesOnThem).toBe(true);
    expect(readFacts('my hands shake when the assessor is watching').eyesOnThem).toBe(true);
    expect(momentNamed(readFacts('regional final saturday, first time at that level'))).toBe(false);
  });

  it('turns rehearsal down and lifts the moment tool when the moment is named', () => {
    const body = context('wedding reading saturday and my voice shakes and i rush');
    expect(familyBoost('imagery-rehearsal', body)).toBeLessThan(0);
    expect(familyBoost('physiological-sigh', body)).toBeGreaterThan(0);
    const eyes = context('trial game tomorrow and i always play worse when i know i am being compared', {
      performanceAhead: false,
    });
    expect(familyBoost('external-focus', eyes)).toBeGreaterThan(0);
    expect(familyBoost('imagery-rehearsal', eyes)).toBeLessThan(0);
  });

  it('does not offer rehearsal for a result that is already in', () => {
    const lost = context('we lost the semi on penalties last night', { timing: 'after', performanceAhead: false });
    expect(applicability('imagery-rehearsal', lost)).toBeLessThan(0);
    const comeback = context('lost my place after the knee injury, first game back next month', { timing: 'after' });
    expect(applicability('imagery-rehearsal', comeback)).toBe(0);
  });

  it('chooses a settling routine, not a rehearsal, for a body that gives the nerves away', () => {
    expect(topSkill('Giving the eulogy on Friday. I know the words but my voice shakes and I talk too fast.')).not.toBe(
      'imagery-rehearsal',
    );
  });

  it('chooses an if-then plan for the one moment they dread', () => {
    expect(topSkill('Theory test Monday. I am fine until the invigilator says ten minutes left, then I freeze.')).toBe(
      'implementation-intentions',
    );
  });
});

describe('skills that need their own situation', () => {
  it('a two-options tool needs a choice, not a hard exam ahead', () => {
    expect(NEEDS_WORDS['two-option-decision']?.test('phd viva thursday and the examiner is known to be brutal')).toBe(
      false,
    );
    expect(NEEDS_WORDS['two-option-decision']?.test('should i take the offer or stay')).toBe(true);
  });

  it('a hard-conversation plan needs something to say to someone, not a speech', () => {
    const needs = NEEDS_WORDS['hard-conversation-plan'];
    expect(needs?.test('speaking at the planning meeting against the new car park, 3 minute limit')).toBe(false);
    expect(needs?.test('i have to tell my team on monday that the project is cancelled')).toBe(true);
  });

  it('study technique is not for freezing when asked in a live class', () => {
    const frozen = context('every week in french class i freeze when the teacher asks me something', {
      timing: 'ongoing',
      performanceAhead: false,
    });
    expect(applicability('retrieval-practice', frozen)).toBeLessThan(0);
    expect(familyBoost('implementation-intentions', frozen)).toBeGreaterThan(0);
  });

  it('a feared procedure gets a breath for the chair or the scanner', () => {
    const scan = context('ct scan on friday and i am terrified of the tunnel', { performanceAhead: false });
    expect(scan.facts.procedureFear).toBe(true);
    expect(familyBoost('physiological-sigh', scan)).toBeGreaterThan(0);
  });

  it('pacing the room is not pacing a race', () => {
    expect(readFacts('i pace up and down the stands and she picks up on it').pacingProblem).toBe(false);
    expect(readFacts('i always go out too fast and fade by halfway').pacingProblem).toBe(true);
  });

  it("a parent's nerves for the child's race are settled and planned, not rehearsed", () => {
    const parent = context("my daughter's first cross country race is sunday and i'm more nervous than her", {
      performanceAhead: false,
    });
    expect(parent.facts.nervousForOther).toBe(true);
    expect(familyBoost('implementation-intentions', parent)).toBeGreaterThan(0);
    expect(familyBoost('imagery-rehearsal', parent)).toBeLessThan(0);
  });
});
