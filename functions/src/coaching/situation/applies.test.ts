import { describe, expect, it } from 'vitest';
import { applicability, type FitContext, familyBoost, readFacts } from './applies.ts';
import { readConcerns } from './concern.ts';
import { fitContext } from './fit-context.testing.ts';
import { readSituation } from './read-situation.ts';

const context = fitContext;

describe('a skill applies only when its situation is there', () => {
  it('a mistake reset needs a mistake of theirs and play still to come', () => {
    expect(
      applicability('mistake-reset', context('shot two 7s in a row, 4 more ends to go', { timing: 'during' })),
    ).toBe(0);
    expect(applicability('mistake-reset', context('Let in a soft one. Intermission now.', { timing: 'during' }))).toBe(
      0,
    );
    // Nothing went wrong yet: a fear of a bad call, a short stack, a return to work.
    expect(
      applicability('mistake-reset', context('worried about making a bad call when something breaks')),
    ).toBeLessThan(0);
    expect(
      applicability('mistake-reset', context("I'm short stacked and I play scared", { timing: 'during' })),
    ).toBeLessThan(0);
    // It is over: nothing left to play.
    expect(
      applicability(
        'mistake-reset',
        context('just lost the county final, missed all three darts', { timing: 'after' }),
      ),
    ).toBeLessThan(0);
  });

  it('a no needs a request to refuse', () => {
    expect(applicability('saying-no', context('Boss has asked me to work the weekend again'))).toBe(0);
    expect(applicability('saying-no', context('sat in the lobby, 10 minutes til they call me in'))).toBeLessThan(0);
  });

  it('someone in tears and what to say to them is supporting another, without "my daughter" said', () => {
    expect(
      readFacts(
        "results day and he missed his grades. he's in his room with the door shut, crying. what do i say when he comes down?",
      ).supportsOther,
    ).toBe(true);
    expect(readFacts("i'm crying in the car park. what do i say when he calls about the job?").supportsOther).toBe(
      false,
    );
  });
  it('"be there without fixing" needs someone else who is struggling, and not their own strain', () => {
    expect(applicability('support-someone', context('my sister is going through a hard time'))).toBe(0);
    expect(applicability('support-someone', context("Giving a toast at my grandpa's 90th tomorrow"))).toBeLessThan(0);
    expect(
      applicability('support-someone', context('caring for my dad, i snap sometimes, just running on empty')),
    ).toBeLessThan(0);
  });

  it('mediation needs two others at odds, not a conflict they are part of', () => {
    expect(applicability('mediate-conflict', context('two of my staff are not speaking to each other'))).toBe(0);
    expect(applicability('mediate-conflict', context('My mother-in-law comments on my parenting'))).toBeLessThan(0);
  });

  it('a worry window needs a worry that keeps coming back, not a memory of the senses', () => {
    expect(applicability('worry-postponement', context('I keep waking up doing sums in my head at 3am'))).toBe(0);
    expect(applicability('worry-postponement', context("I'm a nervous passenger at the best of times"))).toBeLessThan(
      0,
    );
    expect(applicability('worry-postponement', context('bad rta tonight, I keep smelling it'))).toBeLessThan(0);
  });

  it('pacing needs a pacing problem, relaxation a wound-up body, writing it out nothing ahead', () => {
    expect(applicability('pacing-plan', context('last time I went out way too hard and died at 1200m'))).toBe(0);
    expect(applicability('pacing-plan', context('Free skate is tomorrow and I feel heavy'))).toBeLessThan(0);
    expect(applicability('progressive-muscle-relaxation', context('my shoulders are tense and I cannot relax'))).toBe(
      0,
    );
    expect(
      applicability('progressive-muscle-relaxation', context('my throat closes up when I am nervous')),
    ).toBeLessThan(0);
    expect(applicability('expressive-writing', context('show again tonight', { performanceAhead: true }))).toBeLessThan(
      0,
    );
    expect(
      applicability('ten-years-test', context('best man speech saturday', { performanceAhead: true })),
    ).toBeLessThan(0);
  });

  it('a concern read from their words makes the skill apply', () => {
    expect(applicability('saying-no', context('sat in the lobby', { named: true }))).toBe(0);
  });
});

