import { describe, expect, it } from 'vitest';
import type { Timing } from '../themes.ts';
import { atStake } from './at-stake.ts';

const said = (text: string, seed = 0, timing?: Timing) => atStake(text, seed, timing) ?? '';

describe('hurt that they understand and still feel', () => {
  it('says the reason is understood and it still lands, only when they say both', () => {
    expect(said("Dad called me by my brother's name all visit. I know it's the dementia but it still stings.")).toMatch(
      /where it comes from|because it is them/,
    );
    expect(
      said("My 4yo told me she hates me at bedtime. I know she doesn't mean it. I sat on the stairs and cried."),
    ).toMatch(/where it comes from|because it is them/);
    expect(said("I know it's the dementia, so I try to stay patient with the questions.")).not.toMatch(
      /where it comes from|because it is them/,
    );
  });
});

describe('kind words from others that have not reached them', () => {
  it('says they are the one still carrying it, not when the kind words are followed by a jibe or before the event', () => {
    expect(
      said(
        'Dropped a tray of glasses at the gala. The manager was nice about it but I still feel like an idiot.',
        0,
        'after',
      ),
    ).toMatch(/^So (?:the people around you have moved on|everyone else has let it go)/);
    expect(
      said(
        "Spilled the paint on their new carpet. The client said it's fine, no harm, but I keep replaying it.",
        1,
        'after',
      ),
    ).toMatch(/^So (?:the people around you have moved on|everyone else has let it go)/);
    expect(
      said('The client was decent about it but the foreman made a joke about it and I feel awful.', 0, 'after'),
    ).not.toMatch(/moved on|let it go/);
    expect(said("My coach says it's fine but I keep thinking I'll drop it on Saturday.", 0, 'before')).not.toMatch(
      /moved on|let it go/,
    );
  });
});

describe('stake lines that carry what their words carry', () => {
  it('a rare slip after years of getting it right, said with their own span', () => {
    expect(said('Put the wrong date on the order sheet. Eleven years doing this and I have never done that.')).toBe(
      'So one slip is weighing more than eleven years of getting it right.',
    );
    expect(said('A client left a one-star review calling me sloppy. 9 years, 300-odd good reviews.')).toBe(
      'So one bad review is weighing more than 9 years of getting it right.',
    );
    expect(said("Got a complaint about my manner. I've been doing this 20 years.")).toMatch(
      /one complaint is weighing more than 20 years/,
    );
    expect(
      said('Got a complaint today about my manner. Fifteen years doing this. Clinic again tomorrow.', 0, 'before'),
    ).toMatch(/one complaint is weighing more than fifteen years/);
    expect(
      said("Her mum complained to my manager. Eight years doing this. I know I didn't say anything wrong."),
    ).not.toMatch(/weighing more than/);
    // Years alone, with no slip, or a slip still ahead, are not a record broken.
    expect(said("I've done this job ten years and I'm just tired lately.")).not.toMatch(/weighing more than/);
    expect(
      said('Ten years doing this and I never get nervous, but I might make a mistake tomorrow.', 0, 'before'),
    ).not.toMatch(/weighing more than/);
  });

  it('a rough first part with the next one minutes away, said with their time', () => {
    expect(said('Half time. I gave away the penalty, totally my fault. Back on in like 12 mins.', 0, 'during')).toBe(
      'So what just happened is still in your head, and the next part is 12 minutes away.',
    );
    expect(said('Lunch between my two papers, I blanked on question four.', 0, 'during')).toMatch(/next part is close/);
    expect(said('Between sets, the first went fine. 10 minutes.', 0, 'during')).not.toMatch(/just happened/);
    // Time a past thing took is no time left, and "not my fault" is no rough part.
    expect(
      said(
        'lunch break on day 2. got into their network in like 30 mins yesterday, not my fault its wide open',
        0,
        'during',
      ),
    ).not.toMatch(/minutes away/);
    expect(
      said('interval. came in a beat early in act 1 and the others had to cover. 20 min til act 2', 0, 'during'),
    ).toBe('So what just happened is still in your head, and the next part is 20 minutes away.');
  });

  it('feedback that stung, not feedback they have to give', () => {
    expect(said("My mentor said I'm 'too quiet' with clients. Cried on the bus home.")).toMatch(/feedback/);
    expect(said('I have to give my apprentice feedback tomorrow and I know it will hurt him.')).not.toMatch(
      /feedback landed|feedback stung/,
    );
  });

  it('a reaction they want to repair with someone close', () => {
    expect(
      atStake('I yelled at my daughter over her phone and she slammed the door. How do I fix this with her?'),
    ).toMatch(/putting it right between you|way back to them/);
    expect(said('My boss yelled at me in the meeting.')).not.toMatch(/putting it right/);
    // Their own sharp moment as sharp-moment.ts reads it, with someone close, not someone met once.
    expect(said("Mum won't take her tablets and I just shouted at her. I feel awful.")).toMatch(
      /putting it right between you|way back to them/,
    );
    expect(
      said('I snapped at the self checkout lady this evening, so tired with the new baby. I feel awful.'),
    ).not.toMatch(/putting it right|way back to them/);
    expect(
      said('Saw my daughter’s grades and said some things about her friends I regret. I want to fix this.'),
    ).toMatch(/putting it right between you|way back to them/);
    expect(said('On a job and the homeowner is kicking off at my crew over a scuff.')).toBe(
      "So you are taking other people's heat and still have to keep going.",
    );
  });

  it('work that goes unseen, and the one who holds everyone else', () => {
    expect(said('I keep the kitchen running and nobody says thank you, half of them do not know my name.')).toBe(
      'So the work matters, and what wears you down is it not being seen.',
    );
    expect(said("Everyone comes to me after bad calls, and I'm meant to be the one who's fine.")).toMatch(
      /everyone else's hard moments/,
    );
  });

  it('a mind that rehearses the worst at night when the preparing is done', () => {
    expect(
      atStake('Launch is Monday. The plans are signed off, but I keep waking at 4am picturing the worst.'),
    ).toMatch(/preparing is done/);
    expect(said('I woke at 3am and could not get back to sleep.')).not.toMatch(/preparing is done/);
  });

  it('a pattern said back with what sets it off, when their clause stands on its own', () => {
    expect(said('I get a knot in my stomach every time the group chat pings. Has been like this all term.')).toBe(
      'So it happens every time the group chat pings, and the pattern is now part of what you are up against.',
    );
    // Their own body reacting each time is something they brace for (at-stake.ts), not a trigger to name.
    expect(said('Whenever its my turn to read aloud my voice shakes.')).toMatch(/brace for|now expects it/);
    expect(said('Every time I open my banking app I feel a bit sick.')).toMatch(
      /^So it happens every time you open your banking app,/,
    );
    // Cut short on a word that wants more, or the replay itself: the plain pattern line instead.
    expect(said('Every time she says she has a headache my whole body goes cold.')).toMatch(/^So it keeps/);
    expect(said('I still feel sick every time I think about it.')).toMatch(/^So it keeps/);
    // A reminder of one thing past is no pattern to name by its trigger.
    expect(said('Sent the wrong file to the client last week. I still wince every time I open my inbox.')).not.toMatch(
      /^So it happens/,
    );
    expect(said("every time I bring it up it turns into 'you're nagging'.")).toMatch(
      /^So it happens every time you bring it up, and the pattern/,
    );
    // A clause that runs into the next one is not said back; the plain pattern line is.
    expect(said('every time there is a deadline the whole team look at me like it is my fault')).toMatch(
      /^So it keeps (?:coming back|happening)/,
    );
  });
});
