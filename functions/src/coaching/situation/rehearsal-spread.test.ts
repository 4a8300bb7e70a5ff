import { describe, expect, it } from 'vitest';
import { rankSkills } from '../select-skill.ts';
import { applicability, type FitContext, familyBoost, momentNamed, readFacts } from './applies.ts';
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
