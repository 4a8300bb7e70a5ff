import { describe, expect, it } from 'vitest';
import { type Intervention, interventionById } from '../interventions/index.ts';
import { readLoss } from '../situation/loss.ts';
import { readSituation } from '../situation/read-situation.ts';
import { composeBrief } from './compose-tip.ts';

/** Phrasings of our own. */
const brief = (text: string) =>
  composeBrief(readSituation(text), interventionById('self-compassion-break') as Intervention);

describe('words for a death only when the death is theirs', () => {
  it('no condolence for a death in the life of someone they care for', () => {
    const nights =
      "Night shift at the care home. Mrs Hale keeps asking for her husband and crying. Her husband died two years ago. I'm so tired and I feel useless. What do I say?";
    expect(brief(nights)).not.toMatch(/A death hits hard|Loss does not wait/);
  });
  it('a death told as an excuse is no death', () => {
    expect(
      readLoss(
        'my 7 year old told his class our dog died so he could skip the spelling test. the dog is very much alive',
      ),
    ).toBe(false);
    expect(readLoss('our dog died last night and the kids are heartbroken')).toBe(true);
  });
  it('grief named for a shop she loves is no death', () => {
    expect(
      brief(
        "Nine years running my little bike shop. Footfall keeps dropping and the lease is up in spring. I still love it but I lie awake doing sums. I don't know if I'm stressed about money or grieving something that isn't even dead yet.",
      ),
    ).not.toMatch(/A death hits hard/);
  });
  it('still has words for a death of their own', () => {
    expect(brief('My nan died on Sunday and I have to work a double today. I feel numb and sad.')).toMatch(
      /A death hits hard|Loss does not wait/,
    );
  });
});