describe('the skills that clearly fit the commonest troubles are lifted', () => {
  it('a sensory memory after a bad call: grounding first', () => {
    expect(familyBoost('grounding-54321', context('I keep smelling it'))).toBeGreaterThan(0);
  });
  it('a comeback after injury or a fall: evidence of readiness and seeing it done', () => {
    const comeback = context('Off six months with a shoulder reconstruction. First shift back Monday.');
    expect(familyBoost('mastery-log', comeback)).toBeGreaterThan(0);
    expect(familyBoost('imagery-rehearsal', comeback)).toBeGreaterThan(0);
  });
  it('anger at someone: let the heat drop', () => {
    expect(familyBoost('cool-down-pause', context("I said it's fine but inside I'm fuming"))).toBeGreaterThan(0);
  });
  it('a bad result already in: kindness first, or the next step when one is ahead', () => {
    expect(
      familyBoost('self-compassion-break', context('Got my results back, a C', { timing: 'after' })),
    ).toBeGreaterThan(0);
    expect(
      familyBoost('process-goals', context('Out for a duck again', { timing: 'after', performanceAhead: true })),
    ).toBeGreaterThan(0);
  });
  it('before a performance: the same day a routine, a body that lets them down a routine with a breath', () => {
    const tonight = context('Gig tonight, biggest we have played', { performanceAhead: true, minutesUntil: 360 });
    expect(familyBoost('pre-performance-routine', tonight)).toBeGreaterThan(familyBoost('imagery-rehearsal', tonight));
    const throat = context('My throat just closes up when I am nervous', { performanceAhead: true });
    expect(familyBoost('pre-performance-routine', throat)).toBeGreaterThan(0);
  });
  it('one moment they dread, or an answer they need: an if-then plan; words for a group: the talk planned', () => {
    const blank = context('I keep imagining the question I cant answer and freezing', { performanceAhead: true });
    expect(familyBoost('implementation-intentions', blank)).toBeGreaterThan(0);
    const answer = context('how do i answer without sounding bitter');
    expect(familyBoost('implementation-intentions', answer)).toBeGreaterThan(familyBoost('imagery-rehearsal', answer));
    const group = context('I have to say something to the group before we start');
    expect(familyBoost('hard-conversation-plan', group)).toBeGreaterThan(0);
  });
  it('the ten-years view is not for a mind that goes white at the solo, nor for a real hurt', () => {
    expect(
      applicability(
        'ten-years-test',
        context('every time it comes to my solo my mind goes white', { timing: 'ongoing' }),
      ),
    ).toBeLessThan(0);
    expect(
      applicability(
        'ten-years-test',
        context('my daughter posted a video mocking me and now i am actually really hurt', { timing: 'after' }),
      ),
    ).toBeLessThan(0);
    expect(
      applicability(
        'ten-years-test',
        context('sent a slightly awkward email to the whole office and i keep cringing', { timing: 'after' }),
      ),
    ).toBeGreaterThanOrEqual(0);
  });
  it('"tired of being the referee" is fed up, not worn out enough for a nap', () => {
    expect(readFacts("i love them and i'm so tired of being the referee").tired).toBe(false);
    expect(readFacts("i'm so tired i can barely see the screen").tired).toBe(true);
  });
  it('a mistake made by someone else is not theirs to reset', () => {
    expect(readFacts('my doubles partner double-faulted on match point').ownMistake).toBe(false);
    expect(readFacts('i double faulted twice, changeover now').ownMistake).toBe(true);
  });
  it('asking how to support someone close applies even when they are worn out too; "say nothing" is no refusal', () => {
    const text =
      'my husband starts chemo on monday. i am exhausted myself and scared i will say nothing useful. how do i support him?';
    expect(applicability('support-someone', context(text))).toBeGreaterThanOrEqual(0);
    expect(readConcerns(text).has('support_other')).toBe(true);
    expect(readConcerns(text).has('say_no')).toBe(false);
  });
  it('talking to a manager is not supporting someone close; talking to their child may be', () => {
    expect(readFacts('how do i talk to him without losing my job').supportsOther).toBe(false);
    expect(readFacts('how do i talk to my son about the move').supportsOther).toBe(true);
  });
  it('a moment they name as the worry counts as one dreaded moment', () => {
    expect(readFacts('what worries me is the moment the attending goes quiet').fearedMoment).toBe(true);
    expect(readFacts('the mass start terrifies me').fearedMoment).toBe(true);
    expect(readFacts('I love the mass start').fearedMoment).toBe(false);
  });
  it('"10 minutes til they call me in" is a countdown; a feared bad call is not a mistake made', () => {
    expect(readSituation('sat in the lobby, 10 minutes til they call me in').minutesUntil).toBe(10);
    expect(readFacts('worried about making a bad call when something breaks').ownMistake).toBe(false);
  });
});

