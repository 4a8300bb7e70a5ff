import { describe, expect, it } from 'vitest';
import { answerFromTool } from '../bedrock/tool-answer.ts';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { safeStep } from './safe-steps.ts';

const AT_THE_EDGE =
  "3am. 8 month old teething, screaming for an hour, doing laps of the landing. partner has work at 7 so im on. i feel like im losing it a bit, just said 'please just STOP' to her. what do i do for the next hour";

describe('a parent at the edge with a crying baby is told it is always OK to lay the baby down and step away', () => {
  it('only when a baby, crying and a parent at the edge are all there', () => {
    expect(safeStep(AT_THE_EDGE)).toMatch(/lay the baby down safely on their back in the cot/);
    expect(safeStep("6 week old won't settle, I'm at the end of my tether")).toMatch(/step away/);
    expect(safeStep('My baby cried all through the flight and I felt awful for the people around us.')).toBeUndefined();
    expect(safeStep('I am losing it with my manager, he screams at everyone.')).toBeUndefined();
  });
  it('comes straight after the opening in the built-in answer, before the skill', () => {
    const brief = new BuiltinCoachEngine().tipSync({ situation: AT_THE_EDGE, background: '' }).brief;
    const paragraphs = brief.split('\n\n');
    expect(paragraphs[1]).toMatch(/^First, one thing that is always allowed/);
  });
  it('and the skill after it steadies their breath, not a pause before replying to a message', () => {
    const skillId = new BuiltinCoachEngine().tipSync({ situation: AT_THE_EDGE, background: '' }).skillId;
    expect(['physiological-sigh', 'box-breathing']).toContain(skillId);
  });
  it('and after the model’s own opening when Bedrock answers', () => {
    const planned = new BuiltinCoachEngine().tipSync({ situation: AT_THE_EDGE, background: '' });
    const tool = {
      crisis: false,
      brief: 'An hour of screaming at 3am wears anyone down.\n\nA slow breath out steadies you. I am an AI coach.',
      skillId: planned.skillId,
      steps: ['Breathe in through your nose.', 'Breathe out slowly.', 'Do it three times.'],
      cue: 'the crying gets to you.',
      summary: 'Teething baby at 3am',
    };
    const answer = answerFromTool(tool, [planned.skillId], planned, AT_THE_EDGE);
    expect(answer.brief.split('\n\n')[1]).toMatch(/^First, one thing that is always allowed/);
  });
});

describe('money asked for an investment with the marks of a scam: check before any money moves', () => {
  const BOWLS =
    "My friend from bowls has been getting 12% a year from an investment scheme and says I can get in with £20,000 of my savings. My son says it sounds like a scam. I've got to tell my friend by Friday. How do I decide?";
  it('says to check the regulator’s register first, only with an investment, a scam mark and money at stake', () => {
    expect(safeStep(BOWLS)).toMatch(/financial regulator's register/);
    expect(safeStep('Thinking of moving my pension into a different fund, the adviser seems solid.')).toBeUndefined();
    expect(safeStep('Got 12% in my maths test and I feel like a scam of a student.')).toBeUndefined();
  });
  it('comes before the skill, and the decision aid no longer says choosing wrong is less risky than it feels', () => {
    const brief = new BuiltinCoachEngine().tipSync({ situation: BOWLS, background: '' }).brief;
    expect(brief.split('\n\n')[1]).toMatch(/^First, before any money moves/);
    expect(brief).not.toMatch(/smaller than it feels/);
  });
});
