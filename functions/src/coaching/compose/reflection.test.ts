import { describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { interventionById } from '../interventions/index.ts';
import { readSituation } from '../situation/read-situation.ts';
import { situationSentences } from '../text.ts';
import { composeSummary } from './compose-tip.ts';
import { composeReflection } from './reflection.ts';
import { readable } from './their-words.ts';

const reflect = (text: string) => composeReflection(situationSentences(text)) ?? '';

describe('their words kept whole', () => {
  it('keeps a list of numbers together and a name that reads like a verb as a name', () => {
    expect(
      reflect('Exam in 20 days. My last 3 mocks were 61, 58, 63 and I need 70. I study every day and I am not moving.'),
    ).toMatch(/61, 58, 63/);
    expect(
      reflect(
        'Met Office amber warning for Friday and our team is on standby. I am excited and sick at the same time.',
      ),
    ).not.toMatch(/You met Office/i);
  });
});

describe('what leads the reflection', () => {
  it('a talk they are called to, not a side detail; someone else\'s "says don\'t" follows rather than leads', () => {
    expect(
      reflect(
        "Late on scene tonight, I took the wrong turn once. Nobody hurt, but the sergeant said 'see me in my office tomorrow' and I've been sat in the car for an hour.",
      ),
    ).toMatch(/^It sounds like the sergeant said 'see me in my office tomorrow'/);
    const said = reflect(
      "My 8 year old was removed from the class group chat by the girl who made it. She cried all evening. I want to message the other girl's mum but my wife says don't. Who's right?",
    );
    expect(said).toMatch(/^It sounds like your 8 year old was removed/);
    expect(said).toMatch(/your wife says don't/);
  });
});

describe('a word is never cut in half', () => {
  it('finishes the word a long clause ends on, and drops a dangling "you\'d" with its dash', () => {
    const missed = reflect(
      'I missed a putt of forty centimetres on the final green to miss the county team by one stroke. How do I go back to the club?',
    );
    expect(missed).toMatch(/by one stroke/);
    expect(missed).not.toMatch(/by one s\./);
    expect(
      reflect(
        "I've been dreading it all week and feel ungrateful for dreading it, and I hate being the centre of attention — I'd rather be at home with a takeaway and a film tonight.",
      ),
    ).not.toMatch(/\b[a-z]+'d ra?t?h?\./);
  });
});

describe('half a sentence is not said back alone', () => {
  it('leaves out "when we started" cut from its sentence', () => {
    const said = reflect(
      'When we started, the fees were one price, now they are double. Every month I am calculating and I cannot sleep. I do not want him to know how bad it is.',
    );
    expect(said).not.toMatch(/When you started,/);
    expect(said).toMatch(/you cannot sleep/);
  });
  it('keeps a name set off by commas with what it did: the goldfish died, not "you died"', () => {
    const said = reflect(
      "Our 5-year-old's goldfish, Sir Bubbles, died this morning and she's been sobbing for 3 hours. Have I messed up?",
    );
    expect(said).not.toMatch(/\byou died\b/i);
  });
  it('leaves out a sentence with no subject that is the other person resisting, not the writer', () => {
    const said = reflect(
      "Dad has dementia and this morning he refused his tablets. Sat on the stairs with his coat on and wouldn't move. I shouted and now I feel awful.",
    );
    expect(said).not.toMatch(/You're sitting on the stairs|you sat on the stairs/i);
    // The writer's own subject-less sentence is still theirs.
    expect(reflect('Sat in the car park for an hour before my shift. I cannot face the ward today.')).toMatch(
      /sitting in the car park/,
    );
  });
  it("keeps a customer's acts with her when the message drops her verb ('client been in the fitting room')", () => {
    const said = reflect(
      'client been in the changing room an hour, rejected every dress, called me slow. i want to cry',
    );
    expect(said).not.toMatch(/you rejected/i);
  });
  it('does not say a put-down of themselves back to them', () => {
    const said = reflect(
      "My son's exam results are out and he is crying upstairs. What do I say to him? I'm useless at this stuff.",
    );
    expect(said).not.toMatch(/useless/i);
  });
  it("keeps a relative's next act with them: the brother eats the biscuits, not the one he visits", () => {
    const said = reflect(
      "Dad has Parkinson's and I do most of the caring. My brother visits once a month, eats all the biscuits and tells me what I am doing wrong. I am so tired of it.",
    );
    expect(said).not.toMatch(/(?<!once a month), eats all the biscuits/i);
  });
});

describe('the reflection says back the concern, what is at stake and when', () => {
  it('leads with the concern, then keeps the scene and the time they named', () => {
    const text =
      'club champs tomorrow morning, 7:40 tee time off the 1st with the whole clubhouse watching thru the window. i ALWAYS top it off the first tee. every single time';
    const said = reflect(text);
    expect(said).toMatch(
      /^(?:It sounds like the hard part is|What I hear is that it comes down to|If I have it right, what weighs on you is) topping it off the first tee/,
    );
    expect(said).toContain('tomorrow morning');
    expect(said).toContain('the whole clubhouse watching');
  });

  it('keeps the countdown and the detail that matters, not only the opening words', () => {
    const said = reflect(
      'keeper here, let in a soft one right before HT, ball went straight thru my hands 😩 coach didnt say anything which is somehow worse. 2nd half starts in like 8 min',
    );
    expect(said).toContain('2nd half starts in 8 minutes');
    expect(said).toContain('soft one');
    expect(said).not.toMatch(/keeper here|😩| like 8/i);
  });

  it("leaves out someone else's questions, never asking them as theirs", () => {
    const said =
      new BuiltinCoachEngine().tipSync({
        situation:
          'my 6yo asks why about everything. why do dogs bark, why is the moon out in the day, why cant we eat crayons. i love him but by bedtime im snapping at him and then feel awful. am i a terrible mum',
      }).brief ?? '';
    expect(said).not.toMatch(/eat crayons|why do dogs bark|moon out/);
    expect(said).toMatch(/snapping at him/);
  });

  it('says a statement with a rising tone back as a statement, not as a question they ask themselves', () => {
    const said = reflect('I stack shelves on nights and somehow I am wiped out before the first break?');
    expect(said).not.toMatch(/asking yourself/);
    expect(said).toMatch(/you are wiped out before the first break\./);
    expect(reflect('I stack shelves on nights. Should I ask for days?')).toMatch(
      /should you ask for days|ask for days/,
    );
  });
  it('says a question back as what they want to know', () => {
    const said = reflect(
      'regionals tomorrow and my swimmers were super flat at practice today. honestly i think theyre picking up on MY nerves. how do i not pass my stress onto a bunch of 13 yr olds',
    );
    expect(said).toContain('You want to know how to not pass your stress onto a bunch of 13 yr olds.');
    expect(said).toContain('Regionals tomorrow');
  });

  it('keeps a second concern and who is involved when there is room', () => {
    const said = reflect(
      'missed 2 free throws with 4 sec left last night we lost by 1. team says its fine but its not fine. practice is tmrw and i dont even want to shoot',
    );
    expect(said).toContain('not even wanting to shoot, after missing 2 free throws with 4 sec left last night');
    expect(said).toMatch(/practice tomorrow/i);
  });

  it('puts no lead before a bare noun phrase and gives a past verb its subject back', () => {
    const said = reflect(
      'my first solo in church choir this sunday. 8 bars, just me. my mouth goes dry just thinking about it. lent my friend $400 in march and she never paid it back',
    );
    expect(said).not.toMatch(/(?:sounds like|hear is that|have it right,) your first solo/);
    expect(
      reflect('lent my friend $400 in march. its november. she just posted from a concert 🙃 how do i bring it up'),
    ).toContain('You lent your friend $400 in march');
  });

  it('never adds a feeling they did not write', () => {
    const said = reflect('3rd attempt dead in 2 min. 240 is a PR by 10kg. hands shaking and im yawning like crazy');
    expect(said).not.toMatch(/\b(?:nervous|anxious|scared|worried|afraid|stressed|overwhelmed)\b/i);
  });

  it('spells out texting shorthand, drops filler and says a repeated phrase once', () => {
    expect(readable('changeover now, all i can think is dont DF again dont DF again lol')).toBe(
      "changeover now, all I can think is don't DF again",
    );
    expect(readable('on my 10 min break rn, theyll see thru me tbh')).toBe(
      "on my 10-minute break right now, they'll see through me",
    );
    expect(readable('I have ADHD and I ALWAYS freeze')).toBe('I have ADHD and I always freeze');
    expect(readable('I redo my slides again and again')).toBe('I redo my slides again and again');
  });

  it('keeps a quote whole across its comma, in the words that were said', () => {
    const said = composeReflection(
      situationSentences("He heard me and said 'you don't have to apologise for me, Mum'. He's right. I feel awful."),
    );
    expect(said).toContain("'you don't have to apologise for me, Mum'");
  });

  it('does not call them names in the coach’s voice, but keeps a feeling they named', () => {
    expect(readable('sat in the van crying like an idiot. 3 more drops')).toBe('sat in the van crying. 3 more drops');
    expect(readable('I feel like an idiot for asking')).toBe('I feel like an idiot for asking');
  });
});

describe('the summary names only what they said', () => {
  const summary = (situation: string, background = '', skillId = 'mistake-reset') =>
    composeSummary(readSituation(situation, background), interventionById(skillId) ?? (undefined as never));

  it('names their situation in their words when they named no state', () => {
    const line = summary('3rd attempt dead in 2 min. 240 is a PR by 10kg.', '', 'external-focus');
    expect(line).toBe('3rd attempt dead in 2 minutes: Outside focus cue.');
  });

  it('never claims a state such as a mistake, exhaustion or anger they never mentioned', () => {
    for (const situation of [
      'gymnastics meet saturday, my back walkover just will not go in practice',
      'the client yawned twice during my presentation today and it is all I can think about',
      'first ever open mic tonight, 5 min set, what if nobody laughs at the first joke',
    ]) {
      expect(summary(situation).split(':')[0]).not.toMatch(
        /mistake|running on empty|anger|too much on your plate|putting things off/i,
      );
    }
  });

  it('never names a mistake or a timing the words do not carry', () => {
    const line = summary('half time now, my legs are jelly and my heart is racing', '', 'physiological-sigh');
    expect(line).toBe('Half time now: Physiological sigh.');
  });

  it('gives a role only when they named it', () => {
    expect(
      summary('I gave a pen that was probably outside the box and the parents are screaming', 'referee'),
    ).not.toMatch(/athlete/i);
    expect(
      summary('My 200 free final is in 10 minutes and I am so nervous', 'Competitive swimmer', 'physiological-sigh'),
    ).toBe('Nerves (swimmer), in 10 minutes: Physiological sigh.');
  });
});

describe('cues never invent a night before', () => {
  it('drops "the night before it" when nothing named is ahead', async () => {
    const { composeFas } = await import('./compose-tip.ts');
    const skill = interventionById('stimulus-control-sleep') ?? (undefined as never);
    const chronic = composeFas(readSituation('I lie awake running the schedule in my head most nights'), skill);
    expect(chronic).not.toMatch(/night before/);
    const ahead = composeFas(readSituation('my race is tomorrow at 9 and I cannot sleep'), skill);
    expect(ahead).toContain('the night before your race');
  });

  it('a final weeks away is far enough that a last-minutes skill does not fit', () => {
    expect(readSituation('final is in 2 weeks and i can barely open the textbook').minutesUntil).toBeGreaterThan(1440);
  });
});

describe('which clause leads', () => {
  it('prefers what they say of themselves over the scene, and keeps "me and my partner" together', () => {
    expect(
      reflect('1am. race is at 9. been lying here since 10 and now im doing math on how much sleep ill get'),
    ).toMatch(/^(?:It sounds like|What I hear is that|If I have it right,) you're doing math on how much sleep/);
    expect(
      reflect('im 67 and just got into pickleball, me and my partner entered our first tournament in 3 weeks'),
    ).toContain('you and your partner entered your first tournament');
  });
});

describe('no garbled or cut openings', () => {
  it('a thing that happened gets "it", not "you"', () => {
    const said = reflect(
      "A colleague missed his part of the report, deadline blown, and in the meeting the director looked at ME. I'm the project coordinator so technically... I don't know. Happened yesterday and I keep stewing.",
    );
    expect(said).not.toMatch(/you happened|You don't know/i);
    expect(said).toContain('it happened yesterday and you keep stewing');
  });

  it('a verb that goes on from the clause before keeps its subject', () => {
    expect(
      reflect(
        'Been projecting this 7a for two months. I get to the crux, look down at the last bolt and just grab the draw every time. Pure head.',
      ),
    ).toContain('you get to the crux, look down at the last bolt and just grab the draw every time');
    const carer = reflect(
      'caring for my dad who has dementia, he asks the same thing 40 times a day and i snap sometimes, then feel awful. i love him. just running on empty. my sister lives abroad.',
    );
    expect(carer).toContain('you snap sometimes, then feel awful');
    expect(carer).not.toMatch(/\bThen feel\b|you just running/);
    expect(carer).toContain("You're caring for your dad");
  });

  it('what someone else did to them stays theirs: no "you called you", no "you complained"', () => {
    const shouted = reflect(
      'parents evening went badly. a dad got right in my face about the grades, called me incompetent in front of the other parents. i teach year 9. cant stop replaying it',
    );
    expect(shouted).not.toMatch(/\byou called you\b/i);
    expect(shouted).not.toMatch(/(?:^|[.!?]\s+)You called\b/);
    const customer = reflect(
      'Quiet shift until the last customer. Last guy was awful, shouted at the new girl and walked out without paying. I froze and said nothing and now I feel useless.',
    );
    expect(customer).not.toMatch(/\byou shouted at the new girl\b/i);
  });

  it('a comma inside brackets does not cut the sentence', () => {
    const said = reflect(
      'since I slipped on the beam in warm-up (mat was there, no injury) I wobble on every turn. meet is saturday and my coach keeps sighing',
    );
    expect(said).not.toMatch(/\([^)]*$|\([^)]*[.!?]\s/);
  });

  it('"just buzzing" and "giving a toast" get "you\'re"; a noun that ends in -ing does not', () => {
    expect(
      reflect(
        "Finished a 12 on ICU. Lost a patient we'd been fighting for all week. I'm okay, just buzzing and sad at the same time, and I have to be back at 7pm tomorrow.",
      ),
    ).toContain("you're okay, just buzzing and sad");
    expect(
      reflect(
        "Giving a toast at my grandpa's 90th tomorrow. He's the one who taught me to fish and I'm scared I'll get too emotional and ramble.",
      ),
    ).toMatch(
      /the fear that you'll get too emotional and ramble, and you're giving a toast at your grandpa's 90th tomorrow/,
    );
    expect(reflect('Free skate is tomorrow. Morning skate is at 7 and I always feel heavy there.')).not.toMatch(
      /You're morning/,
    );
  });

  it('does not cut the key part off a sentence ("…and my voice goes")', () => {
    expect(
      reflect("Best man speech saturday. I'm funny with mates but put me in front of 120 people and my voice goes."),
    ).toContain('in front of 120 people and your voice goes');
  });

  it('does not lead with what they say is not the trouble, nor with "it\'s that"', () => {
    const launch = reflect(
      "The product launch is at midnight Pacific which is 8am here, I'm the release lead. Not worried about being tired, worried about making a bad call when something breaks with everyone watching in the war room.",
    );
    expect(launch).toMatch(
      /^(?:It sounds like|What I hear is that|If I have it right,) you're worried about making a bad call/,
    );
    const pharmacist = reflect(
      "I'm the only pharmacist on duty Saturdays, no one to double check with. I'm fine being on my own, I like it quiet. It's that I second guess every unusual prescription and the queue builds up.",
    );
    expect(pharmacist).toMatch(/^(?:It sounds like|What I hear is that|If I have it right,) you second guess/);
  });

  it('leads with what they say matters most among many things', () => {
    expect(
      reflect(
        "Sorry long message. So this week has been mad, my car failed its MOT, my flatmate's moving out so I need to find someone by the 1st, and my cat's been sick on the rug twice. And tomorrow is the promotion panel, which honestly is the thing I actually care about.",
      ),
    ).toMatch(/^(?:It sounds like|What I hear is that|If I have it right,) tomorrow is the promotion panel/);
  });

  it('keeps when a past panic happened, and says a question as what they want to know', () => {
    expect(
      reflect(
        "Sprint triathlon on Sunday. Bike and run I'm fine. Last year the swim start was a washing machine and I had a full panic, had to hang onto a kayak.",
      ),
    ).toContain('last year the swim start was a washing machine');
    expect(
      reflect(
        'interview tomorrow 9am for the job I really really want. keep picturing the panel asking why I left my last place. how do i answer without sounding bitter',
      ),
    ).toContain('You want to know how to answer without sounding bitter');
  });
  it('keeps an active past verb active: "Dropped the ball" is not "you were dropped"', () => {
    expect(reflect('Dropped the catch in the final over and we lost by one run.')).not.toMatch(/were dropped the/);
    expect(reflect('Dropped from the team this morning and I am gutted.')).toMatch(/You were dropped from/);
  });
});

describe('a named concern keeps the scene the phrase left out', () => {
  it('says back what makes the moment theirs after the phrase, once', () => {
    const said = reflect(
      "I can't eat anything. I'm riding my first point to point on Sunday for a family friend's horse and if I make a mess of it the whole village will know.",
    );
    expect(said).toMatch(/whole village/);
    expect(said.match(/point to point/g) ?? []).toHaveLength(1);
  });

  it('does not say the concern twice in other words', () => {
    const said = reflect('I keep snapping at my son before school. Snapped at him again today and now I feel awful.');
    expect((said.match(/snap/gi) ?? []).length).toBeLessThanOrEqual(2);
  });
});

describe('no garbled splices: every verb in a chain, a compound subject, a question is not a time ahead', () => {
  const said = (text: string) => composeReflection(situationSentences(text)) ?? '';
  it('keeps "my wife and I" whole, and says "it has been" for a stretch of time', () => {
    expect(
      said('Mornings break me. I go to work feeling like a failure and my wife and I argue about it.'),
    ).not.toMatch(/failure and your wife\./);
    const doorway = said(
      'dad wont get in the shower, been 20 mins of arguing in the doorway. i just shouted at him. what do i do rn',
    );
    expect(doorway).toMatch(/it's been 20 minutes of arguing/i);
    expect(doorway).not.toMatch(/with what do you do/);
  });
  it('turns every verb of a chain, and leaves an introduction out', () => {
    expect(said('I know it is the illness. But I just went and sat in the car and cried.')).not.toMatch(
      /going and sat\b/,
    );
    expect(said('its 3am and dissertation due friday. should i just go to bed or push through')).not.toMatch(
      /or push through,/,
    );
    expect(said("I'm in a sketch group. Before every show I go totally flat, no energy at all.")).not.toMatch(
      /you're in a sketch group/i,
    );
  });
  it('a second verb of a choice, and a name that starts like a verb', () => {
    expect(said("I'm so angry I can't sleep. Do I just refund and eat it?")).not.toMatch(/refunding and eat it/);
    expect(said('Certified Cicerone exam is in three weeks. I panic on the tasting.')).not.toMatch(/You certified/);
  });
});

describe('a feeling said once', () => {
  it('"feel sick and keep rewriting my reply" is not said back twice', () => {
    const said =
      composeReflection(
        situationSentences(
          'Had a complaint from a parent today, never had one. I feel sick and keep rewriting my reply in my head. Practice manager wants to meet on Friday.',
        ),
      ) ?? '';
    expect(said.match(/sick/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(said).not.toMatch(/keeping rewriting/);
  });
});

describe('what set 18 showed (seen): an exam in lower case, a numbered run, a trailing hedge', () => {
  const said = (text: string) => composeReflection(situationSentences(text)) ?? '';
  it('keeps "lsat saturday" an exam, "run 2" a run, and drops a trailing "I think"', () => {
    expect(said('lsat saturday. my PTs are all over the place. how do i not spiral')).toMatch(/LSAT saturday/);
    expect(said('run 1 i clipped the wall. my hands are still shaking and run 2 is in 40 min')).not.toMatch(
      /running 2/,
    );
    expect(said('gcse results thursday. i am way more anxious than him i think.')).not.toMatch(/you think/);
  });
});

describe('what is going on inside them leads, not the scene around it', () => {
  it('leads with a body giving the nerves away, a doubt about themselves, a state that stays, a feared picture', () => {
    const lead =
      /^(?:It sounds like|What I hear is that|If I have it right,)(?: the hard part is| it comes down to| what weighs on you is)? /;
    const leads = (text: string) => reflect(text).replace(lead, '');
    expect(
      leads('Did my first shift on the ward alone. I handed over on time but I have been numb since I got home.'),
    ).toMatch(/^you have been numb/);
    expect(
      leads(
        'I moved to Lyon for the masters in september. The lectures are fast and I get maybe half. I start to think I am not clever enough for this.',
      ),
    ).toMatch(/^you start to think you are not clever enough/);
    expect(
      leads(
        'In the middle of a server outage, my boss is pinging me every minute. I need to restart the cluster and my hands are shaking.',
      ),
    ).toMatch(/^your hands are shaking/);
    expect(
      leads(
        'Leading the hike for my scout group this weekend. The older kids keep joking about me getting us lost. I have been lying awake picturing a wrong turn in the dark.',
      ),
    ).toMatch(/^you have been lying awake picturing a wrong turn/);
  });
  it('says the concern once, not again in the scene after it', () => {
    const said = reflect(
      'grading on saturday, my first belt. when i think of the dojo full my knees go weak and i forget the kata i KNOW.',
    );
    expect(said).toMatch(/knees going weak/);
    expect(said).not.toMatch(/knees go weak/);
  });
  it('"I keep doing the sums" is named "constantly doing", never "keeping doing"', () => {
    const said = reflect(
      'Maths paper went badly today. I am sitting in the canteen and I just keep doing calculation of how many marks I need.',
    );
    expect(said).toMatch(/constantly doing calculation/);
    expect(said).not.toMatch(/keeping doing/);
  });
});

describe('no clause left hanging', () => {
  it('"between races right now" is not joined by "with"; "what I loved" and "just because" are not cut off', () => {
    const between = reflect(
      'between races rn. i keep watching the others warm up and my legs are shaking. next race in 15 min',
    );
    expect(between).not.toMatch(/with between/);
    expect(reflect('Year three of the extension. Right now I cannot remember what I loved about this house.')).toMatch(
      /what you loved about this house/,
    );
    const limit = reflect(
      "Auction in 20 minutes. I'm scared I'll keep bidding past my limit just because I hate losing.",
    );
    expect(limit).toMatch(/past your limit/);
    expect(limit).not.toMatch(/\bjust[,.]/);
  });
  it('a sentence with "lol" in it is still theirs, and a pattern never runs into the next sentence', () => {
    const said = reflect('two weeks of sleep training and the baby still wakes at 3. im losing my mind lol. is it me');
    expect(said).toMatch(/losing your mind/);
    expect(said).not.toMatch(/mind it you/);
  });
});

describe('a clause that goes on with someone else as its doer', () => {
  it('keeps "she" for what she did next, never "you"', () => {
    const said = reflect(
      "Teaching my son to swim on Sunday. Last time we went he panicked, swallowed half the pool and wouldn't get back in. I'm dreading it.",
    );
    expect(said).toMatch(/he panicked, swallowed half the pool/);
    expect(said).not.toMatch(/\byou swallowed\b/);
  });
});

describe('a very short sentence of theirs does not open the answer bare', () => {
  it('gives "I feel awful." a lead, and never opens on "You don\'t."', () => {
    expect(
      reflect(
        'Shouted at my son this morning over his shoes, in front of his friends at the school gate, and he went quiet all the way in. I feel awful.',
      ),
    ).toMatch(/^(?:It sounds like|What I hear is that|If I have it right,) you feel awful\./);
    const said = reflect(
      "Stall is packed and the till has just died. My helper is looking at me like I know what to do. I don't. What first?",
    );
    expect(said).not.toMatch(/^You don't\./);
    expect(said).toMatch(/looking at you like you know what to do/);
  });
});

describe('a reason they deny is not said back as theirs', () => {
  it('"Not because my legs are gone" is not "your legs are gone"; what follows "but" is theirs', () => {
    const lamp = reflect(
      'Every single training run with the sack I stop at the same lamp post on the hill. Not because my legs are gone. I just decide to. Happens every week and has done since January.',
    );
    expect(lamp).not.toMatch(/legs are gone/);
    const lazy = reflect("I keep skipping the gym. Not because I'm lazy but because I'm scared of the regulars.");
    expect(lazy).not.toMatch(/lazy/);
  });
});

describe('a subject they left out is theirs, and half a question is not a question', () => {
  it('"Was teaching…" and "Sat in a car park…" are said back as theirs', () => {
    expect(reflect('Was teaching my son to swim this morning and I shouted at him. How do I fix it?')).toMatch(
      /You were teaching your son to swim/,
    );
    expect(
      reflect('Sat in a car park outside the clinic, my scan is in ten minutes and my hands are shaking.'),
    ).not.toMatch(/\bSat in\b/);
  });
  it('an "or…" cut from its "what if" is not asked as a question of its own', () => {
    const camp = reflect(
      "Starting as a cabin counsellor at a summer camp on Sunday. What if one of them is homesick and I don't know what to say, or they just don't listen to me?",
    );
    expect(camp).not.toMatch(/asking yourself: or\b/);
  });
});

describe('a second English is understood, and its grammar not said back', () => {
  it('no "you are think" or a job without its article; the clauses in plain English stay', async () => {
    const situation =
      'I am tabla teacher in small town. Now I am think maybe I am bad teacher. Last week two parents complained to the head about my lessons. I feel so ashamed to go to class.';
    const opening = (await new BuiltinCoachEngine().tip({ situation, background: '' })).brief.split('\n\n')[0] ?? '';
    expect(opening).not.toMatch(/you are think|tabla teacher in small/i);
    // Set 47's judges preferred the fuller echo to the concern alone: the clause in plain English stays.
    expect(opening).toMatch(/parents complained/);
  });
});

describe('not knowing what to say is not a question', () => {
  it('"…and I do not know what to say?" is said back as theirs, not "you\'re asking yourself"', () => {
    const said = reflect(
      'Starting as a cabin counsellor at a summer camp on Sunday. What if one of them is homesick and I do not know what to say?',
    );
    expect(said).not.toMatch(/asking yourself: you do not know/);
  });
});
