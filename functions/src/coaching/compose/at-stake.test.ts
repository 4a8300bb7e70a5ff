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
  it('an awkward moment in front of others, in the words people use for it, not a private "I feel like an idiot"', () => {
    for (const text of [
      'Tripped on the step at prize giving and wanted the ground to swallow me.',
      'Sang the wrong verse at the carol service, my face went bright red and half the village has seen it.',
      'My costume strap snapped during the bow and I still go hot in the face when I think of it.',
    ])
      expect(atStake(text, 0, 'after'), text).toMatch(/airtime/);
    // Aired or online, it did get more airtime than the room.
    expect(
      atStake(
        'Froze on my own number in front of the cameras, it goes out on TV in March. My face went bright red.',
        0,
        'after',
      ) ?? '',
    ).not.toMatch(/airtime/);
    expect(
      atStake('Paid £300 for a course that turned out useless. I feel like an idiot.', 0, 'after') ?? '',
    ).not.toMatch(/airtime/);
  });
  it("their own reaction that keeps coming back is something they brace for; someone else's habit is not", () => {
    expect(atStake('every time I walk up to take the free kick my legs go and I miss', 0, 'ongoing')).toMatch(
      /brace for|now expects it/,
    );
    expect(atStake('every time my sister visits she criticises the house', 0, 'ongoing') ?? '').not.toMatch(
      /brace for|now expects it/,
    );
  });
  it("a clinic running late with the people waiting fed up is other people's heat to take", () => {
    expect(
      atStake(
        'On my break, clinic running 40 minutes behind and every patient is grumpy with me. Back in 5.',
        0,
        'during',
      ),
    ).toMatch(/other people's heat/);
    expect(atStake('Clinic running 40 minutes behind today but everyone is lovely.', 0, 'during') ?? '').not.toMatch(
      /other people's heat/,
    );
  });
  it('a yes that comes before the decision', () => {
    expect(atStake('I always say yes and then resent it all weekend.')).toMatch(/yes comes out/);
  });
  it('a past moment replayed with the next one ahead, and people watching', () => {
    expect(atStake("Show again tonight and I can't stop replaying the silence.")).toMatch(/what already happened/);
    expect(atStake('I keep replaying it.')).toBeUndefined();
    expect(atStake('My 3yo has a meltdown at the supermarket. People stare.')).toMatch(/people looking on/);
  });
  it('says what being watched does, never only that people watch, and names criticism heard by others', () => {
    expect(atStake('Our sales director watches every call I make from the desk behind me.')).toBeUndefined();
    expect(atStake('The coach is watching from the stands and my serve falls apart.')).toMatch(
      /being watched, more than the task/,
    );
    expect(atStake('The head chef corrected my plating in front of her whole brigade.')).toMatch(
      /criticised in front of people|having others hear/,
    );
  });
  it('says nothing when none of it is there', () => {
    expect(atStake('Two job offers and I need to answer both by Friday.')).toBeUndefined();
  });
  it('names what is at stake rather than echoing: the body, one moment, the number, the work put in', () => {
    expect(atStake('Eulogy on Friday. I know what to say but my voice shakes and I rush.')).toMatch(
      /body|nerves|when it (?:counts|matters)/,
    );
    expect(atStake('Oral exam Tuesday and I freeze when the examiner asks a follow-up.')).toMatch(/one moment/);
    expect(atStake("I'm on 92 at drinks and all i can think about is the hundred")).toMatch(/number|score/);
    expect(atStake('Missed the cut by one shot after months of training so hard for it.')).toMatch(
      /work you put in|put in/,
    );
  });
  it('says a setback back without inventing fear, and a first without inventing a past', () => {
    expect(atStake('Lost the final on a split decision and the judges saw it differently.')).toMatch(
      /did not go|went against/,
    );
    expect(atStake('My first open mic is on Saturday.')).toMatch(/first|new/);
    expect(atStake('Had a great race and set a personal best.')).toBeUndefined();
  });
  it('varies the phrasing by the seed so no sentence recurs across answers', () => {
    const text = 'Eulogy on Friday. I know what to say but my voice shakes and I rush.';
    expect(new Set([0, 1, 2].map((seed) => atStake(text, seed))).size).toBeGreaterThan(1);
  });
  it('does not read a question in class as a request to refuse', () => {
    expect(atStake('every week in conversation class i freeze when the teacher asks me something') ?? '').not.toMatch(
      /yes/,
    );
    expect(atStake('my colleague keeps asking me to cover her shifts')).toMatch(/yes/);
  });
  it('says back a mistake with play left, taking heat from others, and an awkward moment', () => {
    expect(atStake('just double faulted twice to lose serve. changeover now')).toMatch(/still more to come|next part/);
    expect(atStake('third customer in a row just screamed at me and my shift has 4 hours left')).toMatch(/heat/);
    expect(atStake('said something so dumb in the meeting yesterday and i cringe every time')).toMatch(/awkward/);
    expect(atStake("we lost the final on sunday. it's wednesday and it still stings")).toMatch(
      /went against|did not go/,
    );
  });
  it('claims no performance when people only stare, and no awkward moment that has not happened yet', () => {
    for (const seed of [0, 1, 2, 3])
      expect(
        atStake('my son threw himself on the floor at the bank and everyone stared at us', seed) ?? '',
      ).not.toMatch(/perform/);
    expect(atStake('wedding toast in ten days and I cringe just reading my draft', 0, 'before') ?? '').not.toMatch(
      /awkward moment/,
    );
    expect(atStake('tripped on stage at the prize giving last night and I still cringe', 0, 'after')).toMatch(
      /awkward/,
    );
  });
  it("reads someone else's bill as theirs, not a money worry of the person", () => {
    expect(atStake('a caller just screamed at me about his bill and I have 3 hours left')).not.toMatch(/money/);
    expect(atStake('a customer keeps trying to scream at me about his bill')).toMatch(/heat/);
    expect(atStake('got a $900 bill from the vet and my rent is due')).toMatch(/money/);
  });
});

