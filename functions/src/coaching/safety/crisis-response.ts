import { CRISIS_RESOURCES, type CrisisPayload, type CrisisResource } from '@briefs/shared';
import type { CrisisCategory } from './assess-safety.ts';

const OPENINGS: Record<CrisisCategory, string> = {
  suicide:
    "I'm really glad you told me. It sounds like you are in a lot of pain right now, and you deserve support from a real person today.",
  indirect:
    'Thank you for sharing this. Some of what you wrote makes me want to check in: if you are thinking about not being here, or about ending your life, you deserve support from a real person right now.',
  self_harm:
    "Thank you for telling me. Wanting to hurt yourself is a sign of how much you are carrying, and you don't have to carry it alone.",
  abuse:
    "I'm sorry this is happening to you. No one has the right to hurt, threaten or force you, whoever they are, and it is not your fault.",
  harm_to_others:
    'It sounds like you are under huge pressure and the anger feels very strong right now. Before anything else, step away from the person and the situation.',
};

const CLOSING =
  "I'm an AI coach, so I can't give you the help you deserve in this moment, but these people can, any time, for free:";

const AFTER =
  "If you are in danger right now, call 911 or your local emergency number. If you can, let someone you trust know how you are feeling, and stay near them. I'll still be here whenever you want to come back.";

export const CRISIS_RESOURCE_LIST: readonly CrisisResource[] = [
  { id: 'lifeline', label: `${CRISIS_RESOURCES.lifeline.label}: call or text 988`, ...pick(CRISIS_RESOURCES.lifeline) },
  { id: 'crisisTextLine', label: CRISIS_RESOURCES.crisisTextLine.label, text: CRISIS_RESOURCES.crisisTextLine.text },
  { id: 'emergency', label: CRISIS_RESOURCES.emergency.label, call: CRISIS_RESOURCES.emergency.call },
  {
    id: 'helplineDirectory',
    label: CRISIS_RESOURCES.helplineDirectory.label,
    url: CRISIS_RESOURCES.helplineDirectory.url,
  },
];

function pick(resource: { call: string; text: string }): { call: string; text: string } {
  return { call: resource.call, text: resource.text };
}

/**
 * The warm answer shown instead of coaching. It never cuts the person off: it names what we heard,
 * points to people who can help now, and says we are still here.
 */
export function crisisResponse(category: CrisisCategory = 'suicide'): CrisisPayload {
  const message = [
    OPENINGS[category],
    CLOSING,
    '• Call or text 988 (Suicide & Crisis Lifeline, U.S.)',
    '• Text HOME to 741741 (Crisis Text Line)',
    '• Outside the U.S.: findahelpline.com lists free lines in your country',
    AFTER,
  ].join('\n');
  return { message, resources: CRISIS_RESOURCE_LIST.map((resource) => ({ ...resource })) };
}
