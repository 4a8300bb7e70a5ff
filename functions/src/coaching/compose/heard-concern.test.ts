import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { readMeaningOf } from '../meaning/match-skills.ts';
import { type MeaningReader, meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { readFacts } from '../situation/applies.ts';
import { plainMeaning } from '../situation/plain-meaning.ts';
import type { Timing } from '../themes.ts';
import { atStake } from './at-stake.ts';
import { familyMaySpeak, heardConcernLine } from './heard-concern.ts';

/** The stake line as the engine composes it: with the message's meaning vector from the real encoder. */
let read: MeaningReader;
beforeAll(async () => {
  read = meaningReader(await loadSharedEncoder());
}, 60_000);
const said = async (text: string, timing?: Timing, seed = 0) =>
  atStake(text, seed, timing, '', readMeaningOf(await read(plainMeaning(text))).whole);

const LAST_TIME =
  'Last year I fainted at the graduation rehearsal. Ceremony is on Friday and I keep thinking it will happen again.';

describe('a concern said back in a coach’s words where no keyword family speaks', { timeout: 60_000 }, () => {
  it('says the family the concern head reads', async () => {
    expect(await said(LAST_TIME, 'before')).toMatch(/last time/);
    const cricket =
      "Tea break in the cricket, I dropped two catches in the first session and the skipper won't look at me.";
    expect(await said(cricket, 'during')).toMatch(/next part|more to come/);
    const landlord = 'I need to ask my landlord to fix the boiler but he gets aggressive and I hate confrontation.';
    expect(await said(landlord, 'before')).toMatch(/between you/);
    // Without the meaning vector, only the keyword families speak.
    expect(atStake(landlord, 0, 'before')).toBeUndefined();
  });
  it('not at a timing the family cannot be said at', async () => {
    expect(await said(LAST_TIME, 'after')).toBeUndefined();
  });
  it('a family that cannot be said here gives way to the next most likely one', async () => {
    const cricket =
      "Tea break in the cricket, I dropped two catches in front of the whole crowd and the skipper won't look at me.";
    // Read first as criticism in front of others, which needs words said and a moment under way or over:
    // being watched can be said before the next session.
    expect(await said(cricket, 'before')).toMatch(/being watched|eyes on you/);
  });
  it('never claims what is not in their words: a slip nobody made, words nobody said, a room for a stream', async () => {
    expect(
      await said('Between sets, the first went fine and I feel good. Ten minutes until we go again.', 'during'),
    ).toBeUndefined();
    const sigh =
      'The registrar sighed and took the scalpel off me halfway through, in front of the whole team. Next case in 20 minutes.';
    expect((await said(sigh, 'during')) ?? '').not.toMatch(/words/);
    const streamed =
      'I did a charity stream last night and trolls raided it, I lost my temper and swore at them live. I cringe every time I think about it.';
    expect((await said(streamed, 'after')) ?? '').not.toMatch(/in the room/);
  });
  it('says last time once: the line, not also what they want of it', async () => {
    const engine = new BuiltinCoachEngine({ readMeaning: read });
    const situation =
      'Maths exam on Saturday, my second time. Last time I got a 4 and I need a 6 for college. I get stressed and read the questions wrong. Is it better to do lots of past papers or to rest?';
    const opening = (await engine.tip({ situation, background: '' })).brief.split('\n\n')[0] ?? '';
    expect(opening).toMatch(/So what happened last time|So last time/);
    expect(opening).not.toMatch(/stay last time/);
  });
  it('says nothing for a family read below the floor: judges preferred no line to those', async () => {
    const engine = new BuiltinCoachEngine({ readMeaning: read });
    const opening = async (situation: string) =>
      (await engine.tip({ situation, background: '' })).brief.split('\n\n')[0] ?? '';
    const mummers =
      "We do the village mummers' play round four pubs on Boxing Day and I've been given the Doctor this year, which is all rhyming patter. I'm 58 and my memory's not what it was. Two weeks to go. I'm having actual dreams about drying up in the Red Lion.";
    expect(await opening(mummers)).not.toMatch(/reserves|long stretch/);
    const fare =
      "£100 penalty fare this morning because my railcard had run out two days ago and I've been in a foul mood all day, even snapped at a colleague. Is it mad that £100 has wrecked my whole day?";
    expect(await opening(fare)).not.toMatch(/other people's (?:heat|frustration)/);
  });
  it('speaks over a keyword line judges seldom credited when it reads another family surely, never over one they credited', async () => {
    const triathlon =
      "It's my first ever triathlon on Sunday and I keep picturing myself panicking in the swim and having to be pulled out.";
    expect(atStake(triathlon, 0, 'before')).toMatch(/^So this is new/);
    // The head reads a first too: the keyword line stays.
    expect(await said(triathlon, 'before')).toMatch(/^So this is new/);
    const lower = plainMeaning(triathlon.toLowerCase());
    const context = {
      text: triathlon,
      lower,
      facts: readFacts(lower),
      seed: 0,
      timing: 'before' as const,
      whole: readMeaningOf(await read(plainMeaning(triathlon))).whole,
    };
    const credited = "So you are taking other people's heat and still have to keep going.";
    expect(heardConcernLine(context, credited)).toBe(credited);
    // Credited in a fifth of judged answers, and preferred in blind pairs to the line put in its place.
    const bothWays = 'So both ways cost something, and that is what makes the choice hard.';
    expect(heardConcernLine(context, bothWays)).toBe(bothWays);
    expect(
      heardConcernLine(context, 'So it keeps coming back, and each time makes the next one feel heavier.'),
    ).toMatch(/^So this is new/);
    expect(await said("I'm 85% in practice, 50% in games.")).toMatch(/when it counts/);
  });
  it('a keyword line judges nearly never credited is left unsaid when no family speaks instead', () => {
    const flat =
      "My daughter moves into her own flat next Saturday. I've done every meal and every night for 24 years. I keep rewriting the notes for her new support staff.";
    expect(atStake(flat.toLowerCase(), 0, 'before')).toMatch(/keeps (?:happening|coming back)/);
    const opening = new BuiltinCoachEngine().tipSync({ situation: flat, background: '' }).brief.split('\n\n')[0];
    expect(opening).not.toMatch(/keeps (?:happening|coming back)|pattern is now part/);
  });
  it('a keyword line judges nearly never credited gives way to any family read at the floor', async () => {
    const van =
      'I keep stalling the van at the same junction on my round, every single morning, and the drivers behind me lean on their horns.';
    // "So it keeps coming back…" was read as understanding once in 134 answers; brace-for-reaction reads 0.13 here.
    expect(atStake(van, 0, 'ongoing')).toMatch(/keeps coming back/);
    expect(await said(van, 'ongoing')).toMatch(/brace/);
  });
  it('says someone close back only with what the line needs: their moment, their struggle, a clash', async () => {
    const quiet =
      'My daughter is 14 and she barely talks to me any more, just shuts herself in her room after school. I miss how we used to chat in the car.';
    expect((await said(quiet, 'ongoing')) ?? '').not.toMatch(/hold your ground/);
    const phone =
      "My son is 15 and every evening is a fight about his phone, he slams the door and says I'm controlling.";
    expect(await said(phone, 'ongoing')).toMatch(/hold your ground|connection/);
    const mayBeNervousFor = (text: string) => familyMaySpeak('nervous-for-loved-one', text, readFacts(text), 'before');
    expect(mayBeNervousFor('the agency wants to see her on saturday and she is over the moon, i am a wreck')).toBe(
      true,
    );
    expect(mayBeNervousFor('do i set phone rules now or wait and see how she uses it, i am terrified')).toBe(false);
  });
});

describe('a family line claims only what their words carry', () => {
  // Eyes on them, a doubt about themselves, a day that is over, their own body, a night before tomorrow,
  // something to say: each family once without what its line claims and once with it.
  it.each([
    [
      'watched-changes-it',
      'ongoing',
      false,
      'lost three hands in a row at mahjong night and i keep slamming the tiles',
    ],
    ['watched-changes-it', 'before', true, 'my hands shake every time the examiner stands behind me and watches'],
    [
      'good-enough-doubt',
      'ongoing',
      false,
      'i start the report fine but then i rewrite the first paragraph twenty times',
    ],
    ['good-enough-doubt', 'ongoing', true, 'everyone else on the course is 23 and seems to breeze through it'],
    [
      'stays-after-work',
      'ongoing',
      false,
      'still on shift, three more streets of parcels and the last customer screamed',
    ],
    [
      'stays-after-work',
      'ongoing',
      false,
      "day 3 after the quake, i'm sitting in the van and i can't face the next street",
    ],
    [
      'stays-after-work',
      'after',
      false,
      "dad came home from hospital yesterday and the house is full of noise. i'm sitting in the car for ten minutes, i need to go back in",
    ],
    ['stays-after-work', 'after', true, 'told her the fault needs another team, she cried, i sat in the van after'],
    ['stays-after-work', 'after', true, 'i got home hours ago and i still cannot switch off from the patient'],
    // Told fine in so many words: not the one struggling.
    [
      'loved-one-struggling',
      'during',
      false,
      'the monitor alarmed again, my daughter cried for a bit but she is fine now and I cannot get back to sleep',
    ],
    ['loved-one-struggling', 'ongoing', true, 'my daughter has cried every night since the move and I cannot fix it'],
    // A season of losses is no one awkward moment.
    [
      'embarrassed-replay',
      'ongoing',
      false,
      'we have lost every game this season and i cringe at how i sulk in the car and snap at the lads',
    ],
    ['embarrassed-replay', 'after', true, 'i called the bride by the ex-wife’s name in my speech and i keep cringing'],
    // Six months on a mission is not "the day".
    [
      'stays-after-work',
      'after',
      false,
      'got back from my first mission last week. six months in a treatment centre and now i am home and cannot switch off',
    ],
    [
      'hard-conversation-ahead',
      'ongoing',
      false,
      'at the airport, he hates the wheelchair, i am sweating with the bags',
    ],
    ['hard-conversation-ahead', 'before', true, 'i need to tell my flatmate she owes three months of bills'],
    ['back-after-injury', 'ongoing', false, 'my husband is home after his knee surgery and he is scared to walk on it'],
    ['back-after-injury', 'ongoing', true, 'my knee surgery healed months ago but i still pull out of tackles'],
    [
      'body-gives-nerves-away',
      'before',
      false,
      'a man got angry at me at the tip this morning. i am still shaking an hour later and i am on again this afternoon',
    ],
    ['body-gives-nerves-away', 'before', true, 'my hands shake every time i stand up to read the lesson on sunday'],
    ['sleep-worry', 'before', false, 'awake since 4am going over the talk, it is today at 10 in front of the board'],
    ['sleep-worry', 'before', true, 'awake since 4am going over the talk, it is tomorrow at 10 in front of the board'],
  ] as const)('%s at %s may be said: %s, for "%s"', (family, timing, expected, text) => {
    expect(familyMaySpeak(family, text, readFacts(text), timing)).toBe(expected);
  });
  it('the keyword path too: nerves at the key moment are not a body still shaking after it', () => {
    const tip =
      "A man got angry at me at the tip this morning and filmed me. I stayed polite but I'm still shaking an hour later and I'm on again this afternoon.";
    expect(atStake(tip, 0, 'before') ?? '').not.toMatch(/nerves/);
  });
  it('the keyword path too: "your body has moved on" is not for a wife whose husband was on a rehab ward', () => {
    const rehabWard =
      'My husband comes home Friday after six weeks on a rehab ward and I am terrified of being in charge.';
    expect(atStake(rehabWard, 0, 'before') ?? '').not.toMatch(/body has moved on/);
  });
});

describe('stock lines that contradict what they wrote', () => {
  it('someone who always does something is not their pattern; an email to every member of staff got more than the room', () => {
    const cfo =
      "First earnings call as CFO starts in 40 minutes. The script is fine. It's the analyst Q&A that terrifies me, especially one guy who always tries to catch new CFOs out on margins.";
    expect(atStake(cfo, 0, 'before') ?? '').not.toMatch(/keeps coming back|pattern/);
    const email =
      'Yesterday the email announcing the restructure went to all 3,000 staff. It was the draft version. I pressed send and I feel so embarrassed.';
    expect(atStake(email, 0, 'after') ?? '').not.toMatch(/in the room/);
    expect(atStake('Tripped on the step at prize giving and wanted the ground to swallow me.', 0, 'after')).toMatch(
      /in the room/,
    );
  });
});
