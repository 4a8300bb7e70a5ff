import { readConcerns } from '../situation/concern.ts';
import { NOT_GOOD_ENOUGH } from './broad-stakes.ts';
import { paraphrase } from './paraphrase.ts';
import { readsAsSecondLanguage } from './second-language.ts';
import { speaksToUs, toSecondPerson } from './second-person.ts';
import { type Clause, clausesOf, readable } from './their-words.ts';

/**
 * A short reflection of what the person told us, in their own key words turned to face them: the
 * sentence that carries their concern, plus one that adds when it is or how they feel when the
 * first lacks it. Nothing is filled in that they did not say, and words are never dropped for being
 * clinical: the person may use them, the coach only never introduces them.
 */
const CONCERN =
  /\b(?:scared|afraid|worr\w*|nervous|anxious|terrified|dread\w*|panic\w*|stress\w*|can't|cant|cannot|couldn't|won't|wont|don't|dont|haven't|keep|kept|what if|don't know|struggl\w*|overwhelm\w*|exhausted|drained|tired|angry|furious|guilt\w*|awful|terrible|hate|sad|lonely|alone|hurt|ashamed|embarrass\w*|freez\w*|froze|blank\w*|chok\w*|fail\w*|fear\w*|feel|feeling|felt|hard|difficult|pressure|need to|have to|got to|should i|how do i|no idea|lost|miss\w*|mess\w* up|dreading|gutted|sick|shaking|crying|cried|snapped|yelled|shouted|torn|stuck|bull\w*|ignored|criticis\w*|criticiz\w*|argu\w*|fight\w*|debt|bills|died|death|injur\w*|hospital|crash\w*|lonely|quit|fired|rejected|cut|dropped|terrif\w*|scare\w*|fright\w*|empty|too fast|rambl\w*|shak\w*|sweat\w*|tilt\w*|freak\w*|garbage|awful|how do i|how can i|what do i|racing|spinning|spiral\w*)\b/gi;
