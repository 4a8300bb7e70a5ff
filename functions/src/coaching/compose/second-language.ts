/**
 * Grammar that English learners and speakers of other Englishes use ("cannot eat since two days",
 * "the exam for go to university", "calculus still dey worry me small"). Said back word for word by
 * a coach it reads as mimicry, so a clause that carries it is understood but not quoted. Each sign
 * is a pattern a native speaker would not write by accident, so typos and casual speech do not count.
 */
import { gerund } from './gerund.ts';
import { IN_THE_COUNTRY, LEARNER_GRAMMAR_SIGNS, PLURAL_WAS } from './learner-grammar.ts';

/** A job named with no article: "I am diabetes specialist nurse". */
const ROLE_NOUN =
  '(?:player|teacher|student|driver|nurse|doctor|engineer|worker|singer|dancer|artist|coach|manager|pharmacist|midwife|paramedic|carer|cleaner|chef|waiter|waitress|officer|technician|volunteer|assistant|secretary|receptionist|pilot|lawyer|accountant|mechanic|electrician|cook|guard)';
// Any agent noun ("I am NDRF rescuer", "I am treasurer of our chama", "I am feldsher") reads as a second
// English, though only the common jobs above are given their article: not a comparative or an adverb
// that ends the same way ("I am older", "I am never").
const AGENT_NOUN =
  '(?:(?!(?:better|worse|older|younger|bigger|smaller|taller|shorter|faster|slower|stronger|weaker|eager|clever|sober|proper|bitter|tender|under|over|after|never|ever|other|together|either|neither|rather|sooner|later|further|closer|harder|easier|calmer|happier|quieter|safer|super|sure|poor|major|minor|junior|senior|inferior|superior)\\b)[a-z]+(?:er|or|ist|ian|sher)|member|medic|captain|leader)';
const BARE_ROLE = String.raw`(?!(?:a|an|the|not|so|very|really|too|just|also|still|only|now|here|there|good|bad|my|your|his|her|their|our|this|that|one)\b)((?:[a-z0-9]+ ){0,2})${ROLE_NOUN}\b`;

const BARE_VERB =
  '(?:think|see|say|feel|make|do|go|want|look|ask|tell|try|get|come|hear|remember|worry|cry|check|imagine|picture|dream)';
const HANDS_WITHOUT_ARE =
  /(?<!\b(?:with|and|but|felt|feel|feeling|watched|saw|see|stop|stops|keep|keeps|get|notice|noticed|have|had|find|found) )\b(my|your|his|her) (hands|legs|knees|arms|feet) (already |still |always )(shaking|trembling|sweating)\b/i;
/** "without lose my job", "without they lose motivation": English says "without losing". */
const WITHOUT_BARE =
  /\bwithout (?:(they|he|she|we|i) )?(lose|get|make|look|sound|feel|go|say|hurt|upset|break|cry|panic|stop|take|give|start|fall|let|seem|be)\b/;
const AS_OBJECT: Readonly<Record<string, string>> = { they: 'them', he: 'him', she: 'her', we: 'us', i: 'me' };
/** "How I talk to him?", "How I can prepare?": a question without its "do", or with the verb after. */
const HOW_WITHOUT_DO =
  /((?:^|[.!?]\s+)(?:so |and |but |then )?)(how|what(?=[^.!?]*\?)) (i|we) (?!(?:am|was|were|have|had|will|would|could|should|did|feel|felt|said|went|told|thought|meant|mean|[a-z]+ed)\b)(can )?/i;

/**
 * "I work on the bins 5 years", "I play shakuhachi 20 years": English says "I've worked … for"; "I have
 * done it for 11 years" is already English, and "I have two months to find somewhere" is time left.
 */
const SPAN_WITHOUT_FOR =
  /\bi (work|live|play|teach|drive|do|run|sing|study|know|have(?! (?:done|been|had|got|seen|known|[a-z]+ed)\b)|ride|dance|coach|care for|look after|nurse) ((?:(?!(?:for|since)\b)[a-z]+ ){0,4}?)(\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty) (years?|months?)\b(?! (?:ago|old|from|later|before|after|to|left|until|till|more)\b)/i;
const PARTICIPLE: Readonly<Record<string, string>> = {
  teach: 'taught',
  drive: 'driven',
  do: 'done',
  run: 'run',
  sing: 'sung',
  study: 'studied',
  know: 'known',
  have: 'had',
  ride: 'ridden',
  'care for': 'cared for',
  'look after': 'looked after',
};
const participle = (verb: string) => PARTICIPLE[verb.toLowerCase()] ?? `${verb.replace(/e$/, '')}ed`;

