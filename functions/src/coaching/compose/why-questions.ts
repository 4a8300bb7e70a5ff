import { you } from './their-phrase-parts.ts';

/**
 * Questions about themselves that a coach answers rather than says back: "why does it still sting
 * this much?", "why do I feel like the bad guy?", "is it the job or me?". Each answer claims only
 * what the question itself carries (a feeling they name, a doubt about themselves they ask about);
 * "why is this so hard?" asks for help with the task, and is left to the skill.
 */

/** "Why do I care so much", "why does it still hurt this much", "why does this matter so much to me". */
export const WHY_SO_MUCH =
  /\bwhy (?:do|does) (i|it|this|that)( still)? (care|matter|hurt|sting|bother me|get to me)((?: (?:so|this|that) much)?)((?: to me)?)(?=\s*\?)/i;
/** "Why am I this upset", "why is this one eating me". */
const WHY_AM_I =
  /\bwhy am i( still)? (?:so|this) (upset|gutted|bothered|hurt|cut up|worked up|rattled|shaken)(?=\s*\?)/i;
const WHY_EATING = /\bwhy is (this|it|that)( one)? (eating|getting to|bothering) me\b(?=\s*\?)/i;
/** "Why do I feel like the bad guy", "…like a terrible daughter": a verdict on themselves they doubt. */
export const WHY_FEEL_LIKE =
  /\bwhy do i (?:still )?feel like ((?:the|a|an|such an?) (?:bad guy|villain|baddie|(?:terrible|bad|awful|horrible|rubbish|useless) (?:daughter|son|mother|mum|mom|father|dad|parent|friend|wife|husband|partner|person|sister|brother|boss|manager|carer|teacher|coach)))(?=\s*\?)/i;
/** "Is it the job or me?", "is it me?", "is that just the job or is something off with me?" */
export const IS_IT_ME =
  /\bis (?:it|this|that) (?:just )?(?:(?:the|my) \w+(?: \w+)?|\w+) or (?:is it |is (?:something|it) (?:off|wrong) with )?me\b|^(?:but |so )?is it (?:really )?me\s*\?/i;
const WRONG_WITH_ME = /\b(?:something|it) (?:wrong|off) with me\b/i;
/** "Why do I feel guilty for winning?", "why is a hobby making me this anxious?", "why did I react like that?" */
const WHY_FEEL_THIS =
  /\bwhy (?:do|did) i (?:still )?(?:feel|get|got) (?:so |this |that )?(guilty|anxious|nervous|upset|jealous|low|flat)\b([^?.!]{0,40}?)(?=\s*\?)/i;
const WHY_MAKING_ME =
  /\bwhy (?:is|does|did) (?:this|that|it|an? \w+|my \w+) (?:make|making|made) me (?:so |this |that )?(anxious|nervous|upset|stressed|tense)\b(?=\s*\?)/i;
const WHY_REACTED = /\bwhy did i (?:react|snap|respond|go off) like that\b(?=\s*\?)/i;
/** "Why does this hit so hard afterwards?": the letdown once it is over, which they ask to understand. */
const WHY_HITS_HARD =
  /\bwhy (?:does|did|do|is) (?:this|it|that|everything)(?: one)? (?:hit(?:ting|s)?|land(?:ing|s)?) (?:me )?(?:so|this|that) hard\b([^?.!]{0,30}?)(?=\s*\?)/i;

const HOW_STRONGLY =
  'How strongly you feel it shows how much you care; it is not a sign that something is wrong with you.';
const SEVERAL_WAYS = /\b(?:so|this|that) much\b/;

function sayWhySoMuch(sentence: string): string | undefined {
  const so = WHY_SO_MUCH.exec(sentence);
  if (so) {
    const [, subject = '', still = '', verb = '', much = '', toMe = ''] = so;
    // A bare "why does it matter?" is rhetorical; "so much" or "still" makes it a question about them.
    if (!SEVERAL_WAYS.test(much) && !still) return undefined;
    const own = subject.toLowerCase() === 'i';
    const [head = '', ...tail] = verb.toLowerCase().split(' ');
    const verbed = own ? head : `${head}${/(?:ch|sh|s|x)$/.test(head) ? 'es' : 's'}`;
    const said = you(`${own ? 'you' : subject.toLowerCase()}${still} ${[verbed, ...tail].join(' ')}${much}${toMe}`);
    const reason =
      head === 'matter'
        ? 'because you have put yourself into it'
        : head === 'care'
          ? 'because it matters to you'
          : 'because it mattered to you';
    return `You asked why ${said}: ${reason}. ${HOW_STRONGLY}`;
  }
  const am = WHY_AM_I.exec(sentence);
  const eating = WHY_EATING.exec(sentence);
  const said = am
    ? `you are${am[1] ?? ''} this ${am[2]?.toLowerCase()}`
    : eating
      ? `${eating[1]?.toLowerCase()}${eating[2] ?? ''} is ${eating[3]?.toLowerCase()} you`
      : undefined;
  return said ? `You asked why ${said}: because it ${am ? 'mattered' : 'matters'} to you. ${HOW_STRONGLY}` : undefined;
}

/** The answer to one of these questions in their sentence, or undefined. */
export function answerWhyQuestion(sentence: string): string | undefined {
  const why = sayWhySoMuch(sentence);
  if (why) return why;
  const feeling = WHY_FEEL_THIS.exec(sentence);
  if (feeling?.[1]) {
    const said = `${feeling[1].toLowerCase()} ${you(feeling[2] ?? '')}`.trim();
    return feeling[1].toLowerCase() === 'guilty'
      ? `You asked why you feel ${said}: guilt often turns up when you care about people, even when you have done nothing wrong.`
      : `You asked why you feel ${said}: because it matters to you. ${HOW_STRONGLY}`;
  }
  const making = WHY_MAKING_ME.exec(sentence);
  if (making?.[1])
    return `You asked why it makes you this ${making[1].toLowerCase()}: because it matters to you. ${HOW_STRONGLY}`;
  const hard = WHY_HITS_HARD.exec(sentence);
  if (hard)
    return /\bafter/i.test(hard[1] ?? '')
      ? 'You asked why it hits so hard afterwards: while it is going on you hold yourself together, and once it is over your body lets go of what it was carrying. That letdown is common, and it passes.'
      : `You asked why it hits so hard: because it matters to you. ${HOW_STRONGLY}`;
  if (WHY_REACTED.test(sentence))
    return 'You asked why you reacted like that: a sharp moment usually comes from being tired, stretched or caught off guard, not from who you are.';
  const verdict = WHY_FEEL_LIKE.exec(sentence);
  if (verdict?.[1])
    return `You asked why you feel like ${verdict[1].toLowerCase()}: that feeling usually comes from caring about doing right by people. Feeling it is not proof that you are one.`;
  if (!IS_IT_ME.test(sentence)) return undefined;
  if (WRONG_WITH_ME.test(sentence))
    return 'You asked whether something is wrong with you: nothing you describe says so. It is a common reaction, not a flaw in you.';
  return 'You asked whether it is you: from what you describe, what you are dealing with asks a lot, and feeling it is not a flaw in you.';
}

/** The same questions as parts of a sentence, so the reflection does not also say them back. */
export const WHY_QUESTION_PARTS: readonly RegExp[] = [
  WHY_SO_MUCH,
  WHY_AM_I,
  WHY_EATING,
  WHY_FEEL_LIKE,
  IS_IT_ME,
  WHY_FEEL_THIS,
  WHY_MAKING_ME,
  WHY_REACTED,
  WHY_HITS_HARD,
];