describe('skills chosen by the moment and whose trouble it is, not by the topic', () => {
  it('spaced self-testing needs days ahead and material to learn', () => {
    const ahead = { minutesUntil: 6 * 24 * 60 };
    expect(
      applicability('retrieval-practice', context('biochem final in 6 days, I keep forgetting the pathways', ahead)),
    ).toBe(0);
    // Tomorrow, a practical shown on the day, a meeting, the next client in minutes, a slip already made.
    expect(
      applicability(
        'retrieval-practice',
        context('anatomy exam tomorrow morning and I feel sick', { minutesUntil: 20 * 60 }),
      ),
    ).toBeLessThan(0);
    expect(
      applicability('retrieval-practice', context('my plastering practical assessment is next week', ahead)),
    ).toBeLessThan(0);
    expect(
      applicability(
        'retrieval-practice',
        context('I misread a dose chart this morning and my supervisor noticed', { timing: 'after' }),
      ),
    ).toBeLessThan(0);
    expect(
      applicability('retrieval-practice', context('in the history exam I never finish the last essay', ahead)),
    ).toBeLessThan(0);
  });

  it('"be there" is for someone else struggling, not their own tears, grief or temper', () => {
    expect(
      applicability('support-someone', context('my brother is struggling since the layoff, how do i help him', {})),
    ).toBe(0);
    const named = { named: true, timing: 'ongoing' as const };
    expect(
      applicability(
        'support-someone',
        context('my daughter leaves for uni friday, she is excited, its me. i cried packing her room', named),
      ),
    ).toBeLessThan(-10);
    expect(
      applicability('support-someone', context('our old dog died on tuesday and i am so sad i cannot work', named)),
    ).toBeLessThan(-10);
    expect(
      applicability(
        'support-someone',
        context('bathtime with my toddler is a battle every night, i yelled again', named),
      ),
    ).toBeLessThan(-10);
  });

  it('a cue word is for a performance ahead or going on, not one already over', () => {
    expect(
      applicability('cue-words', context('my focus drifts in the middle of long rallies', { timing: 'ongoing' })),
    ).toBe(0);
    expect(
      applicability('cue-words', context('regional final sunday, my focus drifts', { performanceAhead: true })),
    ).toBe(0);
    // Read as "during" from present-tense words, but the piece is broken and the money gone.
    expect(
      applicability(
        'cue-words',
        context('snapped the neck of the violin i was restoring. customer collects it tomorrow', { timing: 'during' }),
      ),
    ).toBeLessThan(0);
    expect(
      applicability('cue-words', context('lost £800 on one bet chasing my losses', { timing: 'ongoing' })),
    ).toBeLessThan(0);
    expect(
      applicability('cue-words', context('gave a penalty that replays show was outside the box', { timing: 'after' })),
    ).toBeLessThan(0);
  });
});

describe('a skill whose lines presume a kind of event applies only where their words carry it', () => {
  it('a pre-shot routine needs a shot, kick, throw or serve of theirs', () => {
    expect(
      applicability('pre-shot-routine', context('I keep missing the second free throw', { timing: 'before' })),
    ).toBe(0);
    expect(applicability('pre-shot-routine', context('double faults on big points', { timing: 'during' }))).toBe(0);
    expect(
      applicability(
        'pre-shot-routine',
        context('My laminated dough keeps breaking and the croissants come out bready.', { timing: 'before' }),
      ),
    ).toBeLessThan(0);
  });

  it('a check-in with someone who was there needs a hard event at work', () => {
    expect(
      applicability(
        'peer-debrief',
        context('lost a patient on the ward tonight and I keep seeing it', { timing: 'after' }),
      ),
    ).toBe(0);
    expect(
      applicability(
        'peer-debrief',
        context('Assessment centre today. I went silent in the group exercise', { timing: 'after' }),
      ),
    ).toBe(0);
    expect(
      applicability(
        'peer-debrief',
        context('dropped 3 sitters in the first qtr and the crowd got stuck into me. coach dragged me', {
          timing: 'after',
        }),
      ),
    ).toBeLessThan(0);
  });
});

describe('their own tears beside someone they care for are theirs', () => {
  it('"held it together all day, then cried in the car" is their strain, so being there for another does not apply', () => {
    const own = 'Drove my sister to dialysis, held it together all day, then cried in the car. Is that normal?';
    expect(readFacts(own.toLowerCase()).ownStrain).toBe(true);
    expect(applicability('support-someone', context(own, { named: true }))).toBeLessThan(0);
    expect(
      applicability(
        'support-someone',
        context('my sister cried all the way home from dialysis, how do i help her', { named: true }),
      ),
    ).toBe(0);
  });
});

