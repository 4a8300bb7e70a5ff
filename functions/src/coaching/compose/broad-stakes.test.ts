import { describe, expect, it } from 'vitest';
import { atStake } from './at-stake.ts';

const stake = (text: string, timing?: 'before' | 'during' | 'after' | 'ongoing') => atStake(text, 0, timing) ?? '';

describe('the concerns coaches name most get a line that names them', () => {
  it('a feared outcome ahead, guilt, a dread that arrives early, checking that will not settle', () => {
    expect(stake('swim gala saturday and im scared ill false start again', 'before')).toMatch(
      /picture of it going wrong|running the version where it goes wrong/,
    );
    expect(stake('pitch to the client at 10 tomorrow and I keep thinking I will fall apart', 'before')).toMatch(
      /picture of it going wrong|running the version where it goes wrong/,
    );
    expect(stake('put mum in respite for a week so I could sleep and I feel so guilty', 'after')).toMatch(/guilt/);
    expect(stake("six months into the job and I've started dreading sunday evenings", 'ongoing')).toMatch(/dread/);
    expect(stake('I checked the oven is off six times before leaving and still went back', 'ongoing')).toMatch(
      /checking/,
    );
  });
  it('a feared outcome in the other ways people say it: a picture they keep seeing, someone else who might, "what if someone"', () => {
    for (const text of [
      'start at the bank on monday and I keep picturing myself sending money to the wrong account',
      'hearing on thursday and I am terrified the panel will think I am lying',
      'my stall opens saturday and what if nobody buys a single thing',
      "audition friday and I can't stop thinking about forgetting the second verse",
      'visa interview tomorrow, last time they refused me and I am afraid they refuse me again',
    ])
      expect(stake(text, 'before'), text).toMatch(/picture of it going wrong|running the version where it goes wrong/);
    expect(stake('my daughter starts school monday and she is excited', 'before')).not.toMatch(
      /going wrong|goes wrong/,
    );
  });
  it('being responsible, a doubt about being good enough, carrying it alone, going back over it', () => {
    expect(stake('first time I am responsible for 30 year nines on the trip to the coast', 'before')).toMatch(
      /responsible for others/,
    );
    expect(stake('everyone on the course seems quicker and I am not clever enough for this', 'ongoing')).toMatch(
      /good enough/,
    );
    expect(stake('since the stroke I do everything for dad, my brothers visit at christmas', 'ongoing')).toMatch(
      /carrying most of it/,
    );
    expect(stake('the pitch went badly this morning and I cannot stop thinking about what I said', 'after')).toMatch(
      /over, and your mind keeps going back/,
    );
  });
  it('numb after a blow, a head that will not switch off, a complaint, anger near the top, knowing nobody', () => {
    expect(stake('heard yesterday I did not get the part. today I just feel numb', 'after')).toMatch(/gone quiet/);
    expect(stake('off shift since 8 but I cannot switch off, still running the handover', 'ongoing')).toMatch(
      /head is still working/,
    );
    expect(stake('a parent made a complaint about me to the head today', 'after')).toMatch(/complaint stings/);
    expect(stake('on hold for an hour now and when they answer im going to explode', 'during')).toMatch(/near the top/);
    expect(stake('book club on thursday, I will not know anyone there', 'before')).toMatch(/without knowing anyone/);
  });
  it('claims none of it where the words do not carry it', () => {
    expect(stake('2 stations done, 4 to go, and I keep replaying station 1', 'after')).not.toMatch(/it is over/);
    expect(stake('since the move I just feel flat most days', 'ongoing')).not.toMatch(/blow like this/);
    expect(stake('scared I will love it too much and want to quit my job', 'after')).not.toMatch(/what might go wrong/);
    expect(stake('my boss checked my report three times and sent it back', 'after')).toMatch(/checking/);
  });
});
