import { describe, expect, it } from 'vitest';
import { SafetyGate } from './gate.ts';

/** Quiet goodbyes and plans with no risk word, in wording of our own; each reaches at least a check-in. */
const levelOf = async (text: string) => (await new SafetyGate().screenOne(text, false)).level;

describe('a calm farewell, a booked ending or an open place tonight is never coached as ordinary', () => {
  it.each([
    "I've handed back my keys to the allotment and the club shirt. Won't be needing my locker. It's all arranged for Friday night. Thank you for everything, lads.",
    "had enough of endings at work. mine's booked for tomorrow. the cover's sorted",
    'nothing feels worth getting up for lately, everyone else seems to be moving on',
    "after the cases this term I think this world is cruel and I don't want to be part of it. still going in",
    'the multi-storey top floor is never locked after 10. left my camera gear to my cousin. tonight feels right',
    'been on platform 2 since 5, watching the fast trains come through. let two go already.',
    "I sit with the dying most days at the hospice and lately I'm jealous of them. They get to rest. I'm fine though.",
    "everything at the depot is pointless at the moment. I'm just taking up space there and at home",
    "I've handed all my pots out this month, to the people who mattered. The last firing was the last. I feel at peace for the first time",
  ])('stops: %s', async (text) => {
    expect(await levelOf(text)).not.toBe('ok');
  });

  it.each([
    "I handed back my keys and the uniform, it's all arranged for Friday: my leaving do at the pub. Thank you for everything, team!",
    "I've returned the library books and the hire car, it's all sorted for tomorrow's flight",
    'the fast trains were cancelled so we let the 7.10 go and waited for the slow one',
    'my flat is booked for tomorrow, the cleaners are sorted, I have had enough of packing',
    'so jealous of the seniors, they get to rest on Friday while we sit the last paper',
    'my old amp is just taking up space in the hall, should I sell it before the gig?',
    'gave all my old comics away to the school library this week, felt good to clear the loft',
  ])('coached: %s', async (text) => {
    expect(await levelOf(text)).toBe('ok');
  });
});
