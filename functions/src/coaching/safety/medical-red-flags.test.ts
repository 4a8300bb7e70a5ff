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
    'my toddler is choking on a grape and cannot make a sound',
    'man at the next table choking on a chip, he cannot cough or talk and his lips are going blue',
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
    'I choked on my speech at the wedding and could not talk for a second, my face went red',
    'we choked in the final and nobody could speak after, the whole team went grey in the dressing room',
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

describe('more red flags: a stroke, a thunderclap headache, cold past shivering, a sick baby, a head knock, a child alone at an open window, a deep burn', () => {
  it.each([
    'mum was fine at lunch, now the left side of her face is drooping and her words are jumbled',
    'my right arm will not lift and my speech went slurred about ten minutes ago, sat in the lorry cab',
    'dad says it is the worst headache of his life, came on suddenly while he was lifting the boat',
    'pulled my mate out of the loch, he stopped shivering a while ago and now he is confused and slurring',
    'the baby has had diarrhoea all day, no wet nappy since breakfast and she is floppy',
    'our 2 week old has a temperature of 38.2 and is grunting when she breathes',
    'my son fell off the trampoline and landed on his head, he has been sick twice and is really drowsy',
    'it is freezing in the flat and the baby is cold and hard to wake',
    'took two fat burners with my pre workout, heart going 180 and my chest hurts',
    'left him strapped in the car while I ran into the chemist, it is 31 degrees and that was 20 minutes ago',
    'my cousin got pulled out by the current at the beach and I cannot see his head anymore',
    'odd one, my left hand keeps dropping the scalpel and my words are coming out garbled, two more clients then home',
    'walking the dog past number 12 and their 3 year old is at the open bedroom window upstairs, nobody with him',
    'boiling sugar went over my hand at the fudge stall, a patch on the back has gone waxy and white. two hours till close, can I keep going?',
    "the exhaust burned my calf when I parked the bike, the centre's grey and leathery and it doesn't really hurt. fine to ride home?",
  ])('urgent care: %s', async (text) => {
    expect(flagged(text)).toBe(true);
    expect((await new SafetyGate().screenOne(text)).level).toBe('crisis');
  });

  it.each([
    'my face goes red and my words come out jumbled when the examiner looks at me',
    'worst headache of my life after the wine tasting, how do I get through the board meeting',
    'open water swim this morning, I was shivering for an hour after, how do I get used to the cold',
    'newborn nights are brutal, our 3 week old feeds every two hours and I am shattered',
    'banged my head on the cupboard this morning, annoying more than anything, big presentation at 2',
    'is it ok to drink energy drinks before a long shift, I get a bit jittery',
    'left the kids in the car with their dad while I paid for fuel',
    'the waves were huge at the surf comp and I went under twice, still buzzing',
    'my left hand dropped the ball twice in warm up and my words came out muddled in the team talk, nerves',
    'left the upstairs window open for the cat, my 4 year old is home alone with her dad tonight',
    'burnt my hand on the oven tray at work, red and blistered and it stings like mad, can I still do the close?',
    'my hands have gone leathery from years of kitchen burns, any cream that actually helps?',
    'the brisket bark came out black and leathery after the fire flared, how do I stop it happening at the next festival',
  ])('coached: %s', (text) => {
    expect(flagged(text)).toBe(false);
  });
});
