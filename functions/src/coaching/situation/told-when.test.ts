import { describe, expect, it } from 'vitest';
import { atStake } from '../compose/at-stake.ts';
import { AIMED_SHOT, NEEDS_WORDS, readConcerns } from './concern.ts';
import { readEvent } from './context.ts';
import { readLoss } from './loss.ts';
import { plainMeaning } from './plain-meaning.ts';
import { readSituation } from './read-situation.ts';
import { readTiming } from './timing.ts';

const reading = (text: string) => readTiming(plainMeaning(text.toLowerCase()));

describe('when it is, in more of the ways people tell it', () => {
  it('an activity "rn", a queue, a checkpoint, the clock right now and a minute hidden away are the middle of it', () => {
    for (const text of [
      'singing at my cousins engagement party rn, in the break. her dad says we are too loud',
      'I am in the queue for the zip wire and my knees are going',
      'at the 200km checkpoint of the sportive, legs ok but my head wants the broom wagon',
      'its 2.15am and the baby needs feeding again, fourth time tonight. work at 8',
      'three calls waiting and the board is full. just hid in the stationery cupboard for a minute to breathe',
    ])
      expect(reading(text).timing, text).toBe('during');
    expect(reading('race on sat and the horse is calmer than me rn').timing).toBe('before');
  });
  it('standing at the back, in the tent, five tasted so far or the next 40 minutes: the middle of it', () => {
    for (const text of [
      "Scoring the marrow class at the county show. I'm in the tent with a clipboard and I've judged four so far",
      "at my daughter's first recital, i'm sitting at the back. how do i not cry for the next 20 mins",
    ])
      expect(reading(text).timing, text).toBe('during');
    expect(reading("I've judged ten years of shows and the final one is on Saturday").timing).toBe('before');
    // The next 20 minutes of a night already over are not now.
    expect(
      reading('last night the away bench went mad at me for the next 20 minutes and I have another game on Saturday')
        .timing,
    ).not.toBe('during');
  });
  it('how long a past thing took, and a weekday whose own clause went by, are not ahead', () => {
    expect(
      reading("Saturday I cleared the winger to play. He lasted 20 minutes. I've been replaying the tests all weekend.")
        .timing,
    ).toBe('after');
    expect(
      reading('The final went so badly today. I threw it all away in 30 seconds and cried in the car.').timing,
    ).toBe('after');
    expect(
      reading('The gala on Sunday went fine overall but my timing sheet was wrong and the referee told me off after.')
        .timing,
    ).not.toBe('before');
    // How long someone sat with them is not half an hour to go; "in half an hour" is.
    const sat = reading(
      'Yesterday a crew sat on the floor with her for half an hour after a bad job. I have felt heavy ever since.',
    );
    expect(sat.minutesUntil).toBeUndefined();
    expect(sat.timing).not.toBe('before');
    expect(reading('my set is in half an hour and my hands are shaking').minutesUntil).toBe(30);
    // How close a past thing came is not a countdown; a break after the first board is the middle of it.
    expect(
      reading(
        'Handed in my essay at 11:58pm last night, two minutes before the deadline. I spotted a typo this morning.',
      ).timing,
    ).not.toBe('before');
    expect(reading('10 minutes before they call me in and my hands are shaking').minutesUntil).toBe(10);
    expect(reading('chess quarter final, we have 10 minute break after first board and I lost it').timing).toBe(
      'during',
    );
  });
});

