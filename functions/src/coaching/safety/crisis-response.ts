import { CRISIS_LINE_BULLET, type CrisisCategory, type CrisisPayload } from '@briefs/shared';
import { resourcesFor } from './crisis-resources.ts';

export { CRISIS_RESOURCE_LIST, resourcesFor } from './crisis-resources.ts';

/** The first words: what we heard, and the one thing to do first. */
const OPENINGS: Record<CrisisCategory, string> = {
  suicide:
    "I'm really glad you told me. It sounds like you are in a lot of pain right now, and you deserve support from a real person today.",
  indirect:
    'Thank you for sharing this. Some of what you wrote makes me want to check in: if you are thinking about not being here, or about ending your life, you deserve support from a real person right now.',
  self_harm:
    "Thank you for telling me. Wanting to hurt yourself is a sign of how much you are carrying, and you don't have to carry it alone.",
  overdose:
    'What you took could hurt your body even if you feel fine right now. Please call 911 or your local emergency number now, or Poison Control, and tell them what you took and when.',
  // Said to someone furious with a person, and to someone pushed to do a job that could get people hurt.
  harm_to_others:
    'It sounds like you are under huge pressure right now, and what you describe could get someone badly hurt. Before anything else, do not go ahead with it: step away from the person and the situation, put distance between you and anything that could hurt someone, and tell someone you trust what is going on. Nobody can make you put a life at risk.',
  abuse:
    "I'm sorry this is happening to you. No one has the right to hurt, threaten or force you, whoever they are, and it is not your fault.",
  child_at_risk:
    'Thank you for speaking up for this child. What you describe is not okay, and you do not have to be certain to ask for help: the Childhelp line talks it through with you and explains how to report it.',
  minor_at_risk:
    'Thank you for telling me. What is happening to you is not okay and it is not your fault. Please tell an adult you trust today, like a parent, a teacher or a school counselor, and reach out to the people below.',
  elder_abuse:
    'Thank you for speaking up. An older person being hurt, neglected or taken advantage of is never okay, and there are people whose job is to help: the Eldercare Locator connects you with Adult Protective Services near them.',
  medical_danger:
    'What you describe can put your body in real danger. Please stop training for today, drink some water if you can keep it down, and get medical care now: call 911 if you feel faint, confused or your heart is racing.',
  someone_else:
    'It says a lot that you are looking out for them. You do not have to handle this alone: stay with them if you can, ask them directly whether they are thinking about ending their life, and call or text 988 together. 988 also helps people who are worried about someone else.',
  not_english:
    'I can only coach in English for now, so I may not understand what you wrote. If you are going through something hard, the helpline directory lists free lines in your country and your language, and in the U.S. 988 offers help in many languages.',
};

const CLOSING =
  "I'm an AI coach, so I can't give you the help you deserve in this moment, but these people can, any time, for free.";

const AFTER =
  "If you are in danger right now, call 911 or your local emergency number. If you can, let someone you trust know how you are feeling, and stay near them. I'll still be here whenever you want to come back.";

/**
 * The warm answer shown instead of coaching. It never cuts the person off: it names what we heard,
 * puts the lines for that situation first (988, Crisis Text Line, 911 and the directory always follow),
 * and says we are still here.
 */
export function crisisResponse(category: CrisisCategory = 'suicide'): CrisisPayload {
  const message = [
    OPENINGS[category],
    CLOSING,
    `${CRISIS_LINE_BULLET}Call or text 988 (Suicide & Crisis Lifeline, U.S.)`,
    `${CRISIS_LINE_BULLET}Text HOME to 741741 (Crisis Text Line)`,
    `${CRISIS_LINE_BULLET}Outside the U.S.: findahelpline.com lists free lines in your country`,
    AFTER,
  ].join('\n');
  return { category, message, resources: resourcesFor(category) };
}
