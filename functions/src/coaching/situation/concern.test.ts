import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { meaningReader } from '../meaning/read-meaning.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { type Concern, readConcerns } from './concern.ts';
import { readEvent } from './context.ts';
import { forMatching } from './read-situation.ts';

const concerns = (text: string) => [...readConcerns(forMatching(text))];

describe('readConcerns', () => {
  const cases: Array<[Concern, string]> = [
    ['hard_talk', 'on friday I have to tell the night team that the ward is closing'],
    ['hard_talk', "haven't told my parents I failed the year and they pick me up sunday"],
    ['hard_talk', 'need to let my assistant go next week, she has two kids'],
    ['say_no', 'my neighbour wants me to mind her dogs again and I already said yes twice, I need to say no'],
    ['say_no', 'how do I hold a boundary with my sister who calls at work'],
    ['ask', 'asking for a raise on thursday and my voice goes small'],
    ['decide', 'should I take the Leeds job or stay near my mum'],
    ['decide', "I can't decide between physio school and staying a trainer"],
    ['mediate', 'our two drummers are not speaking to each other since the tour'],
    ['support_other', 'my daughter came home crying because nobody sat with her at lunch'],
    ['money_avoidance', "there's a tax letter in the drawer I haven't opened for a month"],
    ['money_shock', 'the gas bill came in at £870 and I have about £200 until payday'],
    ['money_shock', "I'm behind on the rent by two months and the landlord has started texting"],
    ['money_shock', 'took a loan for the car, now I owe £3,000 on two cards as well'],
    ['grief', 'a year since my brother died and I still miss him every day'],
    ['tell_someone', "I've been struggling for weeks and nobody knows"],
    ['pacing', 'first marathon sunday and I always go out too fast'],
    ['partner_fights', 'my wife and I keep arguing about money at night'],
    ['self_blame', 'let a player go from the squad today and I feel like a monster'],
    ['act_in_anger', "I'm furious with the referee and about to email the league right now"],
    ['reset_between', 'half-time, we are 3-0 down and I gave away the first goal, awful'],
  ];
  it.each(cases)('reads %s in "%s"', (concern, text) => {
    expect(concerns(text)).toContain(concern);
  });

  it('does not read a hard conversation where there is none', () => {
    expect(concerns('I keep telling myself it will be fine before my exam')).not.toContain('hard_talk');
    expect(concerns('my race is saturday and I want to pace it well')).toEqual(['pacing']);
    expect(concerns('I have a presentation on Monday and I feel sick')).toEqual([]);
  });

  it('reads no refusal to make where they already refuse, a question asked of them, or a choice still open', () => {
    for (const text of [
      'my mum keeps asking me what the doctor said even though she was in the room',
      "every week I'm the one saying no to the sales team and I feel like the baddie",
      // Refusals they hear all day are not a refusal they need to make.
      'I sell memberships at the station and 200 people say no to me every day, I feel smaller each week',
    ])
      expect(concerns(text), text).not.toContain('say_no');
    expect(concerns("my sister says I'm a bad aunt if I say no, whatever I pick feels wrong")).toEqual(['decide']);
    expect(concerns("I'm scared of what happens if I say no to my boss again")).toContain('say_no');
    const deciding = concerns(
      "she wants to go to the festival alone. how do I decide and not just say no because I'm anxious?",
    );
    expect(deciding).toContain('decide');
    expect(deciding).not.toContain('say_no');
    // Their own fear in front of someone close is theirs, not the close one's to support.
    expect(concerns("in the queue for the zip wire, my son is 8 and I don't want him to see me scared")).not.toContain(
      'support_other',
    );
    expect(concerns('my son is 8 and he is scared of the zip wire, how do i help him')).toContain('support_other');
    expect(concerns('I always pay on dates. Is there a normal way to split it without looking cheap?')).not.toContain(
      'pacing',
    );
  });

  it('reads money trouble of their own, not money as scenery or words about it', () => {
    for (const text of [
      "false start in the heats, I can't afford another one in the final",
      "my parents couldn't pay the rent when I was small, so buying scares me",
      "I'm not in debt yet but I never save a thing",
      'I work as a bailiff and the doorstep visits are wearing me down',
      "the care worker asks and he tells her he's fine, and I sit there saying nothing",
    ])
      expect(concerns(text), text).not.toContain('money_shock');
    expect(concerns("the care worker asks and he tells her he's fine, and I sit there saying nothing")).not.toContain(
      'money_avoidance',
    );
  });
});