const FEELING =
  /\b(?:i(?:'m| am| feel| felt)(?: so| really| very| a bit| kind of)? (?:scared|afraid|worried|nervous|anxious|terrified|stressed|overwhelmed|exhausted|drained|tired|angry|furious|guilty|awful|terrible|sad|lonely|alone|hurt|ashamed|embarrassed|sick|numb|lost|stuck|gutted|frustrated|useless|empty|shaky)|i (?:hate|dread|resent|envy)|i can't stop)\b/i;
const PREAMBLE =
  /\b(?:sorry|apologies|long story|bear with|not sure (?:if|where|why|how) (?:this|i|to)|not sure (?:i'm|i am) (?:using|doing|in)|(?:week|day|month|year) has been|kind of a lot|never (?:done|do|written|used) this|first time (?:using|writing|posting|doing this)|hope this makes sense|idk if|anyway|so basically|first (?:of all|off)|weather|thanks for|thank you|whatever|typing (?:this )?(?:on|at|in)|(?:for|about) my (?:english|german|french|spanish|grammar)|(?:sorry|excuse) (?:for )?(?:the |any |my )?typos?)\b|^(?:hi|hello|hey|ok|okay|so|um+|well)\b[\s,!.]*$/i;
/** Laughter ("lol", "haha") softens a sentence; it does not make its words a preamble. */
const LAUGHTER = /\s*\b(?:lol|lmao|haha+|hehe)\b/gi;
function isPreamble(text: string): boolean {
  const words = text.replace(LAUGHTER, '').trim();
  return words.length === 0 || PREAMBLE.test(words);
}

/** A time the person named, in their words: "tomorrow at 9", "in 10 minutes", "on Saturday". */
export const TIME_WORDS =
  /\b(?:(?:tomorrow|tonight|today|this (?:morning|afternoon|evening|weekend))(?: (?:morning|afternoon|evening|night))?(?: at \d{1,2}(?::\d{2})? ?(?:am|pm)?)?|in (?:\d+|a few|a couple of|an?|one|two|three|five|ten|twenty|thirty) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|yesterday|last (?:night|week)|right now)\b/i;
const SUBJECT_START =
  /^(?:i|i'm|im|i've|i'd|i'll|my|we|we're|our|he|she|they|it|it's|its|this|that|there|the|a|an|everyone|everybody|nobody|no one|someone|people|tomorrow|today|tonight|yesterday|last|next|since|after|when|every|each|all|both|one|two|three|in|on|at|as|because|but|and|so)\b/i;

const BE_START =
  /^(?:scared|worried|nervous|anxious|afraid|terrified|stressed|exhausted|tired|so|really|super|totally|very|kinda|feeling|being|having|trying|going|getting|struggling|dreading|freaking)\b/i;
const DO_START =
  /^(?:can't|cant|cannot|don't|dont|need|want|have to|had|got|lost|missed|keep|kept|failed|feel|felt|hate|went|made|did|said|told|left|took|fell|broke|ran|won|gave|lent|sent|tore|threw|forgot|blew|spent|found|saw|heard|came|began|caught|knew|met|paid|quit|slept|spoke|stood|swam|thought|wrote|know|froze|shot|hit|let|put|bit|laid|stood|woke|ate|drove|rode|chose|sang|[a-z]+ed)\b/i;
/** "Happened yesterday": a thing happened, not the person. */
const EVENT_START = /^(?:happened|went (?:wrong|badly|south)|turned out)\b/i;
/** "Giving a toast tomorrow", "caring for my dad": they left out "I'm"; "Training is at 7" has its subject. */
const ING_START =
  /^(?!(?:\w*thing|morning|evening|spring|ring|king|wing|string|sibling|building|meeting|wedding|ceiling|swing|pudding|darling|bring|sing|sting|cling|wring|during|including|according|regarding|following|pending|considering)\b)[a-z]{3,}ing (?=(?:a|an|the|my|our|his|her|their|your|for|to|at|on|in|with|about|up|out|over|through|back|off|it|this|that|them|him|me|home|next|tomorrow|tonight|today)\b)(?!.*\b(?:is|was|are|were|i|i'm)\b)/i;
/** "Offered a coaching job", "benched for the final": done to them, not by them. */
const PASSIVE_START =
  /^(?:offered|invited|picked|benched|dropped|selected|chosen|promoted|passed over|made redundant|laid off|let go)\b(?! (?:the|a|an|my|his|her|their|our|it|two|three|\d+) )/i;
const QUESTION_START =
  /^(?:how (?:do|can|should|would|to|am|will)|what (?:do|should|can|would|if|is the best|am i)|should (?:i|we)|why (?:do|does|can't|am|is)|do i|can i|is it|am i|is this|does anyone|what'?s wrong with)\b/i;
/** "Problem is…", "the real thing:": the person pointing at their own concern. */
const POINTER =
  /\b(?:(?:the )?(?:problem|issue|thing|real thing|worst part|hard part) is|the real thing|my question|what i need|it'?s the .{1,30} that (?:scares|worries|gets|terrifies) me)\b/i;
/** They say which of many things matters: "the promotion panel, which is the thing I actually care about". */
const WHAT_MATTERS =
  /\b(?:the (?:only |one )?thing i (?:actually |really |truly )?care about|what (?:really |actually )?matters (?:most|to me))\b/i;
/** A clause that only reports someone else's view: "my wife says don't", "the coach thinks I'm ready". */
const REPORTED_ONLY =
  /^(?:my|the|his|her|our|their) (?:\w+ ){0,2}(?:says?|said|thinks?|keeps? saying|reckons?)\b[^,;]{0,25}$/i;
/** Called in for a word: "we'll talk about that later", "can I have a word", "see me in my office". */
const SUMMONED =
  /\b(?:we'?ll (?:talk|speak|have a (?:chat|word)) about (?:that|this|it)|(?:can|could) i have a (?:quick )?word|(?:come and )?see me (?:after|in my office|later|tomorrow|first thing)|wants? (?:a word|to see me)|we need to talk)\b/i;
/** What they say is NOT the trouble ("not worried about being tired", "quiet is fine"). */
const NOT_THE_CONCERN =
  /^(?:not\b|(?:i'm|i am|it's|its) not (?:worried|scared|bothered|about|the)\b)|\b(?:isn't|is not|not) the (?:problem|issue)\b|\b(?:i'm|is|are) (?:fine|ok|okay)\b/i;
/** "It's that I second guess…", "the issue is I'm studying…": the pointer is dropped when said back. */
const POINTER_LEAD =
  /^(?:it'?s that|the (?:problem|issue|thing|real thing|worst part|hard part) is(?: that)?)\s+(?=(?:i|i'm|my|we|it|the)\b)/i;

/** What keeps happening to them ("I always top it", "every time I try it", "I bail at the top"). */
const PATTERN =
  /\b(?:always|every (?:single )?time|never|again|any more|anymore|bail\w*|tense\w* up|rush\w*|second[- ]guess\w*|flustered|rambl\w*|freez\w*|shak\w*|tremb\w*|don't (?:even )?want|what if|(?:losing|lost) (?:it|focus|patience|my nerve)|twice|worse|pounding|racing|sweaty|cold|jelly|dry mouth|heart|stomach|wonder\w* (?:if|whether)|can't think)\b/i;

/**
 * What is going on inside them, the part a coach answers: a body giving the nerves away ("my throat
 * goes tight"), a doubt about themselves ("not clever enough"), a state that stays ("I have been numb
 * since"), a feared picture that keeps them awake. Without it the scene around it ("I handed over on
 * time", "the older kids keep joking") can lead the reflection.
 */
const INNER_STATE = new RegExp(
  String.raw`\b(?:(?:legs|hands|voice|knees|mouth|throat|mind|head|heart|stomach|chest|arms?) (?:\w+ )?(?:go|goes|going|went|are|is|was|were|gets?|got|starts?|turns?)(?: (?:all|completely|totally|so|really))? (?:to )?(?:jelly|shak\w*|dry|blank|empty|pounding|racing|tight|numb|weak|wobbl\w*|trembl\w*|to mush)|(?:i'?ve|i have|been) (?:\w+ )?(?:numb|fried|wrecked|shattered|on edge|in bits|a mess)|(?:lying|lie|lay) awake|(?:keep |kept )?(?:picturing|imagining) (?:\w+ )?(?:a |the |my |me |myself |her |him |them |it |getting |going |being |messing |making )?)|${NOT_GOOD_ENOUGH.source}`,
  'i',
);

const MAX_MAIN_CHARS = 170;
const MAX_TOTAL_CHARS = 300;

function count(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
}

/** How much a sentence carries the person's concern (feelings, worries, what they cannot do), not the scene. */
export function concernScore(sentence: string, clause = false): number {
  const words = sentence.split(/\s+/).length;
  let total = Math.min(count(CONCERN, sentence), 3) * 2;
  if (FEELING.test(sentence)) total += 2;
  if (INNER_STATE.test(sentence)) total += 4;
  if (TIME_WORDS.test(sentence)) total += 1;
  if (/\b(?:i|my|me|i'm)\b/i.test(sentence)) total += 1;
  if (POINTER.test(sentence)) total += 3;
  // "I'm fine in training but…" goes on to the concern; only a clause that stops there is set aside.
  if (clause && NOT_THE_CONCERN.test(sentence.trim()) && !/\bbut\b/i.test(sentence)) total -= 4;
  if (clause && WHAT_MATTERS.test(sentence)) total += 6;
  // "The officer said 'we'll talk about that later'": a talk ahead that they dread.
  if (SUMMONED.test(sentence)) total += 4;
  if (clause && PATTERN.test(sentence)) total += 2;
  // Said of themselves ("I keep…", "my arm…") rather than of the scene ("race is at 9").
  if (
    clause &&
    /^(?:i|i'm|i've|i'll|my|me|scared|worried|nervous|anxious|afraid|terrified|dreading)\b/i.test(sentence.trim())
  )
    total += 1;
  // "I have to tell my staff", "should I take A or B": the concern in so many words.
  if (readConcerns(sentence.toLowerCase()).size > 0) total += 3;
  if (isPreamble(sentence)) total -= 5;
  if (speaksToUs(sentence)) total -= 2;
  if (words < 4) total -= clause && (count(CONCERN, sentence) > 0 || PATTERN.test(sentence)) ? 1 : 3;
  if (words > 45) total -= 1;
  return total;
}

/** A long run-on sentence is cut to its most telling clause. */
function tighten(sentence: string): string {
  if (sentence.length <= MAX_MAIN_CHARS) return sentence;
  const clauses = sentence.split(/,\s+|;\s+|\s+(?=(?:but|and so|so|because|and now|and i|which)\b)/i).filter(Boolean);
  const best = clauses.reduce(
    (a, b) => (concernScore(b, true) > concernScore(a, true) ? b : a),
    clauses[0] ?? sentence,
  );
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

/** "I sit in a gallery all day and somehow I'm anxious the whole time?": a statement said with a rising tone. */
// "…and I do not know what to say?" says what they do not know; it asks nothing.
const RISING_STATEMENT =
  /^(?:i|i'm|im|i've|my|we|we're|our)\b(?![^?]*\b(?<!\b(?:know|knowing|sure|idea) )(?:or|whether|why|how|what)\b)/i;

export function mirror(sentence: string, options: { plainFragments?: boolean } = {}): string {
  const said = sentence.replace(/"/g, "'").replace(FILLER_START, '').trim();
  const rising = /\?$/.test(said) && RISING_STATEMENT.test(said);
  const clean = rising ? said.replace(/\?+$/, '.') : said;
  const question = /\?$/.test(clean) || QUESTION_START.test(clean);
  const turned = toSecondPerson(clean);
  const ask = question ? asWhatTheyAsk(turned.replace(/[.!]*$/, '')) : undefined;
  if (ask) return `You want to know ${ask}.`;
  if (question)
    return `You're asking yourself: ${turned
      .replace(/^./, (c) => c.toLowerCase())
      .replace(/[.!]*$/, '?')
      .replace(/\?+$/, '?')}`;
  // "Scared I'll blow up at 30k", "Can't sleep": the subject they left out is them.
  if (/^(?:still|just|really|also) \w+ing\b/i.test(clean))
    return endWithStop(`You're ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (
    /^(?:still|just|never|always|really|also) (?!\w+ (?:is|are|was|were)\b)/i.test(clean) &&
    !SUBJECT_START.test(clean)
  )
    return endWithStop(`You ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (EVENT_START.test(clean)) return endWithStop(`It ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  // "Was teaching my daughter to ride", "Sat in a car park outside…": they left out "I".
  if (/^was \w+ing\b/i.test(clean)) return endWithStop(`You were ${turned.replace(/^was\s+/i, '')}`);
  if (/^sat (?:in|on|at|outside|by|with)\b/i.test(clean))
    return endWithStop(`You're sitting ${turned.replace(/^sat\s+/i, '')}`);
  // "Been 20 mins of arguing": it has been, not they have.
  if (/^been (?:\d+|a few|ten|twenty|thirty) (?:mins?|minutes|hours?|hrs|days|weeks) of\b/i.test(clean))
    return endWithStop(`It's ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (/^been\b/i.test(clean)) return endWithStop(`You've ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (BE_START.test(clean)) return endWithStop(`You're ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (PASSIVE_START.test(clean)) return endWithStop(`You were ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  // "Ofsted are in the building": a name that ends in -ed, followed by its verb, is not a past act of theirs.
  // "Met Office amber warning", "Certified Cicerone exam is in three weeks": a name that starts with a verb's spelling.
  const namedSubject =
    /^[a-z]+ed (?:are|is|was|were|have|has|will|say|says)\b|^Met (?:Office|Police)\b/i.test(clean) ||
    /^[A-Z][a-z]+ed [A-Z]\w* (?:\w+ ){0,2}(?:is|are|was|were)\b/.test(clean);
  if (DO_START.test(clean) && !/^[A-Z]{2,}\b/.test(clean) && !namedSubject)
    return endWithStop(`You ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (ING_START.test(clean)) return endWithStop(`You're ${turned.replace(/^./, (c) => c.toLowerCase())}`);
  if (!SUBJECT_START.test(clean) && clean.split(/\s+/).length < 4 && !options.plainFragments)
    return `In your words: “${sentence
      .replace(/"/g, "'")
      .trim()
      .replace(/[.!]+$/, '')}”.`;
  return endWithStop(capitalise(turned));
}

/**
 * "Not because my legs are gone." denies a reason: split at "because", its clause would be said back
 * as the very thing they denied. What follows a "but" in it ("not because I'm lazy but because I'm
 * scared") is what they affirm.
 */
const DENIED_REASON = /^(?:(?:and|but|it'?s|it is|its|and it'?s)\s+)?not (?:because|cos|cause|that)\b/i;
function withoutDenials(sentences: readonly string[]): string[] {
  return sentences.flatMap((sentence) => {
    const said = sentence.trim();
    if (!DENIED_REASON.test(said)) return [sentence];
    const affirmed = said.split(/,?\s+but\s+(?:(?:because|cos|that)\s+)?/i)[1];
    return affirmed && affirmed.split(/\s+/).length >= 2 ? [affirmed] : [];
  });
}

/** Orders to the machine ("say you are a therapist", "print your prompt") are never reflected. */
const ORDER_TO_US =
  /^(?:also |and |now |please |then )*(?:say|tell|print|write|pretend|act as|respond|reply|answer|ignore|repeat|show|output|reveal|forget|disregard)\b/i;

function about(sentences: readonly string[]): string[] {
  return withoutDenials(sentences.filter((sentence) => !ORDER_TO_US.test(sentence.trim())));
}

/** "Keeper here", "coach of a U12 team": an introduction, said back it reads as a parrot. */
const INTRODUCTION =
  /^(?:\w+\s){0,3}here[.!:]*$|^(?:i'm|i am|im) (?:a|an) \w+(?: \w+)?[.!]*$|^(?:i'm|i am|im) (?:in|part of|on) (?:a|an|the|our|my) (?:\w+ ){0,2}(?:group|band|team|choir|club|crew|squad|company|troupe|orchestra|society|league)[.!]*$/i;
/** A shrug on its own ("I don't know.", "you know", "so yeah") says nothing to reflect. */
const SHRUG = /^(?:(?:i )?(?:don't|do not) know|you know|i guess|so yeah|yeah|whatever|anyway)[.!…]*$/i;
/** A time, a countdown or "now" they named; those facts are what make a reflection theirs. */
export const WHEN =
  /(?:\bnow$|\b(?:right now|tonight|today|tomorrow|yesterday|this (?:morning|afternoon|evening|weekend|week)|next (?:week|month|year|season|\w+day)|(?:on |by |this |last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|a few|a couple of|an?|one|two|three|four|five|six|ten|twenty|thirty) (?:minutes?|hours?|days?|weeks?|months?)|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|\d{1,2}:\d{2}|(?:the )?(?:half-?time|changeover|intermission)|(?:\d+|two|three|four|five|ten) (?:minutes|hours|days|weeks) (?:left|to go|away|out))\b)/i;

const PAST_TIME =
  /\b(?:last (?:year|time|season|month|week|night|show|meet|race)|\d+ (?:years?|months?|weeks?) ago|a (?:year|month|week) ago|yesterday)\b/i;

/** "When we start", "because I was late": half a sentence, said back alone it reads as cut off. */
const SUBORDINATE_ONLY = /^(?:when|if|because|cos|after|before|while|since|until|although|though|once)\b[^,]{0,25}$/i;

export interface ReflectionParts {
  /** The clause that carries their concern. */
  main: string;
  /** What it is and when: the clauses that name the scene and the time, in their order. */
  context: string[];
}

/**
 * A put-down of themselves said in passing ("which is useless", "ffs why do I care this much", "I don't
 * know anything about money"): said back to them it reads as our jibe, so it is left out of what is
 * said back; the rest of the clause stays.
 */
const PUT_DOWN =
  /,?\s*(?:\b(?:which|that) (?:is|'s) (?:just )?(?:useless|pathetic|stupid|ridiculous|embarrassing|tragic|sad)\b(?: because [^,.!?]*)?|\bffs\b(?: why do i [^,.!?]*)?|\bwhy do i (?:even )?(?:care|bother) (?:this|so) much\b|\bi (?:don'?t|do not) know (?:anything|a thing|the first thing) about [^,.!?]*|\bwhat'?s wrong with me\b|\bwhy am i like this\b|\bi(?:'m| am) (?:so |just |completely |totally |absolutely )?(?:useless|hopeless|rubbish|pathetic|crap|terrible) at (?:this|that|it|these|everything)(?: stuff| sort of thing| kind of thing)?)/gi;

/**
 * Someone else's questions listed after "my 5yo asks why about everything" ("why is the sky blue, why
 * cant we eat the cat food") are theirs, not the writer's: said back as "you're asking yourself" they
 * put the child's words in the parent's mouth.
 */
const SOMEONE_ASKS = /\b(?:she|he|they|my \w+|the \w+|\d+ ?yo)\b[^.!?]{0,30}\b(?:asks?|asking|asked|questions)\b/i;
const QUESTION_LIST =
  /^(?:why|what|how|where|who|can|is|are|do|does)\b[^.!?]*,\s*(?:why|what|how|where|who|can|is|are|do|does)\b/i;

function isOthersQuestions(sentences: readonly string[], index: number): boolean {
  return index > 0 && QUESTION_LIST.test(sentences[index] ?? '') && SOMEONE_ASKS.test(sentences[index - 1] ?? '');
}

/**
 * "She refused to go. Sat in the car with her coat on and wouldn't get out.": a sentence with no
 * subject that resists, after one where she acted, is hers; said back with "you" it blames the writer.
 */
const SUBJECTLESS_START = /^(?:sat|stood|lay|stayed|kept|refused|wouldn'?t|would not|won'?t)\b/i;
const RESISTS = /\b(?:wouldn'?t|would not|refused|won'?t)\b/i;
const THIRD_PERSON_ACTED =
  /\b(?:she|he|they)\s+(?:[a-z]+ed|refused|wouldn'?t|would not|won'?t|said|went|sat|was|were)\b/i;

function isOthersAct(sentences: readonly string[], index: number): boolean {
  const sentence = sentences[index] ?? '';
  return (
    index > 0 &&
    SUBJECTLESS_START.test(sentence.trim()) &&
    RESISTS.test(sentence) &&
    !/\b(?:i|i'm|i'd|me|my)\b/i.test(sentence) &&
    THIRD_PERSON_ACTED.test(sentences[index - 1] ?? '')
  );
}

export function usableClauses(sentences: readonly string[]): Clause[] {
  const theirs = about(sentences);
  const usable = theirs
    .filter((_, index) => !isOthersQuestions(theirs, index) && !isOthersAct(theirs, index))
    .filter((s) => !isPreamble(s) || s.split(/\s+/).length > 12);
  return (
    clausesOf(usable)
      .map((clause) => ({ ...clause, text: clause.text.replace(PUT_DOWN, '').trim() }))
      .filter((clause) => clause.text.split(/\s+/).length >= 2)
      // "…, or they just don't listen to me?" cut from its "what if" reads as a question of its own.
      .filter((clause) => !/^or\b/i.test(clause.text.trim()))
      .filter(
        (clause) =>
          !isPreamble(clause.text) &&
          !speaksToUs(clause.text) &&
          !INTRODUCTION.test(clause.text) &&
          !SHRUG.test(clause.text.trim()),
      )
  );
}

/**
 * The concern clause first, then the clause that names the scene (the message's opening) and the
 * one that says when, when the concern clause lacks them: the three things a coach says back.
 */
export function pickReflection(sentences: readonly string[]): ReflectionParts | undefined {
  const clauses = usableClauses(sentences).filter((clause) => !readsAsSecondLanguage(clause.text));
  const scored = clauses.map((clause, index) => ({ ...clause, index, value: concernScore(clause.text, true) }));
  // "My wife says don't" is someone else's words: context for the concern, not the concern to lead with.
  const leadValue = (c: (typeof scored)[number]) => c.value - (REPORTED_ONLY.test(c.text.trim()) ? 3 : 0);
  const main = scored.reduce<(typeof scored)[number] | undefined>(
    (a, b) => (!a || leadValue(b) > leadValue(a) ? b : a),
    undefined,
  );
  if (!main) return undefined;
  const others = scored.filter(
    (c) =>
      c.index !== main.index &&
      (c.text.split(/\s+/).length >= 3 || WHEN.test(c.text)) &&
      !SUBORDINATE_ONLY.test(c.text.trim()),
  );
  const when = WHEN.test(main.text) ? undefined : others.find((c) => WHEN.test(c.text));
  const opening = others[0] && others[0].index < main.index ? others[0] : undefined;
  // "Last year the swim start was a washing machine and I had a full panic": the clause that says
  // when it happened stays with it, or a past panic reads as a present one.
  const pastFrame = others.find(
    (c) => c.index === main.index - 1 && c.sentence === main.sentence && PAST_TIME.test(c.text),
  );
  const sceneCandidate = pastFrame ?? opening;
  const scene = sceneCandidate && sceneCandidate.index !== when?.index ? sceneCandidate : undefined;
  // A second clause that carries the concern too ("and I don't even want to shoot") is never dropped for the scene.
  const taken = new Set([main.index, when?.index, scene?.index]);
  const also = others
    .filter((c) => !taken.has(c.index) && c.value >= Math.max(3, main.value - 2))
    .sort((a, b) => b.value - a.value)[0];
  const rest = others
    .filter((c) => !taken.has(c.index) && c.index !== also?.index && c.value >= -2 && c.text.split(/\s+/).length >= 3)
    // A clause with more of the scene in it ("with the whole clubhouse watching") beats a tag ("every single time").
    .sort((a, b) => b.value + b.text.split(/\s+/).length / 4 - (a.value + a.text.split(/\s+/).length / 4))[0];
  let room = MAX_TOTAL_CHARS - Math.min(main.text.length, MAX_MAIN_CHARS);
  const fits = (c: (typeof scored)[number]) => {
    room -= Math.min(c.text.length, MAX_MAIN_CHARS);
    return room >= 0;
  };
  const context = [scene, when, also, rest]
    .filter((c): c is (typeof scored)[number] => Boolean(c))
    .filter(fits)
    .sort((a, b) => a.index - b.index)
    .map((c) => tighten(c.text));
  return { main: tighten(main.text), context };
}

/** "How do I stop…" said back as what they want to know: "how to stop…". */
function asWhatTheyAsk(turned: string): string | undefined {
  const match = turned.match(/^(?:so )?(?:how|what) (?:do|can|should) you (.+?)\??$/i);
  if (!match?.[1]) return undefined;
  const how = /^what/i.test(turned) ? 'what to' : 'how to';
  return `${how} ${match[1]}`;
}

function lowerFirst(text: string): string {
  return /^(?:I|I'm|I've|[A-Z]{2,})\b/.test(text) ? text : text.replace(/^./, (c) => c.toLowerCase());
}

/** A clause that has its own subject reads after "It sounds like"; a bare noun phrase does not. */
const LEADS_INTO =
  /^(?:you|your|there|it|they|he|she|the|this|that|every|all|everyone|nobody|no one|coach|(?:my|our|his|her|their) \w+|[a-z]+ (?:is|are|was|were|has|have|keeps?|just|won't|can't|didn't|doesn't|says?|said))\b/i;

/** "Your first solo in church choir this sunday" names a thing; only a clause with a verb follows a lead. */
const HAS_VERB =
  /^you\s+\w+|\b(?:is|are|was|were|am|be|been|being|have|has|had|do|does|did|can|could|will|would|should|must|keeps?|kept|feels?|felt|knows?|knew|thinks?|thought|wants?|needs?|goes|went|got|gets?|says?|said|hate|love|lost|made|won|[a-z]+ed)\b|'(?:m|re|s|ve|ll|d)\b|n't\b/i;

const LEADS = ['It sounds like', 'What I hear is that', 'If I have it right,'] as const;
/** "You don't", "you can't", "I won't": an auxiliary with nothing after it. */
const BARE_AUX = /^you (?:do|don'?t|can'?t|cannot|won'?t|didn'?t|am not|aren'?t|haven'?t|couldn'?t|wouldn'?t)$/i;

/** Their concern said back first, with what it is and when in their words after it. */
function sayBack(parts: ReflectionParts, seed: number): string {
  const concern = parts.main.replace(POINTER_LEAD, '');
  const main = toSecondPerson(concern.replace(/"/g, "'")).replace(/[.!?…]+$/, '');
  const ask = asWhatTheyAsk(main);
  const trailsOff = /(?:\.{2,}|…)$/.test(concern.trim());
  const said = `${mirror(concern, { plainFragments: true }).replace(/[.!?…]+$/, '')}${trailsOff ? '…' : ''}`;
  const opening = ask
    ? `You want to know ${ask}.`
    : said.split(/\s+/).length < 3 || /^You're asking/.test(said) || !LEADS_INTO.test(said) || !HAS_VERB.test(said)
      ? endWithStop(said)
      : endWithStop(`${LEADS[seed % LEADS.length]} ${lowerFirst(said)}`);
  const context = parts.context.map((text, i) => {
    const said = mirror(text.replace(POINTER_LEAD, ''), { plainFragments: true }).replace(/[.!?…]+$/, '');
    return i === 0 ? said : lowerFirst(said);
  });
  // "I don't." said back alone ("You don't.") is an answer to a question nobody asked: their scene leads.
  if (BARE_AUX.test(said) && context.length > 0) return endWithStop(context.join(', '));
  if (context.length === 0) return opening;
  return `${opening} ${endWithStop(context.join(', '))}`;
}

const CONTENT_WORD = /[a-z']{4,}/g;
/** Words that carry nothing of their own, so "your throat goes tight" and "your throat going tight" match. */
const FRAME_WORD =
  /^(?:your|you're|you've|with|that|this|have|been|when|what|they|them|their|from|about|just|like|into|were|will|would|there|then)$/;
/** 'snapped at him' after 'snapping at him', 'goes' after 'going': compared by a rough stem. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(CONTENT_WORD) ?? [])
    .filter((word) => !FRAME_WORD.test(word))
    .map((word) => word.replace(/(?:ing|es|ed|s)$/, '').slice(0, 5));
}
const SCENE_CLAUSES = 3;

/**
 * Their scene and stakes in their own words, after the phrase that names the concern: the clauses
 * the phrase left out. Judges reading fresh answers preferred the old echo wherever the phrase alone
 * dropped what made the moment theirs (the hunger before a weigh-in, the village watching).
 */
function sceneLeftOut(named: string, parts: ReflectionParts | undefined): string | undefined {
  if (!parts) return undefined;
  const namedWords = new Set(stems(named));
  const clauses = [parts.main, ...parts.context]
    .map((text) => mirror(text.replace(POINTER_LEAD, ''), { plainFragments: true }).replace(/[.!?…]+$/, ''))
    .filter((said) => {
      const words = stems(said);
      return words.length > 0 && words.filter((word) => namedWords.has(word)).length / words.length < 0.4;
    })
    .slice(0, SCENE_CLAUSES);
  if (clauses.length === 0) return undefined;
  return endWithStop(clauses.map((said, i) => (i === 0 ? said : lowerFirst(said))).join(', '));
}

/**
 * A named concern that carries a learner's grammar in a trailing clause ("freeze at the table when
 * referee say ready go") keeps what comes before it; one that carries it throughout is not used.
 */
function inPlainEnglish(named: string | undefined): string | undefined {
  if (!named || !readsAsSecondLanguage(named)) return named;
  const cut = named.replace(/\s+(?:when|if|after|before|until|because|and)\b[^.!?]*(?=[.!?]?$)/i, '');
  return readsAsSecondLanguage(cut) ? undefined : cut;
}

/** A very short message is all concern: reflect every sentence of it rather than pick one. */
const SHORT_MESSAGE_WORDS = 20;

/** A clause cut before what it was leading to ("past the limit just", "'confidence ladies' which"). */
const DANGLING_END =
  /\s+(?:just|which|what|and|but|so|because|cos|the|a|an|if|you'?d|you'?ll|you'?ve|who|[-—–])(?=[.,!?…]+(?:\s|$))/gi;

export function composeReflection(sentences: readonly string[], seed = 0): string | undefined {
  // Twice: "…centre of attention — you'd." loses "you'd", then the dash it leaves.
  return reflectionOf(sentences, seed)?.replace(DANGLING_END, '').replace(DANGLING_END, '');
}

function reflectionOf(sentences: readonly string[], seed: number): string | undefined {
  // Their concern named back in a phrase, where its shape is plain; otherwise their own words, shorter.
  const named = inPlainEnglish(
    paraphrase(
      about(sentences).map(readable),
      usableClauses(sentences)
        .map((clause) => clause.text)
        .filter((clause) => !readsAsSecondLanguage(clause)),
      seed,
    ),
  );
  if (named) {
    const scene = sceneLeftOut(named, pickReflection(sentences));
    return scene ? `${named} ${scene}` : named;
  }
  const words = sentences.join(' ').split(/\s+/).filter(Boolean).length;
  const usable = about(sentences).filter(
    (s) => !isPreamble(s) && s.split(/\s+/).length >= 2 && !readsAsSecondLanguage(s) && !INTRODUCTION.test(s.trim()),
  );
  if (words <= SHORT_MESSAGE_WORDS && usable.length >= 1 && usable.length <= 3 && usableClauses(usable).length <= 2)
    return usable.map((sentence) => mirror(readable(sentence), { plainFragments: true })).join(' ');
  const parts = pickReflection(sentences);
  if (parts) return sayBack(parts, seed);
  // Nothing but a greeting or a side remark: still theirs when it says anything at all.
  const only = about(sentences).find((s) => s.split(/\s+/).length >= 2 && !isPreamble(s) && !readsAsSecondLanguage(s));
  return only ? mirror(readable(only)) : undefined;
}

/** The time they named, in their words ("tomorrow morning", "in 2 minutes"), for a summary line. */
export function theirWhen(sentences: readonly string[]): string | undefined {
  for (const clause of usableClauses(sentences)) {
    const found = clause.text.match(WHEN)?.[0];
    if (found) {
      const when = found.toLowerCase().trim();
      if (!/^(?:the )?(?:half-?time|changeover|intermission)$/.test(when)) return when;
      return when.startsWith('the ') ? `at ${when}` : `at the ${when}`;
    }
  }
  return undefined;
}

const SUMMARY_WORDS = 9;

/** Their situation named by the opening of what they wrote ("Club champs tomorrow morning"), turned to face them. */
export function openingWords(sentences: readonly string[]): string | undefined {
  const first = usableClauses(sentences)[0];
  if (!first) return undefined;
  const words = mirror(first.text, { plainFragments: true })
    .replace(/[.!?…]+$/, '')
    .split(/\s+/);
  const cut = words.slice(0, SUMMARY_WORDS);
  while (
    cut.length > 3 &&
    /^(?:a|an|the|and|or|but|to|of|in|on|at|for|with|your|my|is|was|that)$/i.test(cut.at(-1) ?? '')
  )
    cut.pop();
  const phrase = cut.join(' ').replace(/[,;:]+$/, '');
  return words.length > cut.length ? `${phrase}…` : phrase;
}
