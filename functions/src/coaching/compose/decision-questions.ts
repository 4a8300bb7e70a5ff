import type { Timing } from '../themes.ts';
import { you } from './their-phrase-parts.ts';

/**
 * "Should I pull out?", "Do I go?", "Do I send it?": one action to take or not, asked of us. Said
 * back ("you're asking yourself: should you pull out") it goes unanswered, and outside judges named
 * that on every set. A coach does not decide for them, but gives the one test that settles it; each
 * family here has its own. A choice between two named options is the decision aid's ("X or Y?").
 */
const ASKED = String.raw`^(?:(?:so|and|but|ok|okay|honestly|genuinely|seriously)[,:]?\s+)*(?:do|should|shall) i (?:just |even |still |actually |maybe |really )?`;
/** Whatever follows the action, without a worried second half ("or will that make it worse") or an aside (", and how"). */
const NOTHING =
  '(?:should i |do i )?(?:just )?(?:leave it|let it go|let it slide|say nothing|stay quiet|keep quiet|keep my mouth shut|keep the peace|keep my head down|bite my tongue|swallow it|ignore it|pretend|wait|not|do nothing)';
const REST = String.raw`((?: [^?.!,]{1,50}?)??)(?:,? or (?:(?:will|would|is|does|am|do|should)\b|${NOTHING}\b)[^?]*|,[^?]*)?\s*\?+\s*$`;

/**
 * Stepping back from something ahead or under way: postponing, pulling out, quitting the course.
 * A bare "should I just give up?" can speak of despair more than of a choice, so it is never
 * answered with "a real reason is a good reason to stop".
 */
const STEP_BACK = new RegExp(
  `${ASKED}(pull out|drop out|withdraw|back out|bail|postpone|reschedule|defer|cancel|push it back|skip (?:it|this one|the \\w+)|sit (?:it|this one) out|stay home|call in sick|say i'?m (?:ill|sick|not well)|pick (?:an? )?easier \\w+|quit (?:the|my|this) \\w+)\\b${REST}`,
  'i',
);
/** An occasion others hold, never a place: "should I go to the bridge?" is no invitation to weigh. */
const OCCASION =
  '(?:wedding|party|funeral|reunion|christening|meeting|dinner|do|ball|gig|concert|show|match|game|class|event|launch|interview|leaving do|barbecue|bbq|celebration|service|memorial|gathering|drinks|hen do|stag do)';
/** Whether to turn up at all: "do I go?", "should I still go to the wedding?". */
const GO = new RegExp(
  `${ASKED}go\\b((?: to (?:it|(?:the|her|his|their|my|our) (?:\\w+ )?${OCCASION}))?)\\s*\\?+\\s*$`,
  'i',
);
/**
 * Saying or sending something: an apology, a correction, a question, a message. "Should I tell
 * someone?" about how they are is asking for help, which the tip never tells them to wait on.
 */
const SPEAK = new RegExp(
  `${ASKED}(send (?:it|this|that|the \\w+|him|her|them)(?! back)|tell (?:him|her|them|my \\w+|the \\w+)|apologi[sz]e|say sorry|ask (?:him|her|them|my \\w+|the \\w+|for|to)|correct (?:it|him|her|them|the \\w+)|bring (?:it|this|that) up|raise (?:it|this|that)|say something|speak up|message (?:him|her|them|first)|text (?:him|her|them)|email (?:him|her|them|the \\w+)|complain|report (?:it|him|her|them))\\b${REST}`,
  'i',
);

const ANSWERS = {
  stepBack: (act: string, ahead: boolean) =>
    `You asked whether you should ${act}. That is your call, and one question helps: has the fear changed, or the facts? Stepping back from the fear alone buys relief now and makes the next time harder; a real reason (your health, the facts, what you want) is a good reason to stop.${ahead ? ' If part of it is a problem you can still work on before then, work on that first and decide after.' : ''}`,
  go: (act: string) =>
    `You asked whether you should ${act}. That is your call, and one test helps: if what keeps you away is the dread of how it will feel, going usually costs less than the dread says, and a plan makes it smaller (a time you will leave, someone to stand with). If staying away protects something that matters to you, that is a real reason, not a failure.`,
  speak: (act: string) =>
    `You asked whether you should ${act}. One test helps: will it put something right, or ask for what you need? Then it is usually worth doing, kept short and said once. If it is mostly to make the awkward feeling stop, let the feeling settle first, and do it if you still want to.`,
};

function said(action: string, rest: string): string {
  return you(`${action}${rest}`.toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * "Do I say something or just leave it?": the second option is doing nothing, so it is the same
 * yes-or-no question about the first. "Bail or ride?": stepping back or going ahead.
 */
const BAIL_OR_GO =
  /^(?:(?:so|ok|okay|honestly)[,:]?\s+)?(?:(?:do|should|shall) i (?:just )?)?(bail|pull out|back out|chicken out|skip it) or (?:ride|go|do it|go for it|stay|race|play|jump|go through with it)\s*\?+\s*$/i;

/** "X or Y?" with a real second option is the decision aid's; "or will that…", "or just leave it" is not. */
const TWO_OPTIONS = new RegExp(`\\bor\\b(?! (?:(?:will|would|is|does|am|do|should)\\b|${NOTHING}\\b))`, 'i');

/** The answer to a yes-or-no question about one action of theirs, or undefined. */
export function answerDecision(sentence: string, timing?: Timing): string | undefined {
  const bail = BAIL_OR_GO.exec(sentence.trim());
  if (bail?.[1]) return ANSWERS.stepBack(said(bail[1], ''), timing === 'before');
  const question = sentence.trim();
  if (TWO_OPTIONS.test(question)) return undefined;
  const back = STEP_BACK.exec(question);
  if (back?.[1]) return ANSWERS.stepBack(said(back[1], back[2] ?? ''), timing === 'before');
  const go = GO.exec(question);
  if (go) return ANSWERS.go(said('go', go[1] ?? ''));
  const speak = SPEAK.exec(question);
  if (speak?.[1]) return ANSWERS.speak(said(speak[1], speak[2] ?? ''));
  return undefined;
}

/** The same questions, for taking them out of what is said back once they are answered. */
export const DECISION_QUESTION_PARTS = [BAIL_OR_GO, STEP_BACK, GO, SPEAK];
