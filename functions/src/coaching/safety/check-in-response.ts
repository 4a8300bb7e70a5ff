import type { CheckInPayload, CrisisCategory } from '@briefs/shared';
import { resourcesFor } from './crisis-resources.ts';
import { crisisResponse } from './crisis-response.ts';

const QUESTION = 'I want to check in before I answer: are you safe right now?';

const ASK_NOT_GUESS = 'and I would rather ask than guess.';

/** One plain sentence: why we ask. It names words, never the person. */
const WHY: Record<CrisisCategory, string> = {
  suicide: `Some of your words can be about not wanting to be here, ${ASK_NOT_GUESS}`,
  indirect: `Some of your words can be about not wanting to be here, ${ASK_NOT_GUESS}`,
  self_harm: `Some of your words can be about hurting yourself, ${ASK_NOT_GUESS}`,
  overdose: `Some of your words can be about taking too much of something, ${ASK_NOT_GUESS}`,
  harm_to_others: `Some of your words can be about someone getting hurt, ${ASK_NOT_GUESS}`,
  abuse: `Some of your words can be about someone hurting or scaring you, ${ASK_NOT_GUESS}`,
  child_at_risk: `Some of your words can be about a child being hurt, ${ASK_NOT_GUESS}`,
  minor_at_risk: `Some of your words can be about someone hurting you, ${ASK_NOT_GUESS}`,
  elder_abuse: `Some of your words can be about an older person being hurt, ${ASK_NOT_GUESS}`,
  medical_danger: `Some of your words can be about pushing your body past what is safe, ${ASK_NOT_GUESS}`,
  someone_else: `Some of your words can be about someone you know being in danger, ${ASK_NOT_GUESS}`,
  not_english:
    'It looks like this is not written in English, and I can only coach in English for now, so I could misread you.',
};

/** "I need support now" after a check-in about words only: the person is telling us they need help. */
function supportCategory(category: CrisisCategory): CrisisCategory {
  return category === 'indirect' ? 'suicide' : category;
}

/**
 * The check-in shown instead of coaching when the gate is not sure: warm, one sentence of why, the
 * crisis lines visible. Coaching a text we cannot read is not offered (`canContinue` false).
 */
export function checkInResponse(category: CrisisCategory): CheckInPayload {
  return {
    message: QUESTION,
    why: WHY[category],
    category,
    resources: resourcesFor(category),
    canContinue: category !== 'not_english',
    support: crisisResponse(category === 'not_english' ? 'not_english' : supportCategory(category)),
  };
}
