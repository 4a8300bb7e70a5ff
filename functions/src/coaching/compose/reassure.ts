import type { Timing } from '../themes.ts';
import { ALLOWED_QUESTION_PARTS, answerAllowedQuestion } from './allowed-questions.ts';
import { answerDecision, DECISION_QUESTION_PARTS } from './decision-questions.ts';
import { gerund } from './gerund.ts';
import { answerPlainQuestion, PLAIN_QUESTION_PARTS } from './plain-questions.ts';
import { you } from './their-phrase-parts.ts';
import { readable } from './their-words.ts';
import { answerWhyQuestion, WHY_QUESTION_PARTS } from './why-questions.ts';

/**
 * "Is that normal?", "Am I overreacting?", "Do other people feel like this?": a question about a
 * feeling they have just told us, asked to know whether they are all right. Said back as a question
 * it goes unanswered; a coach answers it first. Only asked of a feeling: "is it bad to bring it up
 * tonight?" is a choice and "picked the same song, is that stupid" is a plan, so neither is answered
 * here.
 */
const JUDGED_WORDS =
  'normal|ok|okay|wrong|awful|bad|terrible|horrible|selfish|weird|strange|mad|daft|silly|stupid|petty|ridiculous|pathetic|unreasonable|crazy|dramatic';
/** What a "to…" may ask about: a feeling or state of theirs ("to be this gutted", "to mind", "to want a cut-off"). */
const TO_FEEL = String.raw`(?:feel|freeze|panic|shake|blank|cry|still (?:think|feel|care|mind)|be (?:this|so|that|a bit|still|this much) \w+|mind|want|miss|care)\b[^?.!]{0,60}?`;
/** "Is this normal after a day like that?", "…for a first week?": when, said after the word, not what. */
const WHEN_SAID = String.raw`(?: (?:after|for|at|in|on|during) (?:a|an|the|this|that|my|your|such|someone|somebody|people|\w+ days?|\w+ weeks?)\b[^?.!,]{0,40}?)`;
/** "Or is something wrong with me?", "or am I being weird?": the doubt about themselves behind it. */
const OR_ME =
  '(?:,? or (?:is (?:there )?(?:something|it) (?:wrong|off) with me|am i (?:being )?(?:weird|mad|crazy|dramatic|overreacting)))';