describe('a death in the background is not grief work', () => {
  it("someone else's mother, or the death that made them the carer, is not their loss to work through", () => {
    const grief = (text: string) => applicability('grief-oscillation', context(text, { timing: 'after' }));
    expect(grief('my flatmate is a mess, her dad passed in the spring and she wont eat')).toBeLessThan(0);
    expect(grief("since my uncle died i'm the one looking after nan, and i'm running on fumes")).toBeLessThan(0);
    expect(grief('my dad died last month and i keep forgetting he is gone')).toBe(0);
    expect(grief('her dad passed in the spring and then my mum died in june')).toBe(0);
  });

  it('grief met at work, a death years back, a funeral as an occasion or as their job is not their loss either', () => {
    const grief = (text: string) => applicability('grief-oscillation', context(text, { timing: 'after' }));
    expect(grief('I work the bereavement suite on Fridays and a grieving family swore at me over a form')).toBeLessThan(
      0,
    );
    expect(
      grief('my nan keeps calling me by my uncle’s name. he died twelve years ago and I just play along'),
    ).toBeLessThan(0);
    expect(grief('my in-laws bring up what we spent on the ring at every funeral and wedding')).toBeLessThan(0);
    expect(grief('I led a funeral on Tuesday and lost my place twice in the eulogy')).toBeLessThan(0);
    // A patient, a night sit, a registration: their work brought the death, the photo and letter are for their own.
    expect(grief('one of my residents passed overnight and I had to strip the bed before breakfast')).toBeLessThan(0);
    expect(grief('did a night sit for an old man so his daughter could sleep, he went at dawn')).toBeLessThan(0);
    expect(grief('registered three deaths this morning and a wedding at two, how do I switch')).toBeLessThan(0);
    expect(grief('my grandad passed on sunday and work want me back on the ward tomorrow')).toBe(0);
    expect(
      grief("since our mum died it's been just me and my little brother, and he won't get up for school"),
    ).toBeLessThan(0);
    expect(grief('sounding the Last Post at the war memorial on Remembrance Sunday and my lips go cold')).toBeLessThan(
      0,
    );
    expect(grief('the stand-up set went fine but the last joke died. I mean DIED. total silence')).toBeLessThan(0);
    expect(grief("I've lived with my grandad since my nan died and I can't go out with my mates")).toBeLessThan(0);
    expect(grief('my grandad died twelve years ago today and I miss him more this year, not less')).toBe(0);
  });
});

describe('rules for the bed are not for a mind running through worst cases', () => {
  it('waking at 3am running through worst cases is no stimulus-control night; plain sleeplessness still is', () => {
    const bedRules = (text: string) => applicability('stimulus-control-sleep', context(text, { timing: 'before' }));
    expect(bedRules('charity gala on friday and i wake at 3am running through worst cases every night')).toBeLessThan(
      0,
    );
    expect(bedRules('i cannot get to sleep before 2 any more and i lie there for hours')).toBe(0);
  });
});

describe('unhooking needs a thought to unhook from; weighing two options needs time to weigh them', () => {
  it('a harsh or stuck thought of their own, not tight hands or phone rules', () => {
    const unhook = (text: string) => applicability('defusion', context(text, { timing: 'ongoing' }));
    expect(unhook("My hands go tight on the racket in the last game and the ball won't go where I want.")).toBe(-10);
    expect(unhook('Do I set phone rules now or wait and see how she uses it?')).toBe(-10);
    for (const text of [
      "I keep telling myself I'm useless at this.",
      "Tutor said it would have been fine in first year. Honestly thinking I'm not cut out for this.",
      'I still feel stupid when there is paperwork at work.',
      'Every week I lie awake convinced someone will ring in and I will be found out live on air.',
    ])
      expect(unhook(text), text).toBe(0);
  });
  it('not in the middle of it, and not with under an hour to go', () => {
    const weigh = (over: Partial<FitContext>) =>
      applicability('two-option-decision', context('Should I take the job in Leeds or stay?', over));
    expect(weigh({ timing: 'before' })).toBe(0);
    expect(weigh({ timing: 'during' })).toBe(-10);
    expect(weigh({ timing: 'before', minutesUntil: 20 })).toBe(-10);
  });
});

describe('a body scan needs rest to do it in', () => {
  it('eight minutes of body scan is not for the middle of it or just before', () => {
    const scan = (over: Partial<FitContext>) =>
      applicability('body-scan', context('my mind keeps replaying the shift', { timing: 'after', ...over }));
    expect(scan({})).toBe(0);
    expect(scan({ timing: 'during' })).toBe(-10);
    expect(scan({ timing: 'before', minutesUntil: 15 })).toBe(-10);
  });
});