describe('skills follow the concern, not the scene', () => {
  let engine: BuiltinCoachEngine;
  beforeAll(async () => {
    engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
  }, 60_000);
  const skillFor = async (situation: string) => (await engine.tip({ situation })).skillId;

  it('gives a pre-shot routine only when there is a shot to take', async () => {
    expect(await skillFor('I freeze on every penalty kick in shootouts, we have the cup final saturday')).toBe(
      'pre-shot-routine',
    );
    expect(await skillFor('the skipper keeps shouting and I miss the tack under pressure at the regatta')).not.toBe(
      'pre-shot-routine',
    );
  });

  it('reaches hard conversations, saying no, decisions and grief', async () => {
    expect(await skillFor('tomorrow I have to tell my team that two of them will be made redundant')).toBe(
      'hard-conversation-plan',
    );
    expect(await skillFor('my manager keeps asking me to cover weekends and I need to say no this time')).toBe(
      'saying-no',
    );
    expect(await skillFor('should I move to Berlin for the job or stay with my band, I keep flipping')).toBe(
      'two-option-decision',
    );
    expect(await skillFor("it's two years since my mum died and I miss her every day still")).toBe('grief-oscillation');
  });

  it('meets a bill or a debt they cannot cover with the number and one call', async () => {
    expect(await skillFor('council tax letter says I owe £1,100 in arrears and I keep hiding the envelopes')).toBe(
      'money-first-call',
    );
    expect(
      await skillFor('my phone bill is £520 after a trip abroad and I earn 1400 a month, is there anything I can do'),
    ).toBe('money-first-call');
    expect(
      await skillFor('false start in the heats and I cannot afford another one in the final in 20 minutes'),
    ).not.toBe('money-first-call');
  });

  it('reads a death as grief, and a bare number after going on as minutes', async () => {
    expect(await skillFor('my uncle died on saturday and I cannot focus on anything at work')).toBe(
      'grief-oscillation',
    );
    // A death met at work: someone who was there, not a photo and a letter to them.
    expect(
      await skillFor('lost a patient on the ward today, she had been with us for months, and I feel flat tonight'),
    ).not.toBe('grief-oscillation');
    const answer = await engine.tip({ situation: 'legs shaking, we go on in 4' });
    expect(answer.fas).not.toMatch(/about (?:[2-9]|1\d) minutes/);
  });

  it('never offers a long skill to someone who is on in two minutes', async () => {
    const answer = await engine.tip({ situation: 'on stage in 2 minutes and my hands are shaking, big talk' });
    expect(answer.fas).not.toMatch(/about (?:[5-9]|1\d) minutes/);
  });
});

describe('skills aimed at one concern need that concern in their words', () => {
  let engine: BuiltinCoachEngine;
  beforeAll(async () => {
    engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
  });
  const pick = async (situation: string) => (await engine.tip({ situation })).skillId;

  it('no task sort for nerves, a fear or a talk with a parent', async () => {
    for (const situation of [
      'regionals tomorrow and my swimmers were flat at practice. how do i not pass my stress onto a bunch of 13 yr olds',
      'gonna tell my dad im switching out of engineering into graphic design. sunday dinner. he is going to lose it',
    ])
      expect(['eisenhower-timebox', 'one-minute-triage']).not.toContain(await pick(situation));
  });

  it('no stopping rule for a live outage, and no mediation for a rowdy class', async () => {
    expect(
      await pick('prod is down, im incident commander for the first time, 30 ppl on the call and the VP is watching'),
    ).not.toBe('good-enough-criteria');
    expect(
      await pick('period 3 was a disaster, year 9s ignored me and someone threw a chair. i have them again in 5 min'),
    ).not.toBe('mediate-conflict');
  });

  it('mid-event with the body racing, a settling breath comes first', async () => {
    const id = await pick(
      'on my 10 min break at work and my hands are shaking and my heart is pounding, i cant think straight',
    );
    expect(['physiological-sigh', 'box-breathing', 'grounding-54321', 'arousal-reappraisal']).toContain(id);
  });

  it('no "clear, kind no" without a request to turn down, and no minutes of slow breathing for a thought', async () => {
    expect(
      await pick(
        'regionals tomorrow and my swimmers were super flat at practice today. how do i not pass my stress onto a bunch of 13 yr olds',
      ),
    ).not.toBe('saying-no');
    expect(
      await pick(
        'gave a presentation to clients today, everyone said it went well but one guy yawned and checked his phone',
      ),
    ).not.toBe('resonance-breathing');
  });

  it('no pacing plan for a single shot', async () => {
    expect(
      await pick('club champs tomorrow morning, 7:40 tee time with the whole clubhouse watching. i always top it'),
    ).not.toBe('pacing-plan');
  });

  it('a concern said in so many words still reaches its skill', async () => {
    expect(await pick('our guitarist and singer aren’t speaking to each other and the gig is in 3 weeks')).toBe(
      'mediate-conflict',
    );
  });
});

describe('what was done to them is not a talk they must give, and an event behind them is not the one ahead', () => {
  it('"the manager cut my hours" is no hard conversation; cutting the team\'s hours is', () => {
    expect(concerns('the manager cut my hours again and rent is due')).not.toContain('hard_talk');
    expect(concerns('i took a pay cut in june')).not.toContain('hard_talk');
    expect(concerns('i have to cut the cleaners hours on friday')).toContain('hard_talk');
  });
  it('names the presentation ahead, not the appraisal of last year', () => {
    expect(readEvent('presenting to the council on monday. my voice went at my appraisal last year')).toBe(
      'presentation',
    );
    expect(readEvent('my hands shook at my appraisal two years ago and now I chair the panel')).toBeUndefined();
  });
  it("an MP's surgery or the GP's surgery is no operation; their own surgery is", () => {
    expect(readEvent('constituency office for an mp, i have a surgery to set up in an hour')).toBeUndefined();
    expect(readEvent('waiting at the gp surgery with my son and my hands are shaking')).toBeUndefined();
    expect(readEvent('the councillors surgery is on saturday and people shout at me')).toBeUndefined();
    expect(readEvent('my knee surgery is on friday and i cannot stop thinking about it')).toBe('operation');
    expect(readEvent('i have surgery tomorrow at 8')).toBe('operation');
  });
  it('a video game to act in, a shouting match or a legal defence is no game, match or viva of theirs', () => {
    expect(readEvent('cast as a voice in a video game and the session is on monday')).toBeUndefined();
    expect(readEvent('two parents had a shouting match at the gate in front of the kids')).toBeUndefined();
    expect(readEvent('the defence want the records by friday and one label does not match the log')).toBeUndefined();
    expect(readEvent('my phd defence is on thursday')).toBe('viva');
    expect(readEvent('big match tomorrow and my knee is sore')).toBe('match');
  });
});
