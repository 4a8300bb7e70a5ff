import { describe, expect, it } from 'vitest';
import { atStake } from './at-stake.ts';

describe('what is at stake, said back in plain words only when their words show it', () => {
  it('a body that is cleared but still holds back', () => {
    expect(atStake('Firefighter, physically cleared. Scared I will hesitate on a ladder.')).toMatch(/body is ready/);
    expect(atStake('Physically cleared and raring to go back.')).toBeUndefined();
  });
  it('fine in practice, not when it counts', () => {
    expect(atStake("I'm 85% in practice, 50% in games.")).toMatch(/when it counts/);
    expect(atStake("I'm funny with mates but put me in front of 120 people and my voice goes")).toMatch(
      /when it counts/,
    );
  });
  it('a yes that comes before the decision', () => {
    expect(atStake('I always say yes and then resent it all weekend.')).toMatch(/yes comes out/);
  });
  it('a past moment replayed with the next one ahead, and people watching', () => {
    expect(atStake("Show again tonight and I can't stop replaying the silence.")).toMatch(/what already happened/);
    expect(atStake('I keep replaying it.')).toBeUndefined();
    expect(atStake('My 3yo has a meltdown at the supermarket. People stare.')).toMatch(/people watch/);
  });
  it('says nothing when none of it is there', () => {
    expect(atStake('Two job offers and I need to answer both by Friday.')).toBeUndefined();
  });
});
