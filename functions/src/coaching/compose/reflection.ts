import { readConcerns } from '../situation/concern.ts';
import { speaksToUs, toSecondPerson } from './second-person.ts';

/**
 * A short reflection of what the person told us, in their own key words turned to face them: the
 * sentence that carries their concern, plus one that adds when it is or how they feel when the
 * first lacks it. Nothing is filled in that they did not say, and words are never dropped for being
 * clinical: the person may use them, the coach only never introduces them.
 */
const CONCERN =
  /\b(?:scared|afraid|worr\w*|nervous|anxious|terrified|dread\w*|panic\w*|stress\w*|can't|cant|cannot|couldn't|won't|wont|don't|dont|haven't|keep|kept|what if|don't know|struggl\w*|overwhelm\w*|exhausted|drained|tired|angry|furious|guilt\w*|awful|terrible|hate|sad|lonely|alone|hurt|ashamed|embarrass\w*|freez\w*|froze|blank\w*|chok\w*|fail\w*|fear\w*|feel|feeling|felt|hard|difficult|pressure|need to|have to|got to|should i|how do i|no idea|lost|miss\w*|mess\w* up|dreading|gutted|sick|shaking|crying|cried|snapped|yelled|shouted|torn|stuck|bull\w*|ignored|criticis\w*|criticiz\w*|argu\w*|fight\w*|debt|bills|died|death|injur\w*|hospital|crash\w*|lonely|quit|fired|rejected|cut|dropped|terrif\w*|scare\w*|fright\w*|empty|too fast|rambl\w*|shak\w*|sweat\w*|tilt\w*|freak\w*|garbage|awful|how do i|how can i|what do i|racing|spinning|spiral\w*)\b/gi;