const JUDGED = new RegExp(
  String.raw`(?:\b(?:is|isn'?t) (?:(?:it|that|this) (?:just |a bit |kind of |really )?|(?=normal\b))|(?:^|\s[-–—]\s)(?:a bit |bit |kind of )?(?=\w+\s*(?:\?|to\b)))(${JUDGED_WORDS})\b(?: to (${TO_FEEL})| that ([^?.!]{3,60}?)|${WHEN_SAID})?(${OR_ME})?(?:\s+and (?:how|what|when|should|can)\b[^?.!]*)?\s*[?.!]*\s*$`,
  'i',
);
/** "It's a bit mad to be nervous about shouting in a hat, isn't it?" */
const TAGGED = new RegExp(
  String.raw`\b(?:it'?s|that'?s|it is) (?:a bit |kind of |pretty |quite )?(${JUDGED_WORDS}) to ([^?]{3,80}?),? isn'?t it\s*[?.!]*\s*$`,
  'i',
);
/** "That I'm jealous", "this feels like my job": the "that…" is about a feeling, not an act. */
const FEELING_CLAUSE = /\b(?:i'?m|i am|i (?:feel|felt|care|mind|want|miss|hate|resent|envy|still)|feels? like)\b/i;
const OVERREACTING = /\bam i (?:overreacting|over-reacting|being (?:dramatic|silly|oversensitive|over-sensitive))\b/i;
/** "Is it OK to sit on the floor?", "is it bad to rest?": asking leave to look after themselves. */
const REST_ALLOWED =
  /\b(?:is|would) (?:it|that) (?:be )?(?:ok|okay|alright|all right|bad|wrong|lazy|selfish) (?:to|if i) (?:just )?((?:rest|sit (?:down|on the floor|for a (?:minute|bit))|lie down|have a (?:rest|break|nap|cry|sit down)|take (?:a|the) (?:break|nap|day off|afternoon off|evening off)|sleep (?:in|for a bit)|cry|go home early))\b[^?.!]*\?*\s*$/i;
const NOT_ALONE =
  /\b(?:do|does) (?:other people|others|anyone else|everyone else) (?:feel|get|go through) (?:like )?this\b|\bis it just me\b/i;
/** What the question is about: a feeling of theirs said just before it, or in the same breath. */
const THEIR_FEELING =
  /\b(?:i (?:just |still |keep |always )?(?:cry|cried|crying|resent|hate|envy|miss|feel|felt|dread)|i'?m (?:so |still |really )?(?:numb|empty|lonely|jealous|angry|sad|scared|embarrassed|relieved|low|blank|guilty)|(?:felt|feel|feeling) (?:completely |so |really )?\w+|crying|cried|sobbed|broke down|fell apart|lonely|stewing|(?:keep|kept) (?:picturing|replaying|thinking about|going over)|froze|frozen|freeze|panic|panicked|panicking|cring\w*|gutted|shaking)\b/i;

/**
 * A reaction told anywhere before a bare "is this normal?": coming home quiet, snapping, a body that
 * will not settle. Only "normal" reads this far back; "is that weird?" still needs a feeling beside it.
 */
const REACTION_TOLD =
  /\b(?:angry|anger|snap\w*|irritable|on edge|wired|flat|hollow|numb|tearful|cry\w*|go(?:ing)? quiet|went quiet|(?:can'?t|cannot|couldn'?t) (?:sleep|switch off|focus|concentrate|stop)|jumpy|shaky|shaking|exhausted|drained|dread\w*)\b/i;

function lastTwo(sentences: readonly string[], at: number): string {
  return sentences.slice(Math.max(0, at - 1), at + 1).join(' ');
}

/** "I resent them" named as a thing, "resenting them", so "that" in their question says what it is. */
const FEELING_SAID =
  /\bi (?:just |still |really |kind of )?(cry|cried|resent|hate|envy|miss|dread|panic|cringe)\b([^.!?,;]{0,40})|\bi(?:'m| am| feel| felt) (?:so |completely |really |just )?(numb|empty|lonely|jealous|blank|relieved)\b/i;

/** "I keep picturing something going wrong", "still stewing about it": a mind going over it. */
const GOING_OVER = /\b(?:still|keep|kept) (picturing|replaying|stewing|thinking about|going over)\b([^.!?,;]{0,40})/i;

function whatIsJudged(before: string): string {
  const over = GOING_OVER.exec(before);
  if (over?.[1]) return you(`${over[1].toLowerCase()}${over[2] ?? ''}`).trim();
  const found = FEELING_SAID.exec(before);
  if (!found) return 'that';
  if (found[3]) return `feeling ${found[3].toLowerCase()}`;
  return you(`${gerund(found[1] ?? '')}${found[2] ?? ''}`).trim();
}

/** Said "it is" these answer yes; the rest ("weird", "wrong", "daft") are answered "it is not". */
const PLAIN = ['normal', 'ok', 'okay'];
const MORAL = ['wrong', 'awful', 'bad', 'terrible', 'horrible', 'selfish', 'petty', 'unreasonable'];

/** "Did I do something wrong?" after an account with no act of theirs in it to answer for. */
const DID_WRONG = /\b(?:did i do (?:something|anything) wrong|was (?:it|this|that) my fault)\b\s*\?+\s*$/i;
const OWN_ACT =
  /\b(?:i (?:snapped|shouted|screamed|yelled|swore|forgot|missed|dropped|broke|lost (?:it|my temper)|made (?:a|the) mistake|messed (?:it )?up|got (?:it|that) wrong|should have|shouldn'?t have|said (?:something|the wrong))|my (?:fault|mistake|error))\b/i;

function sayJudged(word: string, what: string, seed: number, doubtsThemselves: boolean): string {
  if (PLAIN.includes(word))
    return seed % 2 === 0 && !doubtsThemselves
      ? `You asked whether ${what}: it is, and a lot of people would feel the same.`
      : `You asked whether ${what}: it is. It is a common reaction, not a sign that something is wrong with you.`;
  if (/^want\b/.test(what.replace(/^it is \w+ to /, '')))
    return `You asked if ${what}: it is not. Wanting that makes sense, and it is allowed.`;
  if (MORAL.includes(word))
    return `You asked if ${what}: it is not. A feeling is not a wrong, and this one makes sense.`;
  return `You asked if ${what}: it is not. It makes sense, given how much this means to you.`;
}

function answerJudged(sentences: readonly string[], at: number, seed: number): string | undefined {
  const sentence = sentences[at] ?? '';
  const tagged = TAGGED.exec(sentence);
  if (tagged?.[1] && tagged[2])
    return sayJudged(
      tagged[1].toLowerCase(),
      `it is ${tagged[1].toLowerCase()} to ${you(tagged[2].trim())}`,
      seed,
      false,
    );
  const judged = JUDGED.exec(sentence);
  if (!judged?.[1]) return undefined;
  const [, found = '', toClause, thatClause, orMe] = judged;
  if (thatClause && !FEELING_CLAUSE.test(thatClause)) return undefined;
  // A "to…" or "that…" names the feeling itself; a bare "is that weird?" needs one said just before.
  const reactionBefore = found.toLowerCase() === 'normal' && REACTION_TOLD.test(sentences.slice(0, at).join(' '));
  if (!toClause && !thatClause && !THEIR_FEELING.test(lastTwo(sentences, at)) && !reactionBefore) return undefined;
  const word = found.toLowerCase();
  const what = toClause
    ? `it is ${word} to ${you(readable(toClause).trim())}`
    : thatClause
      ? `it is ${word} that ${you(thatClause.trim())}`
      : `${whatIsJudged(sentences[at - 1] ?? '')} is ${word}`;
  return sayJudged(word, what, seed, Boolean(orMe));
}

/**
 * "Is it normal to want to disappear?", "am I selfish for wanting it all to stop?": a question about
 * wanting to not be here is never answered "it is" or "it is allowed"; the gate has asked about it,
 * and the rest of the tip speaks to them.
 */
const NOT_BEING_HERE =
  /\b(?:disappear\w*|vanish\w*|die|dying|dead|not (?:be here|exist|wake up)|not being (?:here|around|alive)|end (?:it|it all|things|my life|everything)|(?:it all|everything) to stop|hurt(?:ing)? myself|kill\w*|sleep forever|give up on (?:life|everything)|run away from (?:it all|everything)|(?:be|being) gone)\b/i;
/** A goodbye written or a high place named anywhere in the message: no question in it is answered. */
const FAREWELL_OR_PLACE =
  /\b(?:goodbye (?:letters?|notes?|messages?|texts?)|farewell|(?:last|final) (?:letters?|notes?|messages?)|bridge|cliff|ledge|railway tracks|the tracks|rooftop|roof|disappear\w*|not (?:be here|exist|wake up))\b/i;

export function answerReassurance(sentences: readonly string[], seed = 0, timing?: Timing): string | undefined {
  if (sentences.some((sentence) => FAREWELL_OR_PLACE.test(sentence))) return undefined;
  for (const [at, sentence] of sentences.entries()) {
    if (NOT_BEING_HERE.test(sentence)) continue;
    if (DID_WRONG.test(sentence) && !sentences.some((said) => OWN_ACT.test(said.replace(DID_WRONG, ''))))
      return 'You asked whether you did something wrong: nothing you describe says you did.';
    if (OVERREACTING.test(sentence))
      return 'You asked if you are overreacting: from what you describe, the feeling makes sense.';
    if (NOT_ALONE.test(sentence)) return 'You are not the only one: a lot of people feel this in a moment like yours.';
    const rest = REST_ALLOWED.exec(sentence);
    if (rest?.[1])
      return `You asked whether it is OK to ${you(rest[1].toLowerCase())}: it is. Resting is part of keeping going, not a break from it.`;
    const answer =
      answerAllowedQuestion(sentence) ??
      answerPlainQuestion(sentence, sentences.join(' '), timing) ??
      answerJudged(sentences, at, seed) ??
      answerWhyQuestion(sentence) ??
      answerDecision(sentence, timing);
    if (answer) return answer;
  }
  return undefined;
}

const QUESTION_PART = new RegExp(
  `[,;]?\\s*(?:${[OVERREACTING, NOT_ALONE, REST_ALLOWED, JUDGED, TAGGED, DID_WRONG, ...WHY_QUESTION_PARTS, ...DECISION_QUESTION_PARTS, ...ALLOWED_QUESTION_PARTS, ...PLAIN_QUESTION_PARTS].map((re) => re.source.replace(/\\s\*\[\?\.!\]\*\\s\*\$$/, '')).join('|')})[^.!?]*[?.!]*`,
  'gi',
);

/** Their sentences without the question answered, so the reflection does not also say it back. */
export function withoutReassuranceQuestion(sentences: readonly string[]): string[] {
  return sentences.map((sentence) => sentence.replace(QUESTION_PART, '').trim()).filter(Boolean);
}
