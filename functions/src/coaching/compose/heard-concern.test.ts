import { describe, expect, it } from 'vitest';
import { atStake } from './at-stake.ts';

const LAST_TIME =
  'Last year I fainted at the graduation rehearsal. Ceremony is on Friday and I keep thinking it will happen again.';

describe('a concern the words carry, said back in a coach’s words where no keyword family speaks', () => {
  it('says the family the concern head reads', () => {
    expect(atStake(LAST_TIME, 0, 'before')).toMatch(/last time/);
    expect(
      atStake(
        "Tea break in the cricket, I dropped two catches in the first session and the skipper won't look at me.",
        0,
        'during',
      ),
    ).toMatch(/next part|more to come/);
    expect(
      atStake('I need to ask my landlord to fix the boiler but he gets aggressive and I hate confrontation.', 1),
    ).toMatch(/between you/);
  });
  it('not at a timing the family cannot be said at, nor from too few words', () => {
    expect(atStake(LAST_TIME, 0, 'after')).toBeUndefined();
    expect(atStake('I keep replaying it.')).toBeUndefined();
  });
  it('never claims what is not in their words: a last time with nothing ahead, a slip nobody made', () => {
    expect(
      atStake('Last year I fainted at the graduation rehearsal and I still think about it every day.'),
    ).not.toMatch(/last time/);
    expect(
      atStake('Between sets, the first went fine and I feel good. Ten minutes until we go again.', 0, 'during'),
    ).toBeUndefined();
  });
  it('an awkward moment that went out live got more than the room', () => {
    const streamed =
      'I did a charity stream last night and trolls raided it, I lost my temper and swore at them live. I cringe every time I think about it.';
    expect(atStake(streamed, 0, 'after') ?? '').not.toMatch(/in the room/);
  });
  it('does not overrule a keyword family that speaks', () => {
    expect(atStake("I'm 85% in practice, 50% in games.")).toMatch(/when it counts/);
  });
});