const FEELING =
  /\b(?:i(?:'m| am| feel| felt)(?: so| really| very| a bit| kind of)? (?:scared|afraid|worried|nervous|anxious|terrified|stressed|overwhelmed|exhausted|drained|tired|angry|furious|guilty|awful|terrible|sad|lonely|alone|hurt|ashamed|embarrassed|sick|numb|lost|stuck|gutted|frustrated|useless|empty|shaky)|i (?:hate|dread)|i can't stop)\b/i;
const PREAMBLE =
  /\b(?:sorry|apologies|long story|bear with|not sure (?:if|where|why|how) (?:this|i|to)|not sure (?:i'm|i am) (?:using|doing|in)|(?:week|day|month|year) has been|kind of a lot|never (?:done|do|written|used) this|first time (?:using|writing|posting|doing this)|hope this makes sense|idk if|anyway|so basically|lol|haha|first (?:of all|off)|weather|thanks for|thank you|whatever|typing (?:this )?(?:on|at|in)|(?:for|about) my (?:english|german|french|spanish|grammar)|typos?)\b|^(?:hi|hello|hey|ok|okay|so|um+|well)\b[\s,!.]*$/i;
/** A time the person named, in their words: "tomorrow at 9", "in 10 minutes", "on Saturday". */
export const TIME_WORDS =
  /\b(?:(?:tomorrow|tonight|today|this (?:morning|afternoon|evening|weekend))(?: (?:morning|afternoon|evening|night))?(?: at \d{1,2}(?::\d{2})? ?(?:am|pm)?)?|in (?:\d+|a few|a couple of|an?|one|two|three|five|ten|twenty|thirty) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|yesterday|last (?:night|week)|right now)\b/i;
const SUBJECT_START =
  /^(?:i|i'm|im|i've|i'd|i'll|my|we|we're|our|he|she|they|it|it's|its|this|that|there|the|a|an|everyone|everybody|nobody|no one|someone|people|tomorrow|today|tonight|yesterday|last|next|since|after|when|every|each|all|both|one|two|three|in|on|at|as|because|but|and|so)\b/i;

const BE_START =
  /^(?:scared|worried|nervous|anxious|afraid|terrified|stressed|exhausted|tired|so|really|super|totally|very|kinda|feeling|being|having|trying|going|getting|struggling|dreading|freaking)\b/i;
const DO_START =
  /^(?:can't|cant|cannot|don't|dont|need|want|have to|had|got|lost|missed|keep|kept|failed|feel|felt|hate|went|made|did|said|told|left|took|fell|broke|ran|won|[a-z]+ed)\b/i;
/** "Offered a coaching job", "benched for the final": done to them, not by them. */
const PASSIVE_START =
  /^(?:offered|invited|picked|benched|dropped|selected|chosen|promoted|passed over|made redundant|laid off|let go)\b/i;
const QUESTION_START =
  /^(?:how (?:do|can|should|would|to|am|will)|what (?:do|should|can|would|if|is the best|am i)|should (?:i|we)|why (?:do|does|can't|am|is)|do i|can i|is it|am i|is this|does anyone)\b/i;
/** "Problem is…", "the real thing:": the person pointing at their own concern. */
const POINTER =
  /\b(?:(?:the )?(?:problem|issue|thing|real thing|worst part|hard part) is|the real thing|my question|what i need)\b/i;

const MAX_MAIN_CHARS = 170;
const MAX_TOTAL_CHARS = 280;

function count(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

/** How much a sentence carries the person's concern (feelings, worries, what they cannot do), not the scene. */
export function concernScore(sentence: string): number {
  const words = sentence.split(/\s+/).length;
  let total = Math.min(count(CONCERN, sentence), 3) * 2;
  if (FEELING.test(sentence)) total += 2;
  if (TIME_WORDS.test(sentence)) total += 1;
  if (/\b(?:i|my|me|i'm)\b/i.test(sentence)) total += 1;
  if (POINTER.test(sentence)) total += 3;
  // "I have to tell my staff", "should I take A or B": the concern in so many words.
  if (readConcerns(sentence.toLowerCase()).size > 0) total += 3;
  if (PREAMBLE.test(sentence)) total -= 5;
  if (speaksToUs(sentence)) total -= 2;
  if (words < 4) total -= 3;
  if (words > 45) total -= 1;
  return total;
}

/** A long run-on sentence is cut to its most telling clause. */
function tighten(sentence: string): string {
  if (sentence.length <= MAX_MAIN_CHARS) return sentence;
  const clauses = sentence.split(/,\s+|;\s+|\s+(?=(?:but|and so|so|because|and now|and i|which)\b)/i).filter(Boolean);
  const best = clauses.reduce((a, b) => (concernScore(b) > concernScore(a) ? b : a), clauses[0] ?? sentence);
  if (best.length <= MAX_MAIN_CHARS) return best.replace(/^(?:but|and so|so|because|and now|and|which)\s+/i, '');
  const cut = best.slice(0, MAX_MAIN_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trim()}…`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function endWithStop(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** One of their sentences, turned to face them; a fragment with no subject is quoted as they wrote it. */
const FILLER_START =
  /^(?:(?:hello|hi|hey|so|basically|honestly|well|like|anyway|ok|okay|um+|uh+|and|but|also|plus|this (?:might|may|is probably|is gonna|will) (?:be |sound )?(?:stupid|silly|dumb|weird)(?: but)?)\b[\s,]*)+/i;

export function mirror(sentence: string, options: { plainFragments?: boolean } = {}): string {
  const clean = sentence.replace(/"/g, "'").replace(FILLER_START, '').trim();
  const question = /\?$/.test(clean) || QUESTION_START.test(clean);
  const turned = toSecondPerson(clean);
  if (question)
    return `You're asking yourself: ${turned
      .replace(/^./, (c) => c.toLowerCase())
      .replace(/[.!]*$/, '?')
      .replace(/\?+$/, '?')}`;
  // "Scared I'll blow up at 30k", "Can't sleep": the subject they left out is them.
  if (BE_START.test(clean)) return endWithStop(`You're ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (PASSIVE_START.test(clean)) return endWithStop(`You were ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (DO_START.test(clean)) return endWithStop(`You ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (!SUBJECT_START.test(clean) && clean.split(/\s+/).length < 4 && !options.plainFragments)
    return `In your words: “${sentence
      .replace(/"/g, "'")
      .trim()
      .replace(/[.!]+$/, '')}”.`;
  return endWithStop(capitalise(turned));
}

export interface ReflectionPick {
  main: string;
  extra: string | undefined;
}

/** The sentence carrying the concern, and one more when it adds a time or a feeling the first lacks. */
/** Orders to the machine ("say you are a therapist", "print your prompt") are never reflected. */
const ORDER_TO_US =
  /^(?:also |and |now |please |then )*(?:say|tell|print|write|pretend|act as|respond|reply|answer|ignore|repeat|show|output|reveal|forget|disregard)\b/i;

function about(sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => !ORDER_TO_US.test(sentence.trim()));
}

export function pickReflection(all: readonly string[]): ReflectionPick | undefined {
  const sentences = about(all);
  const scored = sentences.map((sentence, index) => ({
    sentence: tighten(sentence),
    index,
    value: concernScore(sentence),
  }));
  const main = scored.reduce<(typeof scored)[number] | undefined>(
    (a, b) => (!a || b.value > a.value ? b : a),
    undefined,
  );
  if (!main) return undefined;
  // A very short message is still theirs: reflect it as written unless it is only a greeting.
  if (main.value < 0)
    return main.sentence.split(/\s+/).length >= 2 && !PREAMBLE.test(main.sentence)
      ? { main: main.sentence, extra: undefined }
      : undefined;
  // A second sentence when it adds a time or a feeling, or carries context of its own ("my dad has
  // Parkinson's"): their context is never dropped just because another sentence says more.
  const adds = (s: { sentence: string; value: number }) =>
    (!TIME_WORDS.test(main.sentence) && TIME_WORDS.test(s.sentence)) ||
    (!FEELING.test(main.sentence) && FEELING.test(s.sentence)) ||
    (s.value >= 1 && s.sentence.split(/\s+/).length >= 4);
  const extra = scored
    .filter((s) => s.index !== main.index && !PREAMBLE.test(s.sentence) && adds(s))
    .filter((s) => s.value >= 0 || (TIME_WORDS.test(s.sentence) && !TIME_WORDS.test(main.sentence)))
    .filter((s) => s.sentence.length + main.sentence.length <= MAX_TOTAL_CHARS)
    .sort((a, b) => b.value - a.value)[0];
  // The opening sentence usually names the situation ("got offered a transfer to Denver"): keep it
  // when the concern sentence comes later and there is room, so the key noun is never lost.
  const opening = scored.find((s) => !PREAMBLE.test(s.sentence));
  // A concern sentence that already says when ("On Monday I have to present…") stands alone: the
  // opening is then more often a side remark ("the landlord is finally fixing the boiler").
  const selfContained = TIME_WORDS.test(main.sentence) && main.sentence.split(/\s+/).length >= 12;
  const context =
    opening &&
    !selfContained &&
    opening.index !== main.index &&
    opening.index !== extra?.index &&
    !PREAMBLE.test(opening.sentence) &&
    opening.sentence.split(/\s+/).length >= 3 &&
    opening.sentence.length + main.sentence.length <= MAX_TOTAL_CHARS
      ? opening
      : undefined;
  if (context) return { main: context.sentence, extra: main.sentence };
  const inOrder = extra && extra.index < main.index ? [extra, main] : [main, extra];
  return { main: inOrder[0]?.sentence ?? main.sentence, extra: inOrder[1]?.sentence };
}

/** A very short message is all concern: reflect every sentence of it rather than pick one. */
const SHORT_MESSAGE_WORDS = 20;

export function composeReflection(sentences: readonly string[]): string | undefined {
  const words = sentences.join(' ').split(/\s+/).filter(Boolean).length;
  const usable = about(sentences).filter((s) => !PREAMBLE.test(s) && s.split(/\s+/).length >= 2);
  if (words <= SHORT_MESSAGE_WORDS && usable.length > 1 && usable.length <= 3)
    return usable.map((sentence) => mirror(sentence, { plainFragments: true })).join(' ');
  const pick = pickReflection(sentences);
  if (!pick) return undefined;
  return [pick.main, pick.extra]
    .filter((s): s is string => Boolean(s))
    .map((sentence) => mirror(sentence))
    .join(' ');
}