describe('when it is, from how they tell it', () => {
  it('a break inside it, a hiding place, a shift "rn" and the distance left are the middle of it', () => {
    expect(reading('Between vault attempts at the county meet. First one was a fall, one more go.').timing).toBe(
      'during',
    );
    expect(reading('the fryer has gone, 90 covers booked, im hiding in the stockroom for a minute').timing).toBe(
      'during',
    );
    expect(reading('on a shift rn and a customer is shouting about a refund').timing).toBe('during');
    expect(reading('Interval. I fluffed the solo in act one and the conductor stared.').timing).toBe('during');
    expect(reading('day 3 of the coast path, 8km left to the hut and my knee is gone').timing).toBe('during');
  });
  it('a state "right now" is no countdown', () => {
    const stuck = reading("I work weekends at the depot, the kids barely see me. I can't quit my job right now.");
    expect(stuck.timing).not.toBe('during');
    expect(stuck.minutesUntil).toBeUndefined();
  });
  it('"right now I feel…" is the present, not a start one minute away; going on right now still is', () => {
    const waiting = reading('Stuck in the clinic car park for two hours and right now I feel useless to everyone.');
    expect(waiting.minutesUntil).toBeUndefined();
    expect(reading("i'm on right now and my legs are shaking").minutesUntil).toBe(1);
  });
  it('"every year", "all year" and "after eleven years" are a long pattern, not something ahead', () => {
    expect(reading('Every year the fees go up and I stand in the stall all day.').timing).toBe('ongoing');
    expect(reading('I mend the nets all year. After nine years the jokes wear thin.').timing).toBe('ongoing');
  });
  it('shouting counts for a cool-down when it is theirs; housemates late with money are someone to ask', () => {
    const coolDown = NEEDS_WORDS['cool-down-pause'] as RegExp;
    expect(coolDown.test('first match as umpire and the coach was shouting at me the whole set')).toBe(false);
    expect(coolDown.test('i shouted at the kids again over breakfast')).toBe(true);
    expect(coolDown.test('i nearly screamed at the printer')).toBe(true);
    expect((NEEDS_WORDS['dear-man-script'] as RegExp).test('two housemates are always late with the bills')).toBe(true);
  });
  it('a weekday in a clause told as done says when it happened', () => {
    expect(reading('Played my first gig at the folk club on Friday. My capo slipped and I stopped dead.').timing).toBe(
      'after',
    );
    expect(reading('Playing my first gig at the folk club on Friday.').timing).toBe('before');
  });
  it('told in the past with no time word is behind them, but not surely enough to say so', () => {
    const told = reading(
      'Sat the panel for the registrar post. The chair interrupted me twice and talked over my answer. They picked someone else.',
    );
    expect(told.timing).toBe('after');
    expect(told.certain).toBe(false);
    expect(
      reading('Got 3 tables at once, the till crashed, the runner walked out and now 2 are waiting on me.').timing,
    ).not.toBe('after');
  });
  it('how long something takes is no countdown, and "right now I can\'t" is a state', () => {
    expect(
      reading('In rehearsal the others are done in 20 minutes and I take all evening.').minutesUntil,
    ).toBeUndefined();
    expect(reading("Nine months of night feeds. Right now I can't remember who I was before.").timing).not.toBe(
      'during',
    );
  });
  it('"at the turn buoy" is a place on the course, not the halfway break', () => {
    expect(plainMeaning('we went over at the turn buoy')).toBe('we went over at the turn buoy');
  });
});

describe('words that name no event or choice of theirs', () => {
  it('"he treats it like a race" is no race of theirs; trains "stuck between stations" are no choice', () => {
    expect(readEvent('at the car boot sale and the man next to me treats it like a race')).toBeUndefined();
    expect(readEvent('my race is on sunday')).toBe('race');
    // A brass band's test piece is played at a contest, not sat as a test.
    expect(readEvent('area contest in ten days and the md gave me the solo in the test piece')).toBe('contest');
    expect(readEvent('my theory test is on friday')).toBe('test');
    expect([...readConcerns('two trains were stuck between stations for an hour')]).not.toContain('decide');
    expect([...readConcerns("i'm stuck between two job offers")]).toContain('decide');
  });
});

describe('a death that is not a loss of theirs now', () => {
  it('machines that died, and a death years ago told as who someone asks for', () => {
    expect(readLoss('two of the fridges have died and service starts at 6')).toBe(false);
    expect(readLoss('grandad is so muddled on the ward, he asks for nan who died 4 years ago')).toBe(false);
    expect(readLoss('nan died 4 years ago and i still miss her at christmas')).toBe(true);
  });
});