const BODY_VERB_WITHOUT_S =
  /(?<!\b(?:feel|feels|felt|feeling|hear|heard|watch|watched|let|lets|make|makes|made|help|see|saw|notice|noticed|and|or|can|could|will|would|might|to)\s)\b(my|your|his|her) (breath|voice|heart|stomach|mind|head|throat|chest|body) (become|go|get|start|stop|feel|shake|break)\b/i;

/** "more worse", "my stomach is hurt", "my husband job", "he never shake": one plain form each. */
const DOUBLE_COMPARATIVE = /\bmore (worse|better|bigger|easier|harder|faster|slower)\b/i;
const BODY_IS_HURT =
  /\b(my|your|his|her) (stomach|head|back|chest|throat|neck|leg|arm|knee|hand|foot|shoulder) is hurt\b/i;
const KIN_THING =
  /\b(my|your|his|her|our) (husband|wife|father|mother|dad|mum|mom|son|daughter|boss|brother|sister|friend|partner) (job|car|house|family|name|birthday|office|company|contract|visa)\b/i;
const NEVER_BARE =
  /\b(he|she|it|my (?:son|daughter|husband|wife|boss|teacher|coach|thumb|hand|voice|mother|father)) (never|always|often|sometimes) (shake|shout|listen|help|say|do|go|come|answer|speak|call|eat|sleep|cry|stop|want|need|like|work|play|make)\b/i;

