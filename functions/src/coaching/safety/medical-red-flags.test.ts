import { describe, expect, it } from 'vitest';
import { isMedicalDanger } from './categorise.ts';
import { SafetyGate } from './gate.ts';
import { isMedicalRedFlag } from './medical-red-flags.ts';
import { normaliseForSafety } from './normalise.ts';

const flagged = (text: string) => isMedicalRedFlag(normaliseForSafety(text)[1] ?? '');

describe('medical red flags: a cause and a sign together', () => {
  it.each([
    'my blue inhaler is not working and I cannot finish a sentence',
    'asthma kicked in at the end of the 800, lips going blue, puffer not helping',
    'we had the gas heater on in the van all night, both woke with headaches and my brother is so drowsy',
    'camping stove going in the tent for warmth, now I feel sick and my mate is hard to wake',
    'grazed my knee on the astro last week, now there is a red streak up my leg and a fever',
    'the blister on my heel is swollen and weeping and I cannot stop shivering',
    'ate a satay skewer at the team dinner, I am allergic to peanuts and my lips are swelling up',
    'bee got me on the neck during the round, now my throat feels tight and I am going light headed',
    'my dad had his chemo on Monday and tonight he has a temp of 38.6 and keeps shivering',
    'missed my dialysis on friday for the tournament, now my chest feels tight and my legs are weak',
  ])('urgent care: %s', async (text) => {
    expect(flagged(text)).toBe(true);
    expect(await new SafetyGate().screenOne(text)).toMatchObject({
      level: 'crisis',
      category: 'medical_danger',
      explicit: true,
    });
  });

  it.each([
    'forgot my inhaler for the cross country, how do I remember my kit',
    'out of breath after the relay, is my fitness bad?',
    'the boiler at the pool broke so the water was freezing, I felt sick with nerves before my heat',
    'I get headaches before exams, is a gas heater in the study room a bad idea for focus',
    'cut my finger chopping onions before the match, it is fine now',
    'blister on my heel from new spikes, how do I tape it for Saturday',
    'my face went red and I was shaking with nerves at the recital',
    'got a fever last week and missed training, how do I come back',
    'got stung by a wasp at the picnic and it is itchy, can I still run the parkrun',
    'I am allergic to my own nerves before finals, my face goes red and my throat goes dry',
    'my aunt finished chemo last year and I am nervous about the charity run in her name',
    'I work on the dialysis unit and my legs are heavy after a 12 hour shift, how do I switch off',
  ])('coached: %s', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('restricting food or water with a sign of danger: one passage, not a whole long message', () => {
  const danger = (text: string) => isMedicalDanger(normaliseForSafety(text)[1] ?? '');
  const filler =
    ' Anyway, the rest of the week is the usual: training on Tuesday, the team meeting on Thursday, my sister is' +
    ' visiting on the weekend and I still have to sort the car insurance and book the physio for my knee before' +
    ' the season starts properly, which is a lot on top of work. ';

  it('is an emergency when the two are said together, even deep in a long message', () => {
    expect(danger("haven't eaten in two days to make weight and I nearly fainted in the sauna")).toBe(true);
    expect(
      danger(`${filler}${filler}Cutting weight, no water since yesterday, and I am so dizzy I cannot stand.${filler}`),
    ).toBe(true);
  });

  it('is not added up from different situations run together', () => {
    const text = `Before the cup match my heart is pounding every time.${filler}${filler}And before exams I feel like throwing up.`;
    expect(danger(text)).toBe(false);
  });
});
