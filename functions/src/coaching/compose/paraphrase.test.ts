import { describe, expect, it } from 'vitest';
import { situationSentences } from '../text.ts';
import { gerund } from './gerund.ts';
import { composeReflection } from './reflection.ts';

const reflect = (text: string) => composeReflection(situationSentences(text)) ?? '';

describe('the opening names the concern in a phrase, not their sentences re-ordered', () => {
  it('reads "keep going or let it go?" as the choice they ask about, not something they keep doing', () => {
    const said = reflect(
      'I run the chess club at the church hall and it is down to three regulars, and I end up packing away alone. Keep going or let it go?',
    );
    expect(said).not.toMatch(/(?:is|to) going or/);
    expect(said).toMatch(/keep going or let it go/);
  });
  it('turns verbs into the -ing form by spelling rule', () => {
    expect(['panicked', 'panic', 'dropped', 'capsized', 'froze', 'freeze', 'shakes', 'run'].map(gerund)).toEqual([
      'panicking',
      'panicking',
      'dropping',
      'capsizing',
      'freezing',
      'freezing',
      'shaking',
      'running',
    ]);
  });

  it('what goes wrong and when it does, with the event ahead and who says what', () => {
    const said = reflect(
      'i freeze when the shuttle comes to my backhand. league final on saturday. my dad says just enjoy it but how',
    );
    expect(said).toMatch(/^(?:It sounds like|What I hear|If I have it right)/);
    expect(said).toContain('freezing when the shuttle comes to your backhand');
    expect(said).toContain('the league final on Saturday');
    expect(said).toContain('your dad saying just enjoy it');
    expect(said).not.toMatch(/\bmy\b|\bI\b/);
  });

  it('"X is what scares me" names X, and a past act with an age is not what is ahead', () => {
    const solo = reflect('the solo in bar 40 is what terrifies me most. concert is friday, i always rush it');
    expect(solo).not.toMatch(/is what(?:,|\.)/);
    const age = reflect(
      'dropped out of college at 19, now 29 and back for a nursing access course. got my first essay back with a D, feel stupid',
    );
    expect(age).not.toMatch(/with dropped|with left|, with \w+ed\b/);
  });

  it('what is ahead drops a filler opening and a plural verb', () => {
    const said = reflect('ok so finals start in 3 weeks. I keep rereading my notes and nothing sticks');
    expect(said).not.toMatch(/ok so/i);
    expect(said).toContain('finals in 3 weeks');
  });

  it('a fear of what will happen is said as the fear, with when', () => {
    const said = reflect('Best man speech on Friday. Terrified my mind will go blank halfway through.');
    expect(said).toContain('the fear that your mind will go blank halfway through');
    expect(said).toContain('Friday');
  });

  it('last time went wrong and the next one is ahead: the memory of it, not a replay of every sentence', () => {
    const said = reflect('Choked on the beam at regionals last month and came off twice. Next meet is in ten days.');
    expect(said).toContain('the memory of choking on the beam at regionals last month');
    expect(said).toContain('the next meet in ten days');
  });

  it('a state that reaches someone who depends on them', () => {
    expect(reflect('My pony picks up on my nerves at every show. Championship class on Sunday.')).toContain(
      'your nerves reaching your pony',
    );
  });

  it('what they cannot put down names what happened, and what they feel is kept', () => {
    const said = reflect('Dropped the final catch of the game. I keep replaying it and feel sick about it.');
    expect(said).toContain('dropping the final catch of the game, and not being able to put it down');
    expect(said).toContain('you feel sick about it');
  });

  it('a repeat of their own is counted, and a loss is named plainly', () => {
    expect(reflect("That's the fourth time this year I've frozen at match point. Club champs in a week.")).toContain(
      'freezing at match point, for the fourth time this year, with the club champs in a week',
    );
    expect(reflect('We had our cat put to sleep on Friday. I keep looking for her on the stairs.')).toContain(
      'losing your cat, and still looking for her on the stairs',
    );
  });

  it('a past event is never joined as if it were ahead', () => {
    const said = reflect(
      'A runner collapsed at the finish today and I froze before I radioed it in. I keep doubting myself.',
    );
    expect(said).not.toMatch(/with a runner collapsed/);
  });

  it('falls back to their own words when no shape is plain', () => {
    const said = reflect('Work has been a lot lately and the new system is confusing everyone on the team.');
    expect(said).not.toMatch(/the hard part is|comes down to|weighs on you/);
    expect(said.length).toBeGreaterThan(10);
  });
});