describe('a manager or coach wanting something of them is not a yes that costs', () => {
  it('"manager wants me to get stuck in early" claims no yes-saying', () => {
    expect(
      atStake('Cup semi Sunday. Manager wants me to get stuck in early and my first touch has been off.') ?? '',
    ).not.toMatch(/yes/);
    expect(atStake('My boss asked me to cover another weekend and I already said yes twice this month.')).toMatch(
      /yes/,
    );
  });
  it('guilt, letting someone down, and the pull between helping and holding back', () => {
    expect(atStake('I shouted at my daughter over her homework and I feel so guilty now.')).toMatch(/guilt|care/);
    expect(atStake('Moving my dad to assisted living next month. Feels like I am abandoning him.')).toMatch(
      /guilt|care/,
    );
    expect(atStake('I feel terrible, think I have the flu and the match is Sunday.') ?? '').not.toMatch(/guilt/);
    expect(atStake('I forgot to order the cake for her party and I let her down.')).toMatch(/fell short|letting/);
    expect(atStake('My wife is learning to drive and I want to grab the wheel but she told me not to help.')).toMatch(
      /help|step in/,
    );
  });
  it('comparison, what a hard day leaves behind, and shame about needing help', () => {
    expect(atStake('My classmates are all already working and I am still on my thesis.')).toMatch(
      /comparison|measuring/,
    );
    expect(atStake('Keep comparing myself to the other apprentices on the site.')).toMatch(/comparison|measuring/);
    expect(atStake("Delivered a stillborn baby on my shift. The parents' faces stay with me.", 0, 'after')).toMatch(
      /left you|leaves with you/,
    );
    expect(atStake('Big pitch on Monday and it stays with me all weekend', 0, 'before') ?? '').not.toMatch(
      /left you|leaves/,
    );
    expect(atStake('Applying for hardship support at the council and I am ashamed I need it.')).toMatch(
      /says something about you|makes you feel/,
    );
    expect(atStake('The loan repayments went up and my overdraft limit is close.')).toMatch(/money/);
  });
});