describe('lines and skills that claim only what was said', () => {
  const stake = (text: string, timing?: 'before' | 'during' | 'after' | 'ongoing') => atStake(text, 0, timing) ?? '';
  it('no favour asked from a favourite, a confused parent asking for someone, or their yes', () => {
    expect(stake('the examiner asked me to sight-read my favourite composer and i froze')).not.toMatch(/every yes/);
    expect(stake('mum keeps asking for her sister all afternoon and i cant stop crying')).not.toMatch(/every yes/);
    expect(stake('my brother lent me the deposit, he said yes without a pause')).not.toMatch(/every yes/);
    expect(stake('i said yes to running the quiz again and i have no evenings left')).toMatch(/every yes/);
  });
  it('anger aimed at them is not their anger; a mortgage offer at work is not their money worry', () => {
    expect(stake('every shift a caller is furious at me about the wait times')).not.toMatch(/anger makes sense/);
    expect(stake('i check the same mortgage offer three times before sending it')).not.toMatch(/money worry/);
  });
  it('a resit is no first, and asking family for money can carry shame', () => {
    expect(stake('second try at the theory test on monday, first time i failed by 2', 'before')).not.toMatch(
      /a first|new/,
    );
    expect(stake('borrowed £500 from my sister for rent and felt like a complete failure')).toMatch(
      /says something about you|needing this/,
    );
  });
  it('delivering their own piece is no hard conversation; a tent has no other room', () => {
    expect([...readConcerns('i have to deliver a toast i wrote myself')]).not.toContain('hard_talk');
    expect([...readConcerns('i have to deliver the news to the team on friday')]).toContain('hard_talk');
    const sleepRules = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(sleepRules.test("2am in my tent on the fell and i can't sleep")).toBe(false);
    expect(sleepRules.test("2am in bed and i can't sleep")).toBe(true);
  });
  it('a two-minute start needs a task put off, an evidence log a doubt, a shutdown work that follows them home', () => {
    const start = NEEDS_WORDS['two-minute-start'] as RegExp;
    expect(start.test('finals start in 5 weeks and i study until 1am, nothing goes in')).toBe(false);
    expect(start.test('380 pages due monday and i am reading every page three times')).toBe(false);
    expect(start.test("essay due friday and i can't even start it")).toBe(true);
    expect(start.test('dissertation, only 40% written')).toBe(true);
    const evidence = NEEDS_WORDS['mastery-log'] as RegExp;
    expect(evidence.test('nobody says thank you and my name is never on anything')).toBe(false);
    expect(evidence.test("i'm crap at this job and everyone can see it")).toBe(true);
    const shutdown = NEEDS_WORDS['shutdown-ritual'] as RegExp;
    expect(shutdown.test('11am, three wards short, five minutes with a cold coffee before i go back out')).toBe(false);
    expect(shutdown.test('i get home and my head is still at work')).toBe(true);
  });
  it('sleep rules, a cool-down, telling someone and writing it out each need what they work on', () => {
    const sleepRules = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(sleepRules.test("2am, dad's called out again to be turned and i'm lying awake on the sofa")).toBe(false);
    expect(sleepRules.test('day 12 on a supply vessel and nobody is sleeping properly')).toBe(false);
    const coolDown = NEEDS_WORDS['cool-down-pause'] as RegExp;
    expect(coolDown.test('a 6-year-old just screamed through the whole check-up and my hands are still going')).toBe(
      false,
    );
    expect(coolDown.test('i just screamed at my sister')).toBe(true);
    const tellSomeone = NEEDS_WORDS['ask-for-help'] as RegExp;
    expect(tellSomeone.test('is it tight to put £2 in the leaving collection when everyone puts in a tenner?')).toBe(
      false,
    );
    expect(tellSomeone.test("nobody at work knows and i'm not coping")).toBe(true);
    const writeItOut = NEEDS_WORDS['expressive-writing'] as RegExp;
    expect(writeItOut.test('i just liked my ex’s old photo by accident at 1am')).toBe(false);
    expect(writeItOut.test("weeks later i still can't stop replaying the crash")).toBe(true);
    expect([...readConcerns("how do i tell if it's nerves or my gut saying don't fly")]).not.toContain('hard_talk');
  });
  it('no sleep rules for early starts or a child awake, no shot routine for serving guests, no refusal in "no problem"', () => {
    const sleepRules = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(sleepRules.test('the 5am starts are getting to me and i am short with the kids')).toBe(false);
    expect(sleepRules.test("i don't want her lying awake worrying about it")).toBe(false);
    expect(sleepRules.test('on call, i sleep with the phone by my head')).toBe(false);
    expect(sleepRules.test('3am and i am lying awake again')).toBe(true);
    expect(AIMED_SHOT.test('i have to serve the same guest at dinner tonight')).toBe(false);
    expect(AIMED_SHOT.test('my serve keeps going into the net')).toBe(true);
    expect([...readConcerns('we lost on penalties and my team say no problem but nobody talks to me')]).not.toContain(
      'say_no',
    );
    const smallGoals = NEEDS_WORDS['process-goals'] as RegExp;
    expect(smallGoals.test('three great dates and then he stopped replying. why does it sting?')).toBe(false);
    expect(smallGoals.test('first match back after my knee surgery')).toBe(true);
  });
  it('sleep by day after nights is their own sleep, wherever they work', () => {
    const sleepRules = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(sleepRules.test("third week on nights on the rig and i can't sleep in the day, the cabin shakes")).toBe(
      true,
    );
    expect(sleepRules.test('3am on nights and the alarms queue keeps growing')).toBe(false);
  });
  it('a feedback script is for giving feedback, not for taking it', () => {
    const giving = NEEDS_WORDS['feedback-sbi'] as RegExp;
    expect(giving.test('how do you take feedback without it feeling personal? got feedback from my tutor today')).toBe(
      false,
    );
    expect(giving.test('i have to give my apprentice some feedback about his timekeeping')).toBe(true);
  });
});

