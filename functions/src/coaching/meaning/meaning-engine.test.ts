import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import type { CoachAnswer } from '../coach-model.ts';
import { interventionById } from '../interventions/index.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { exemplarSourceHash, SKILL_EXEMPLARS } from './exemplars.ts';
import { meaningReader } from './read-meaning.ts';
import { STORED_SKILL_VECTORS } from './skill-vectors.ts';

/** The engine as it runs locally and in AWS: reading by meaning with the real sentence encoder. */
let engine: BuiltinCoachEngine;
const tip = (situation: string, background = ''): Promise<CoachAnswer> => engine.tip({ situation, background });

beforeAll(async () => {
  engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
}, 60_000);

describe('skill exemplars', () => {
  it('are embedded for the current exemplar text (run npm run embed:skills after editing them)', () => {
    expect(STORED_SKILL_VECTORS.sourceHash).toBe(exemplarSourceHash());
    for (const [id, texts] of Object.entries(SKILL_EXEMPLARS)) {
      expect(interventionById(id), id).toBeDefined();
      expect(texts.length, id).toBeGreaterThanOrEqual(5);
      expect(STORED_SKILL_VECTORS.skills[id]?.length, id).toBe(texts.length);
    }
  });
});

describe('each new skill is chosen for the situation it is made for', { timeout: 60_000 }, () => {
  it.each([
    ['saying-no', 'my manager keeps piling extra projects on me and I never manage to refuse'],
    ['retrieval-practice', 'finals in two weeks and whatever I read just does not stay in my head'],
    ['hard-conversation-plan', 'on Monday I have to tell my staff that the branch is closing and they will be let go'],
    ['feedback-sbi', 'one of my team keeps handing work in late and I have to give him feedback about it this week'],
    ['mediate-conflict', 'two of my employees have been fighting for weeks and I have to sort it out between them'],
    ['ask-for-help', "I've been struggling for months and I haven't told anyone, not even my parents"],
    ['support-someone', 'my sister is going through a hard time and I never know what to say to her'],
    ['peer-debrief', 'we worked a fatal crash last night and I keep seeing the scene, back on shift tomorrow'],
    ['grief-oscillation', 'my grandfather died two weeks ago and the sadness keeps hitting me at work'],
    ['pacing-plan', 'my first half marathon is on Sunday and I always start too fast and fade'],
    ['pre-shot-routine', 'I keep missing my putts on the last holes when the match is close'],
    ['two-option-decision', 'I have two job offers and need to choose one by Friday'],
  ])('%s', async (skillId, situation) => {
    expect((await tip(situation)).skillId).toBe(skillId);
  });
});

describe('misreading families the keyword engine fell into', { timeout: 60_000 }, () => {
  it('a choice due today gets a minute of the outside view; one with weeks gets the written comparison', async () => {
    const soon = await tip(
      "I scratched a client's car while valeting it. She is back at 4. Do I tell her or get it fixed and say nothing?",
    );
    const later = await tip(
      'Offered a job in Leeds, it starts in March. Do I take it or stay near my mum? I keep going back and forth.',
    );
    expect(soon.skillId).not.toBe('two-option-decision');
    expect(later.skillId).toBe('two-option-decision');
  });
  it('an either-or they ask about does not outweigh a snap they regret', async () => {
    const answer = await tip(
      "College application is due in ten days and my son hasn't started it. Whenever I ask he says 'later' and shuts his door. Last night I snapped and told him he'd end up with nothing, and I regret it. Do I leave him to it and let him miss it, or keep on at him?",
    );
    expect(answer.skillId).toBe('repair-after-snapping');
  });
  it('a worry loop with the event tomorrow gets a plan for the moment, not a daily worry window', async () => {
    const answer = await tip(
      'The county ploughing match is tomorrow. In practice my furrows are straight but the judges walk right behind the tractor. How can I stop thinking about the judges?',
    );
    expect(answer.skillId).not.toBe('worry-postponement');
  });
  it('a time of day is not a sleep problem', async () => {
    const answer = await tip('At 7am tomorrow I present the budget to the board and my voice always shakes.');
    expect(interventionById(answer.skillId)?.kind).not.toBe('sleep');
  });

  it('a season of the year is not a sport', async () => {
    const answer = await tip(
      'Every winter the shop gets so busy before the holiday season that I stop seeing my friends.',
    );
    expect(answer.summary).not.toMatch(/athlete|player|race|match/i);
    expect(answer.coachingTip).not.toMatch(/\b(?:race|match|game)\b/);
  });

  it('a teacher they mention is not their own role', async () => {
    const answer = await tip("My daughter's teacher says she is behind in reading and I don't know how to help her.");
    expect(answer.summary).not.toMatch(/\(teacher\)|as a teacher/i);
    expect(answer.coachingTip).not.toMatch(/as a teacher|your students|your class\b/i);
  });

  it('being alone at work is not loneliness', async () => {
    const answer = await tip(
      'I run the night shift alone at the petrol station and a drunk customer scared me last week.',
    );
    expect(answer.theme).not.toBe('loneliness');
  });

  it('a manager delivering bad news to others is not answered as their own setback', async () => {
    const answer = await tip('Tomorrow I have to tell two people on my team that their contracts will not be renewed.');
    expect(answer.skillId).toBe('hard-conversation-plan');
    expect(answer.coachingTip).not.toMatch(/you lost|your setback|let down/i);
  });

  it('never says it has happened when it is tomorrow, nor names an event they did not', async () => {
    const answer = await tip("Tomorrow is my dressage test at the regional show and I can't stop shaking.");
    expect(answer.coachingTip).not.toMatch(/now that it has happened|\brace\b|big moment/);
  });

  it('never invents a mistake or a placeholder when the person names none', async () => {
    const answer = await tip('My sister is getting married on Saturday and I am giving a speech.');
    expect(answer.coachingTip).not.toMatch(/your mistake|you messed up|big moment/);
  });

  it('reflects the concern in their words, and keeps a clinical word they used', async () => {
    const situation = 'I have ADHD and my exam is tomorrow. I keep losing focus after ten minutes.';
    const answer = await tip(situation);
    const reflection = answer.brief.split('\n\n')[0] ?? '';
    expect(reflection).toContain('losing focus after ten minutes');
    expect(reflection).toContain('ADHD');
    expect(answer.brief.split('\n\n').slice(1).join(' ')).not.toMatch(/ADHD/);
  });

  it('answers a weak reading with one broad skill and one specific question', async () => {
    const answer = await tip('bad day');
    expect(answer.weakReading).toBe(true);
    expect(answer.brief).toMatch(/tap Re-B\.R\.I\.E\.F and tell me: When is it/);
  });
});

describe('the skill head leads only where the rules allow', { timeout: 60_000 }, () => {
  it('never lifts a skill whose moment is missing: no unhooking from a thought nobody had', async () => {
    // Set 20's town crier (seen): the head leans to defusion, whose harsh or stuck thought is not here.
    const crier =
      "I'm a town crier (bell, tricorn hat, the lot) and I've entered the national championship in three weeks. Voice is fine. The problem is I have to deliver a 'home town cry' I wrote myself, and I keep cringing at my own words. It's a bit mad to be nervous about shouting in a hat, isn't it?";
    expect((await tip(crier)).skillId).not.toBe('defusion');
  });
});