describe('claims only what their words carry: a pattern, a first, a slip with more to come', () => {
  it('names a pattern only when it keeps happening to them', () => {
    const pattern = /pattern|keeps coming back/;
    expect(atStake('whenever the regional lead dials in I go quiet and hate myself after', 0) ?? '').toMatch(pattern);
    expect(atStake('she always cries when I say no and I give in', 0) ?? '').toMatch(pattern);
    expect(atStake('theatre nurse. the list always overruns and we skip lunch', 0)).toMatch(/keeps coming back/);
    expect(atStake('30 min behind by lunch every single day at the surgery', 1)).toMatch(/pattern/);
    for (const seed of [0, 1]) {
      expect(
        atStake('hosting christmas for 14 on my own this year, my ex always did the cooking', seed) ?? '',
      ).not.toMatch(pattern);
      expect(
        atStake("ive always been the baby of the family and now i'm sorting dad's care plan", seed) ?? '',
      ).not.toMatch(pattern);
    }
  });
  it('calls it new only when they have not done it before', () => {
    expect(atStake('first open mic friday, never performed before', 1)).toMatch(/new|first/);
    expect(atStake('first headline gig friday. last time we played i went way too fast', 1) ?? '').not.toMatch(
      /new|first/,
    );
  });
  it('says back a slip with more of it minutes away, beyond sport', () => {
    const more = /still more to come|next part/;
    expect(atStake('i lost the thread of the judge’s question in court, back in in 20 mins', 0)).toMatch(more);
    expect(atStake('just fluffed the 9am headlines, next bulletin is at 10', 1)).toMatch(more);
    expect(atStake('i handed the wrong chart to the consultant. switch back to the ward after lunch', 0)).toMatch(more);
  });
});

describe('template lines that must not claim what the words do not carry', () => {
  it('"can\'t shake it" is a thought that stays, not shaking hands', () => {
    for (const seed of [0, 1, 2])
      expect(
        atStake('messed up the solo at the spring concert, cant shake it, next gig in 3 weeks', seed) ?? '',
      ).not.toMatch(/body/);
    expect(atStake('my hands shake before every race and the final is on sunday', 0)).toMatch(/body/);
  });
  it('people watching telly are not watching them', () => {
    expect(atStake('on call at the station, everyone watching telly and im wired, cant settle') ?? '').not.toMatch(
      /watch/,
    );
    expect(atStake('everyone watching me at the audition tomorrow')).toMatch(/watch/);
  });
  it('a crash this morning is no body that has healed, and feeling stupid after a result is no awkward moment', () => {
    expect(atStake('crashed this morning, nothing broken, scared of the descents tomorrow') ?? '').not.toMatch(
      /body (?:is ready|has moved on)/,
    );
    expect(atStake('back from my knee op, physio says its fine, but scared to tackle')).toMatch(/body/);
    expect(atStake('got disqualified at the champs today, i feel so stupid', 0, 'after') ?? '').not.toMatch(/awkward/);
  });
  it('no yes that costs when they already say no, and nothing ahead after the final is over', () => {
    expect(atStake('my brother keeps asking to borrow money and sulks when i say no') ?? '').not.toMatch(/yes/);
    expect(atStake('lost the cup final last night on penalties, keep replaying my miss') ?? '').not.toMatch(
      /next one|comes next/,
    );
    expect(atStake('keep replaying my miss from the semi, final is on saturday')).toMatch(/next one|comes next/);
  });
});