describe('minutes that say how long, not how long until', () => {
  it('"for about ten minutes" and "want it fixed in ten minutes" are no countdown; "on in ten minutes" is', () => {
    expect(
      readSituation('Navigation went wrong on day one, we argued on a hillside for about ten minutes, and she retired.')
        .minutesUntil,
    ).toBeUndefined();
    expect(
      readSituation(
        "I'm a consular officer. Most are lovely but they all want it fixed in ten minutes and a few shout.",
      ).minutesUntil,
    ).toBeUndefined();
    expect(readSituation('On in about ten minutes and my hands are shaking.').minutesUntil).toBe(10);
  });
  it('standing by at the post and "currently at the gate" are the middle of it; a standby that is a rota or a forecast is not', () => {
    for (const text of [
      'on standby at the post, 2am. 3rd night this week. day job starts at 8. my body is buzzing',
      'Currently at the playground gate. Been trying to leave for 20 minutes. Every time I count to three she runs off.',
    ])
      expect(reading(text).timing, text).toBe('during');
    expect(
      reading('Amber warning for Thursday and our team is on standby. This would be my first real deployment.').timing,
    ).not.toBe('during');
    expect(
      reading("We're on standby 24 hours at a time and weeks go by with nothing, then the alarm.").timing,
    ).not.toBe('during');
    // Ducked out for a minute, or minutes until the break: still in the shift.
    for (const text of [
      'saturday lunch, 90 covers, two chefs off. hiding in the walk-in fridge for 60 secs. need to go back out',
      '9.05am, 40 calls waiting and a woman just called me useless. 10 mins til my break',
    ])
      expect(reading(text).timing, text).toBe('during');
    // "Every Monday", "on Sundays": a weekday that recurs is not one ahead.
    expect(reading('every monday the clinic is double booked and on sundays i feel sick about it').minutesUntil).toBe(
      undefined,
    );
    // Still at it for minutes or hours is now; sitting in the car for an hour after it is not.
    expect(reading('been trying to get the kite down from the tree for 2 hrs and the kids are bored').timing).toBe(
      'during',
    );
    expect(
      reading('I fluffed the last line of the play. I have been sitting in the car for an hour since.').timing,
    ).not.toBe('during');
    expect(reading('Every weekend I clear one square metre and every weekend the man next door comments.').timing).toBe(
      'ongoing',
    );
  });
  it('a choice needs two things to choose between: not a mortgage offer pulled, not "should I keep going?" alone', () => {
    // Listening out for a baby's monitor at 3am is not a bed that has stopped meaning sleep.
    const bed = NEEDS_WORDS['stimulus-control-sleep'] as RegExp;
    expect(bed.test("3am and the baby's monitor alarmed again, now i'm wide awake and can't get back to sleep")).toBe(
      false,
    );
    expect(bed.test("3am and i'm wide awake again, can't get back to sleep, every night this week")).toBe(true);
    const choice = NEEDS_WORDS['two-option-decision'] as RegExp;
    expect(choice.test("the buyer's mortgage offer was pulled three days before exchange")).toBe(false);
    expect(choice.test('lntat at 9am tomorrow, it is midnight, should i keep going?')).toBe(false);
    expect(choice.test('should i take the job in leeds or stay here another year?')).toBe(true);
    expect(choice.test("i've been offered a 50% buy-in and can't decide")).toBe(true);
  });
});

describe('a score or a result already in is after it', () => {
  it('"got 612 on the psychometric" and "results came out" have happened', () => {
    expect(reading('Got 612 on the psychometric. Needed around 680. Three months of prep for nothing.').timing).toBe(
      'after',
    );
    expect(reading('results came out this morning and I missed my offer by one grade').timing).toBe('after');
  });
});

describe('how long it took to catch a mistake or to forget a page is not a countdown', () => {
  it('"caught it in about twenty minutes" is no 20 minutes to go', () => {
    const read = reading('Put a sell order in as a buy today. Caught it in about twenty minutes but it cost £8,200.');
    expect(read.minutesUntil).toBeUndefined();
    expect(read.timing).not.toBe('before');
    expect(reading('I read one page and forget it in 5 minutes, every day for months').minutesUntil).toBeUndefined();
    expect(reading('warm-up done, we start in about twenty minutes').minutesUntil).toBe(20);
  });
});

describe('minutes spent sitting are not minutes to go', () => {
  it('"sat in my car for twenty minutes before I could go in" is how long it took', () => {
    const told = readTiming(
      'i sat in my car in the car park for twenty minutes before i could go in. what do i do first?',
    );
    expect(told.minutesUntil).toBeUndefined();
    expect(readTiming('twenty minutes before the doors open and my hands are shaking').minutesUntil).toBe(20);
  });
});
