import { CRISIS_RESOURCES, type CrisisCategory, type CrisisResource, type CrisisResourceId } from '@briefs/shared';

/**
 * The one-tap lines. Numbers and text codes are the organisations' own public ones (sources in
 * docs/decisions: the safety gate's record).
 */
const LINES: Record<CrisisResourceId, CrisisResource> = {
  lifeline: { id: 'lifeline', label: `${CRISIS_RESOURCES.lifeline.label}: call or text 988`, ...callText('lifeline') },
  crisisTextLine: {
    id: 'crisisTextLine',
    label: CRISIS_RESOURCES.crisisTextLine.label,
    text: CRISIS_RESOURCES.crisisTextLine.text,
  },
  emergency: { id: 'emergency', label: CRISIS_RESOURCES.emergency.label, call: CRISIS_RESOURCES.emergency.call },
  helplineDirectory: {
    id: 'helplineDirectory',
    label: CRISIS_RESOURCES.helplineDirectory.label,
    url: CRISIS_RESOURCES.helplineDirectory.url,
  },
  poisonControl: {
    id: 'poisonControl',
    label: CRISIS_RESOURCES.poisonControl.label,
    call: CRISIS_RESOURCES.poisonControl.call,
    url: CRISIS_RESOURCES.poisonControl.url,
  },
  domesticViolence: {
    id: 'domesticViolence',
    label: CRISIS_RESOURCES.domesticViolence.label,
    ...callText('domesticViolence'),
  },
  sexualAssault: {
    id: 'sexualAssault',
    label: CRISIS_RESOURCES.sexualAssault.label,
    call: CRISIS_RESOURCES.sexualAssault.call,
  },
  childAbuse: { id: 'childAbuse', label: CRISIS_RESOURCES.childAbuse.label, ...callText('childAbuse') },
  elderAbuse: { id: 'elderAbuse', label: CRISIS_RESOURCES.elderAbuse.label, call: CRISIS_RESOURCES.elderAbuse.call },
};

function callText(id: 'lifeline' | 'domesticViolence' | 'childAbuse'): { call: string; text: string } {
  return { call: CRISIS_RESOURCES[id].call, text: CRISIS_RESOURCES[id].text };
}

/** Always present, after the situation's own lines. */
const ALWAYS: readonly CrisisResourceId[] = ['lifeline', 'crisisTextLine', 'emergency', 'helplineDirectory'];

/** The situation's own lines, first. */
const FIRST: Record<CrisisCategory, readonly CrisisResourceId[]> = {
  suicide: [],
  indirect: [],
  self_harm: [],
  overdose: ['emergency', 'poisonControl'],
  harm_to_others: ['emergency'],
  abuse: ['domesticViolence', 'sexualAssault'],
  child_at_risk: ['childAbuse'],
  minor_at_risk: ['childAbuse'],
  elder_abuse: ['elderAbuse'],
  medical_danger: ['emergency'],
  someone_else: [],
  not_english: ['helplineDirectory'],
};

export function resourcesFor(category: CrisisCategory): CrisisResource[] {
  const ids = [...new Set([...FIRST[category], ...ALWAYS])];
  return ids.map((id) => ({ ...LINES[id] }));
}

/** The default list (988, Crisis Text Line, 911, the helpline directory), kept for existing callers. */
export const CRISIS_RESOURCE_LIST: readonly CrisisResource[] = resourcesFor('suicide');