describe('lines that need their own words: alone, a pattern of theirs, their own injury', () => {
  it('"on my own" for a solo is not loneliness', () => {
    expect(atStake('singing the second verse on my own at the care home concert on friday') ?? '').not.toMatch(
      /people around you/,
    );
    expect(atStake('since the move i eat alone every night and nobody calls')).toMatch(/people around you/);
  });
  it("someone else's trait or a past habit is not their pattern", () => {
    for (const seed of [0, 1]) {
      expect(atStake('first wedding i am running alone tomorrow, the florist is always late', seed) ?? '').not.toMatch(
        /pattern|keeps coming back/,
      );
      expect(atStake('he died at the weekend, we always talked football on the drive', seed) ?? '').not.toMatch(
        /pattern|keeps coming back/,
      );
    }
  });
  it('being sidelined is theirs only when the injury is theirs', () => {
    expect(
      atStake('my dad comes home from rehab after his knee operation and i am scared i will get his care wrong') ?? '',
    ).not.toMatch(/being out and waiting/);
    expect(atStake('tore my hamstring, six weeks of rehab watching the team from the sideline')).toMatch(/being out/);
  });
});

describe("lines that belong to someone else's anger, a question, a rehearsal or a first already had", () => {
  it('"the son got really angry" is not their anger, and a question put to them is not a request', () => {
    const meeting =
      'had a family meeting today, the son got really angry, said we had given up on her. keep running it back on the bus';
    expect(atStake(meeting, 0) ?? '').not.toMatch(/anger/);
    expect(atStake('i am so angry at him i could scream', 0)).toMatch(/anger/);
    const inspection = "inspection could be any week. staff keep asking me 'is it today?'. redone the policies twice";
    expect(atStake(inspection, 0) ?? '').not.toMatch(/yes/);
    expect(atStake('my manager keeps asking me to cover weekends and i always say yes', 0)).toMatch(/yes/);
  });
  it('going over what is ahead is a rehearsal, and a first already had is no longer new', () => {
    const launch = 'first time under assessment tonight, we go in 10 and i keep going over the hand signals';
    expect(atStake(launch, 0) ?? '').not.toMatch(/already happened|still playing/);
    expect(atStake('i missed the penalty yesterday and keep replaying it, final is tomorrow', 0)).toMatch(
      /already happened/,
    );
    const jam =
      'first time at the blues jam on tuesday. i had the wrong harp and felt like an idiot. going back next week';
    expect(atStake(jam, 0) ?? '').not.toMatch(/a first|new/);
  });
  it("a first that is their child's, one told as done, or one they only feel is no first of theirs", () => {
    const notTheirs = [
      'my son has his first swim gala tomorrow and i am more nervous than him',
      'did my first comedy gig on friday and one joke died. on again tonight',
      'race in 15 min and why do i feel like ive never done this before',
    ];
    for (const text of notTheirs)
      for (const seed of [0, 1]) expect(atStake(text, seed) ?? '', text).not.toMatch(/a first|this is new/);
    expect(atStake('my first comedy gig is tomorrow night', 0)).toMatch(/a first|new/);
  });
});