describe('more shapes of concern, and names that look like verbs', () => {
  it('having to say or explain something, with when', () => {
    expect(
      reflect('Sent the wrong invoice to our biggest client. I have to explain it to the owner at 9 tomorrow.'),
    ).toContain('having to explain it to the owner at 9 tomorrow');
  });

  it('still shaken after someone went at them, said as it is', () => {
    expect(
      reflect(
        'A customer screamed at me for five minutes about a refund. I’m still shaking and I have three hours left.',
      ),
    ).toMatch(/^It sounds like you're still shaking after a customer screamed at you/);
  });

  it('a feeling named on its own is the concern, in their words', () => {
    expect(reflect('My manager presented my plan as his own at the board. I feel invisible and used.')).toContain(
      'feeling invisible and used',
    );
  });

  it('"Ofsted are in the building" keeps its subject', () => {
    expect(
      reflect('Ofsted are in the building right now. I am leading phonics at 10 and my best reader is off sick.'),
    ).not.toMatch(/You ofsted/i);
  });
});

describe('shapes common in the earlier sets, read the same way', () => {
  it('a habit, a state that comes, a thing not yet told, what worries them most', () => {
    expect(reflect('Cup final on Sunday. I always snatch at my first touch when the crowd is loud.')).toContain(
      'snatching at your first touch when the crowd is loud',
    );
    expect(reflect('Parents evening tomorrow. I get flustered when a parent raises their voice.')).toContain(
      'getting flustered when a parent raises their voice',
    );
    expect(reflect("I haven't told my flatmate I'm moving out. Lease ends next month.")).toContain(
      "not having told your flatmate you're moving out yet",
    );
    expect(reflect('Viva on Thursday. What scares me is the examiner asking about my sample size.')).toContain(
      'the examiner asking about your sample size',
    );
  });

  it('keeps who is watching and the question they asked', () => {
    const said = reflect(
      'Open mic on Friday with all my mates watching. I always rush the first verse. How do I slow down?',
    );
    expect(said).toContain('all your mates watching');
    expect(said).toContain('You want to know how to slow down.');
  });

  it('a word cut at the limit is not left broken', () => {
    const said = reflect(
      'I have to tell the whole night team at the 7am briefing tomorrow that the weekend rota is being changed again for the third time',
    );
    expect(said).not.toMatch(/\b(?:th|ag|rot)\.$/);
  });
});

describe('what is ahead, read carefully', () => {
  it('an accident named with a day is behind them, and "the funeral\'s on Friday" reads as the event', () => {
    expect(reflect('Saw a crash on the motorway on Tuesday. I keep hearing the bang when I drive.')).not.toMatch(
      /with (?:the )?crash/,
    );
    expect(
      reflect("My nan died last week. The funeral's on Friday and I keep starting the eulogy and crying."),
    ).toContain('the funeral on Friday');
  });
  it('joins a clause that is not a thing ahead without "with"', () => {
    expect(
      reflect('in the control room right now, my heart is still racing, i misread a grid ref 5 min ago'),
    ).not.toMatch(/with (?:in|if|when)\b/);
    expect(reflect('terrified of freezing on the first solo shift, if the alarm goes at 3am its me')).not.toMatch(
      /with (?:in|if|when)\b/,
    );
  });
});

describe('the body and the moment it goes', () => {
  it('"every time I step up… my mind goes blank" keeps the moment', () => {
    expect(
      reflect('Missed a penalty in the cup and now every time I step up to the spot my mind goes blank.'),
    ).toContain('your mind going blank every time you step up to the spot');
  });
});

describe('words they quote stay as said', () => {
  it('keeps "I\'m" inside a quote', () => {
    expect(reflect("he snapped at me this morning 'im not a baby'. i dont know how to be now")).toContain(
      "'I'm not a baby'",
    );
  });
});

describe('a day they already said when of', () => {
  it('"sorting her pills on a Sunday" is not "on a on Sunday"', () => {
    const said = reflect(
      "I divorced my husband four years ago but I still look after his mum, Joan, who's 86. Shopping, appointments, sorting her pills on a Sunday. My ex lives in Spain with his new partner.",
    );
    expect(said).not.toMatch(/on a on/);
  });
});

describe('when a whole clause says when, it is joined with "and"', () => {
  it('"and your daughter moves…", never "with your daughter moves…"', () => {
    const said = reflect(
      "My daughter moves into her own flat next Saturday. I've done every meal and every night for 24 years. I keep rewriting the notes for her new support staff.",
    );
    expect(said).not.toMatch(/with your daughter moves/);
  });
});