/** "I am worry about the money", "she is stress": a feeling said with the bare verb after "be". */
const BE_BARE_FEELING =
  /\b(i am|i'm|he is|she is|he's|she's|we are|they are|you are|i was|he was|she was|we were|they were) (worry|stress|scare|bore|tire|confuse|embarrass|frustrate|disappoint|exhaust)\b/i;
/** "all my head become white", "my head goes white": the mind going blank, in another language's image. */
const HEAD_WHITE =
  /\b(?:all )?(my|your|his|her) (?:head|mind|brain) (?:become|becomes|became|go|goes|went|get|gets|got|is|turns?|turned) (?:all |completely |totally )?white\b/i;
/** "my teacher say I am good": the person's verb without its -s. */
const PERSON_SAY =
  /\b(my|your|his|her) (teacher|coach|mum|mom|dad|mother|father|boss|manager|doctor|friend|husband|wife|brother|sister|tutor) (say|think|tell|want)\b/i;

/** "Yesterday we lose the final", "I was the one who miss": a past told with the present's verb. */
const PAST_OF: Readonly<Record<string, string>> = {
  lose: 'lost',
  win: 'won',
  miss: 'missed',
  forget: 'forgot',
  go: 'went',
  make: 'made',
  take: 'took',
  say: 'said',
  get: 'got',
  come: 'came',
  fall: 'fell',
  drop: 'dropped',
  fail: 'failed',
  shoot: 'shot',
  throw: 'threw',
  tell: 'told',
  see: 'saw',
};
const PAST_VERB = Object.keys(PAST_OF).join('|');
const YESTERDAY_BARE = new RegExp(
  String.raw`\b((?:yesterday|last (?:night|week|weekend|month|year|season|time)|this morning)(?:,)? (?:\w+ )?(?:i|we|he|she|they|my team|our team)) (${PAST_VERB})\b`,
  'i',
);
const ONE_WHO_AFTER_WAS = new RegExp(String.raw`\b(i was the one who) (${PAST_VERB})\b`, 'i');

/** "a" or "an" for the word that follows. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

type Plain = string | ((...found: string[]) => string);

/** Places of a noun that English gives an article, each with the plain form that puts it back. */
const MISSING_ARTICLE: ReadonlyArray<readonly [RegExp, Plain]> = [
  [/\b(am|are|is) (joke|problem|failure|disaster)\b/, '$1 a $2'],
  [/\b(tomorrow|today|tonight|there|it) is (meeting|exam|test|interview|party|match|game)\b/, '$1 is a $2'],
  [
    /\b(have) (?!(?:an?|my|the|our|his|her|their|this|that|one|no|any|another|two|three|some|more|\d+)\b)((?:[a-z]+ )?(?:exam|test|interview|meeting|appointment))\b/,
    (_found, have, noun) => `${have} ${article(noun)} ${noun}`,
  ],
  [/\b(go to|went to|going to) (bank|doctor|office|shop|post office|supermarket)\b/, '$1 the $2'],
  [/\b(in|at|from) (toilet|bathroom|kitchen|office|car park|staff room|changing room|locker room)\b/, '$1 the $2'],
  [
    /\b(in front of) (audience|crowd|class|camera|panel|jury|examiner|judge)\b/,
    (_found, front, noun) => `${front} ${article(noun)} ${noun}`,
  ],
  [
    /\b(like|in) (old|young|little|small|big|stupid|silly) (?!(?:people|men|women|times|friends|ones|days)\b)([a-z]+)\b(?<!s)/,
    (_found, word, size, noun) => `${word} ${article(size)} ${size} ${noun}`,
  ],
];

const SECOND_LANGUAGE_SIGNS: readonly RegExp[] = [
  // "since two days", "since 3 weeks": English says "for".
  /\bsince (?:\d+|one|two|three|four|five|six|seven|ten|a few|few|many|some) (?:days?|weeks?|months?|years?|hours?|mins?|minutes?)\b/i,
  // "is stopped since this morning", "cannot sleep since monday": a present tense where English has "has been".
  /\b(?:is|are|am|cannot|can't|cant|don't|dont|doesn't|doesnt)\b(?:(?!\b(?:has|have|had|been|ever)\b)[^.,;!?]){1,40}\bsince (?:this|yesterday|last|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|\d)/i,
  // "the exam for go to university", "money for pay the rent".
  /\bfor (?:go|do|make|get|take|see|pass|buy|speak)\b(?! (?:it|out|up|on|off|over|through|back|away|home|good|free|a walk|a run)\b)/i,
  // "my parents say is normal", "he thinks is fine": the "it" dropped.
  /\b(?:say|says|said|think|thinks|thought|tell me|told me) (?:is|was) (?:normal|ok|okay|fine|good|bad|better|worse|important|easy|difficult|hard|impossible|necessary)\b/i,
  /\bsay (?:him|her|them|me|us)\b/i,
  // "what if I make mistake", "I am tabla player": no article where English needs one.
  /\b(?:make|made|making|do|did) (?:big |small |one |)mistake\b/i,
  new RegExp(String.raw`\b(?:i am|i'm|im|you are|he is|she is) ${BARE_ROLE}`, 'i'),
  new RegExp(
    String.raw`\b(?:i am|you are|he is|she is) ((?:(?!(?:a|an|the|not|so|very|really|too|just|also|still|only|now|here|there|at|in|on|with|from|about|of|for|by|to|my|your|his|her|their|our|this|that|one|getting|being|feeling|going)\b)[a-z]+ ){0,2})${AGENT_NOUN}\b`,
    'i',
  ),
  // "he don't listen", "my son again answer me only in english": a verb without its -s.
  /\b(?:he|she|it) don'?t\b/i,
  /\b(?:my|our|his|her) (?:husband|wife|father|mother|dad|mum|mom|son|daughter|boss|brother|sister|friend|partner|coach|manager) don'?t\b/i,
  // "Now I am think maybe…", "I am in pause between matches", "my coach say I fight good".
  /\bi am (?:think|know|want|go|come|need|like|try|work|live|play|do|make|see|say|hope|wait|ask|lose|fight|win)\b/i,
  /\bin pause\b/i,
  /\b(?:fight|fought|play|played|sing|sang|dance|danced|work|worked|did|speak|spoke|run|ran|swim|swam|drive|drove|cook|cooked)s? good\b/i,
  /(?<!\b(?:did|does|do|would|will|can|could|should|might|must|may|let|made|make|help|helps|to|shall|cannot|can't|didn't|doesn't|won't)\s)\b(?:he|she|my (?:son|daughter|husband|wife|mother|father|mum|mom|dad|boss|manager|brother|sister)(?: \d{1,2})?)(?: (?:again|always|only|never|still|also|just))* (?:answer|say|speak|go|want|need|listen|eat|come|make|take|call|ask|tell|give|know|think|like|work|live|look)\b/i,
  // "my hands is shaking".
  /(?<!\bone of (?:\w+ ){1,3})\b(?:hands|legs|knees|arms|eyes|feet|parents|kids|children) is\b/i,
  // West African and Caribbean Englishes: "still dey worry me", "wetin I go do", "no wahala".
  /\b(?:dey|wetin|wahala|abeg|una|oya|sef|abi)\b/i,
  // South Asian Englishes: "tension only", "today itself", "I am having exam".
  /\b(?:tension|stress|problem|fear|doubt|worry) only\b|\b(?:today|tomorrow|now|here|there|this week) itself\b/i,
  /\bi am having (?:exam|test|interview|presentation|match|fever|doubt|tension|stress)\b/i,
  // "feel like on fire", "feel like in a dream": a preposition where English has a clause.
  /\bfeel(?:s|ing)? like (?:on|in|at|under) (?!the (?:top|edge|spot|end|middle|way)\b)/i,
  // "I keep think about money", "when referee say ready": a verb without its -ing or its -s.
  new RegExp(String.raw`\bkeeps? ${BARE_VERB}\b`, 'i'),
  /\b(?:when|if|after|before|until) (?:the |my )?(?!(?:i|you|we|they|people|others|everyone|everybody|\w+s)\b)[a-z]+ (?:say|go|come|ask|tell|look|call|speak|want|need|shout)\b/i,
  // "my breath become shaky": the body's verb without its -s.
  BODY_VERB_WITHOUT_S,
  // "my hands already shaking": the "are" left out ("your hands shaking" alone is a phrase, not a clause).
  HANDS_WITHOUT_ARE,
  WITHOUT_BARE,
  HOW_WITHOUT_DO,
  DOUBLE_COMPARATIVE,
  BODY_IS_HURT,
  KIN_THING,
  NEVER_BARE,
  BE_BARE_FEELING,
  YESTERDAY_BARE,
  ONE_WHO_AFTER_WAS,
  HEAD_WHITE,
  PERSON_SAY,
  SPAN_WITHOUT_FOR,
  // "you are joke", "I have module exam", "go to bank", "feel like old aunt": the article left out.
  new RegExp(MISSING_ARTICLE.map(([form]) => form.source).join('|'), 'i'),
  ...LEARNER_GRAMMAR_SIGNS,
];

/** The person says English is not their first language, or apologises for it. */
const SAYS_SECOND_LANGUAGE =
  /\b(?:english is not my (?:first|native|mother)|not my first language|my english is (?:not|bad|poor|weak|broken)|sorry for (?:my|the|bad) (?:english|grammar)|(?:bad|broken|poor) english\b)/i;

/**
 * The signs that have one plain English form, put in it before the coach reads the message, so
 * the reflection can say back what they meant ("you haven't been able to eat for two days") in
 * place of dropping it. What has no single form (a dialect's verb) stays, and is not quoted.
 */
const PLAIN_FORMS: ReadonlyArray<readonly [RegExp, Plain]> = [
  // "is stopped by customs since this morning": has been.
  [
    /\b(is|are) (\w+ed|stuck|held|kept|closed|shut|down|off) ((?:(?!\b(?:has|have|had|been)\b)[^.,;!?]){0,40}\bsince\b)/gi,
    (_found, be, state, rest) => `${be.toLowerCase() === 'is' ? 'has' : 'have'} been ${state} ${rest}`,
  ],
  [
    /\b(cannot|can't|cant|can not) (\w+) since (?=(?:\d+|one|two|three|four|five|six|seven|ten|a few|few|many|some) (?:days?|weeks?|months?|years?|hours?)\b)/gi,
    "haven't been able to $2 for ",
  ],
  [
    /\bsince (?=(?:\d+|one|two|three|four|five|six|seven|ten|a few|few|many|some) (?:days?|weeks?|months?|years?|hours?|mins?|minutes?)\b)/gi,
    'for ',
  ],
  [
    /\b(say|says|said|think|thinks|thought|tell me|told me) (is|was) (?=(?:normal|ok|okay|fine|good|bad|better|worse|important|easy|difficult|hard|impossible|necessary)\b)/gi,
    '$1 it $2 ',
  ],
  [/\b(make|made|making|do|did) mistake\b/gi, '$1 a mistake'],
  [/\b(tension|stress|problem|fear|doubt|worry) only\b/gi, '$1'],
  [/\b(today|tomorrow|now|here|there|this week) itself\b/gi, '$1'],
  [/\bi am having (exam|test|interview|presentation|match)\b/gi, 'I have a $1'],
  [/\bsay (him|her|them|me|us)\b/gi, 'tell $1'],
  [
    // Not a habit or a result: "when nervous I forget words", "so nervous I forget to check".
    /(?<!\b(?:when|so|too) (?:\w+ ){0,2})\b(afraid|scared|worried|nervous) (i|he|she|they|we) (get|make|say|do|forget|lose|cry|panic|freeze|start|go|shout|fail)\b/gi,
    "$1 $2'll $3",
  ],
  [
    /\bfor (go|do|make|get|take|see|pass|buy|speak)\b(?! (?:it|out|up|on|off|over|through|back|away|home|good|free|a walk|a run)\b)/gi,
    'to $1',
  ],
  [
    // Only the full "I am": "where I'm lead midwife" is a title, said that way by anyone.
    new RegExp(String.raw`\b(i am) (?!(?:lead|head|senior|chief|charge|staff|team|duty)\b)${BARE_ROLE}`, 'gi'),
    (found: string, be: string, words: string) =>
      `${be} ${article(words || found.slice(be.length + 1))} ${found.slice(be.length + 1)}`,
  ],
  [/\b(he|she|it) don'?t\b/gi, "$1 doesn't"],
  [
    /\b((?:my|our|his|her) (?:husband|wife|father|mother|dad|mum|mom|son|daughter|boss|brother|sister|friend|partner|coach|manager)) don'?t\b/gi,
    "$1 doesn't",
  ],
  [/(?<!\bone of (?:\w+ ){1,3})\b(hands|legs|knees|arms|eyes|feet|parents|kids|children) is\b/gi, '$1 are'],
  [/\bfeel(s|ing)? like (on|in|at|under) (?!the (?:top|edge|spot|end|middle|way)\b)/gi, 'feel$1 like I am $2 '],
  [new RegExp(String.raw`\b(keeps?) (${BARE_VERB})\b`, 'gi'), (_found, keep, verb) => `${keep} ${gerund(verb)}`],
  [new RegExp(HANDS_WITHOUT_ARE.source, 'gi'), '$1 $2 are $3$4'],
  [
    new RegExp(BODY_VERB_WITHOUT_S.source, 'gi'),
    (_found, whose, part, verb) => `${whose} ${part} ${verb === 'go' ? 'goes' : `${verb}s`}`,
  ],
  [
    new RegExp(SPAN_WITHOUT_FOR.source, 'gi'),
    (found, verb, what, count, span) => `${found.slice(0, 1)}'ve ${participle(verb)} ${what}for ${count} ${span}`,
  ],
  [new RegExp(DOUBLE_COMPARATIVE.source, 'gi'), '$1'],
  [new RegExp(BODY_IS_HURT.source, 'gi'), '$1 $2 hurts'],
  [new RegExp(KIN_THING.source, 'gi'), "$1 $2's $3"],
  [
    new RegExp(NEVER_BARE.source, 'gi'),
    (_found, who, how, verb) =>
      `${who} ${how} ${verb === 'do' || verb === 'go' ? `${verb}es` : /(?:sh|ch|ss)$/.test(verb) ? `${verb}es` : verb === 'cry' ? 'cries' : `${verb}s`}`,
  ],
  [
    new RegExp(WITHOUT_BARE.source, 'gi'),
    (_found, who, verb) => `without ${who ? `${AS_OBJECT[who.toLowerCase()] ?? who} ` : ''}${gerund(verb)}`,
  ],
  [
    new RegExp(HOW_WITHOUT_DO.source, 'gi'),
    (_found, start, how, who, can) => `${start}${how} ${can ? 'can' : 'do'} ${who === 'i' ? 'I' : who} `,
  ],
  [
    new RegExp(BE_BARE_FEELING.source, 'gi'),
    (_found, be, verb) => `${be} ${verb.replace(/y$/i, 'i').replace(/e$/i, '')}ed`,
  ],
  [new RegExp(HEAD_WHITE.source, 'gi'), (_found, whose) => `${whose} mind goes blank`],
  [new RegExp(YESTERDAY_BARE.source, 'gi'), (_found, when, verb) => `${when} ${PAST_OF[verb.toLowerCase()] ?? verb}`],
  [new RegExp(ONE_WHO_AFTER_WAS.source, 'gi'), (_found, one, verb) => `${one} ${PAST_OF[verb.toLowerCase()] ?? verb}`],
  [new RegExp(PERSON_SAY.source, 'gi'), '$1 $2 $3s'],
  ...MISSING_ARTICLE.map(([form, plain]) => [new RegExp(form.source, 'gi'), plain] as const),
  PLURAL_WAS,
  IN_THE_COUNTRY,
];

export function plainEnglish(text: string): string {
  return PLAIN_FORMS.reduce(
    (said, [form, plain]) => said.replace(form, plain as (substring: string, ...found: string[]) => string),
    text,
  );
}

export function readsAsSecondLanguage(clause: string): boolean {
  return SECOND_LANGUAGE_SIGNS.some((sign) => sign.test(clause));
}

export function saysSecondLanguage(text: string): boolean {
  return SAYS_SECOND_LANGUAGE.test(text);
}