describe('what a coach would name beneath the words: last time, an incident carried, criticism heard, hopes on them', () => {
  it('names the shadow of last time only with the next one ahead', () => {
    const javelin = 'day 2 tomorrow, javelin is my worst event. last year I threw 3 fouls and killed my weekend';
    expect(atStake(javelin, 0)).toMatch(/last time/);
    expect(atStake('last year I threw 3 fouls and it still hurts', 0) ?? '').not.toMatch(/last time/);
  });
  it('names a body on guard since an incident, criticism with others hearing, and hopes riding on them', () => {
    expect(atStake('since I slid on the scree descent in June I brake on every downhill', 0)).toMatch(/on guard/);
    expect(atStake('since the crash I love driving again', 0) ?? '').not.toMatch(/on guard|protecting/);
    const review = 'last round the head teacher tore it apart in front of the governors. review on thursday';
    expect(atStake(review, 0)).toMatch(/in front of people/);
    expect(atStake('maths tomorrow, my brother got an A1 and everybody expects the same from me', 0)).toMatch(
      /hopes|expects/,
    );
  });

  it("claims no event ahead that was cancelled, nor someone else's loneliness, nor a bedtime nudge as a favour", () => {
    const calledOff =
      'slipped on the ice in my free skate today in front of the whole rink. cant stop replaying it. the gala tomorrow got called off so i cant even put it right';
    expect(atStake(calledOff) ?? '').not.toMatch(/next one|comes next|gets closer/);
    expect(
      atStake(
        'I clean houses. The older clients follow me room to room talking, they are lonely I think, and I fall behind.',
      ) ?? '',
    ).not.toMatch(/people around you/);
    expect(atStake('On my own every night since the move, I eat dinner alone.')).toMatch(/people around you/);
    expect(
      atStake('exam tomorrow and my dad keeps asking me to go to bed but i want one more chapter') ?? '',
    ).not.toMatch(/every yes/);
    expect(atStake('my boss keeps asking me to cover the late shift and i never say no')).toMatch(/every yes/);
  });
  it('a pattern is said back without claiming it spans days', () => {
    for (const seed of [0, 1])
      expect(atStake('my doubles partner groans every time i double fault, second set now', seed) ?? '').not.toMatch(
        /bad day/,
      );
  });
});

describe('of two wordings for one stake, the one judges read as understanding', () => {
  it('"this is new" rather than "it is a first, and not knowing…" (7 of 36 against 1 of 40)', () => {
    for (const seed of [0, 1])
      expect(
        atStake('My first ever triathlon is on Sunday and I keep picturing the swim start.', seed, 'before'),
      ).toMatch(/^So this is new/);
  });
});

describe('a first only when it is theirs and new to them', () => {
  it('not for twenty-two years in the trade, nor a first for the person they treat', () => {
    const polisher =
      "table due back to a client on friday. i'm waking at 4am thinking about it. twenty-two years i've been doing this and i've never been this rattled by one job.";
    const dentist =
      "tomorrow i'm treating a young man with dental anxiety under sedation. first time anyone's got him into the chair in three years. i'm usually calm but i'm lying awake.";
    expect(atStake(polisher, 0, 'before') ?? '').not.toMatch(/new|first/);
    expect(atStake(dentist, 0, 'before') ?? '').not.toMatch(/new|first/);
  });
  it('a miss they keep picturing before it comes is not "what already happened"', () => {
    const rodeo =
      'first pro rodeo saturday. i keep replaying myself missing him and eating dirt. how do i stop watching the bad version on a loop?';
    expect(atStake(rodeo, 0, 'before')).toMatch(/picture of it going wrong/);
    expect(atStake(rodeo, 1, 'before') ?? '').not.toMatch(/already happened|the last one/);
    expect(atStake('i keep replaying the fall from last week and the next race is saturday', 0, 'before')).toMatch(
      /already happened/,
    );
  });
  it('one moment standing in for everything is not said of one night in a weekly routine', () => {
    const carer =
      'every fri i get the train home to look after my dad (ms) so my stepmum can do weekend shifts. back sun night, lecture mon 9am. im so tired i fell asleep in a seminar tuesday. not complaining just dont know how long i can do both';
    for (const seed of [0, 1]) expect(atStake(carer, seed, 'after') ?? '').not.toMatch(/one moment|single mistake/);
  });
  it('an awkward moment others made more of, or one with no embarrassment said, gets no "more airtime" line', () => {
    const teased =
      'coupled the trailer wrong on monday, nobody hurt. the lads have been calling me "Bodger" all week and I laugh along but I am mortified';
    expect(atStake(teased, 0, 'after') ?? '').not.toMatch(/airtime/);
    expect(
      atStake('i called the new manager by the old one’s name in the meeting and i keep cringing', 0, 'after'),
    ).toMatch(/airtime/);
  });
});
