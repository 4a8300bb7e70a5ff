/**
 * More of the grammar English learners use, each a shape a native speaker would not write by
 * accident: a singular person with the bare verb ("everybody talk very fast", "one gentleman ask
 * me", "my youngest son go to university"), "already" with a bare verb after a noun ("topic already
 * change"), "feel like want to cry", an age said as "from 11 years age", "a hospital I never work
 * before", a time or place with its article left out ("in evening", "at Greek wedding",
 * "with impatient voice", "for first time"), a job with none ("I am lodger", "I am grower at
 * mushroom farm"), "want lose" with its "to" left out, "yesterday I umpire". A clause that carries
 * one is understood but not quoted back.
 */

/** Before these a bare verb is English: "let everyone know", "heard someone say", "made one man laugh". */
const BARE_VERB_ALLOWED =
  "(?<!\\b(?:did|does|do|would|will|can|could|should|might|must|may|let|lets|made|make|makes|help|helps|to|shall|cannot|can't|didn't|doesn't|won't|hear|heard|saw|see|watch|watched|felt|feel|notice|noticed|have|had)\\s)";
const ONE_PERSON =
  '(?:everybody|everyone|nobody|somebody|someone|nothing|everything|one (?:man|woman|gentleman|lady|customer|patient|parent|guest|client|student|boy|girl|colleague)|my (?:youngest|eldest|oldest|older|younger|little|big) (?:son|daughter|brother|sister|boy|girl))';
const ONE_PERSON_BARE_VERB = new RegExp(
  `${BARE_VERB_ALLOWED}\\b${ONE_PERSON}(?: (?:again|always|only|never|still|also|just|already|really))* (?:talk|say|ask|tell|speak|want|need|go|come|look|think|know|laugh|shout|call|answer|start|leave)\\b`,
  'i',
);
/** "Topic already change": not after "have", a pronoun ("I already tell him daily") or a plural ("sites already say"). */
const ALREADY_BARE =
  /\b(?!(?:have|has|had|will|would|can|could|should|did|do|does|to|i|we|you|they|already)\b)[a-z']+(?<!s) already (?:change|tell|finish|decide|leave|begin|end|start|say)\b/i;
const FEEL_LIKE_BARE = /\bfeel(?:s)? like (?:want|need|cry|go|run|scream|give up|shout)\b/i;
const YEARS_AGE = /\byears? age\b/i;
/** "A hospital I never work before": not "I never work before 9". */
const NEVER_BEFORE =
  /\b(?:never|not) (?:work|do|see|go|play|sing|perform|meet|try|use|drive|speak|visit|be|have|ride|cook|teach)(?: (?:here|there|this|it|that))? before\b(?=\s*(?:[.,;!?]|$))/i;
const BARE_TIME_OR_PLACE =
  /\bin (?:evening|morning|afternoon)\b(?! (?:of|and|or|surgery|clinic|session|shift|class|lessons?|school|service|prayers?|assembly|tea)\b)|\bat (?!(?:the|a|an|my|our|his|her|their|your|this|that|every|each|one|\d+)\b)[a-z]+ (?:wedding|viewing|gate|party|funeral|concert)\b|\bwith (?!(?:a|an|the|my|his|her|their|your|our|no|one|that|this)\b)(?:[a-z]+ )?voice\b|\bfor first time\b/i;
const BARE_LODGER =
  /\b(?:i am|i'm|im) (?:lodger|consultant|surgeon|tutor|supervisor|cashier|farmer|builder|plumber|translator|interpreter|researcher|scientist|lecturer|apprentice|intern|trainee|therapist|dentist|optician)\b/i;

/** "The agent just say", "my clinic always overrun": a thing or person, one of them, with the bare verb. */
const ONE_THING_BARE_VERB =
  /(?<!\b(?:does|do|did|will|would|can|could|should|might|must|may|let|make|made|to|doesn't|didn't)\s)\b(?:the|my|our|his|her|this|that) (?!(?:i|you|we|they|he|she|it|police|staff|team|people|family|crew|children|men|women|press|media|government|council|club|band|class|group|committee|board|kids|parents)\b)[a-z]+(?<!s) (?:always|never|often|just|already|still|also|sometimes|usually) (?:say|overrun|go|come|tell|ask|want|need|make|take|look|give|start|finish|run|call|change)\b/i;
/** "From last 6 months", "at top of pole", "I spend 22 years looking after them". */
const SPAN_AND_PLACE =
  /\bfrom last (?:\d+|few|two|three|four|five|six) (?:days|weeks|months|years)\b|\bat top of\b|\bi spend (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)(?: \w+)? years\b/i;

/** "I don't want lose this job": "want" straight onto a bare verb, "to" left out. */
const WANT_BARE =
  /\b(?:want|wants) (?:lose|go|be|do|make|get|have|see|know|find|keep|stop|leave|pass|fail|talk|say|tell|ask|come|learn|speak)\b/i;
/** "Yesterday I umpire a match": a past time word and then the present. */
const PAST_TIME_BARE =
  /\b(?:yesterday|last (?:night|week|month|year|time|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|(?:two|three|\d+) (?:days|weeks) ago),? (?:i|we) (?:umpire|referee|play|go|make|give|take|see|run|work|drive|teach|sing|have|do|come|tell|say|ask|get|lose|win)\b/i;
/** "I am grower at mushroom farm": a job or a place with no article. */
const BARE_ROLE_AT =
  /\b(?:i am|i'm|im) (?!(?:a|an|the|not|so|very|really|just|still|always|here|there|at|in|on|from|with|scared|afraid|happy|sad|tired|fine|ok|okay|sorry|sure|worried|nervous|good|bad|new|late|alone|done|back|home|ready|able|going|trying|working|looking|getting|doing|being|feeling|living|staying|starting|learning|studying)\b)[a-z]+ (?:at|in) (?!(?:a|an|the|my|our|this|that|home|work|school|college|university|church|hospital|night)\b)[a-z]+ (?:farm|factory|hospital|school|shop|restaurant|hotel|warehouse|office|company|lab|laboratory|kitchen|bakery|garage|clinic)\b/i;

/** "The supermarket come for audit", "the manager say": one body that acts, with the bare verb. */
const BODY_BARE_VERB = new RegExp(
  `${BARE_VERB_ALLOWED}\\bthe (?:supermarket|company|manager|boss|client|customer|teacher|doctor|school|council|bank|landlord|owner|supervisor|agency|inspector|auditor) (?:come|say|want|tell|ask|give|send|call|check|visit|decide|think)\\b`,
  'i',
);
/** "I start new job last month": the present with a past time after it; "can't stop to think about it". */
const PRESENT_FOR_PAST =
  /\b(?:i|we) (?:start|begin|finish|move|come|get|lose|make|take|give|see|buy|pay)\b[^.!?,]{0,30}\blast (?:week|month|year|night)\b|\bcan(?:not|'t|t) stop to (?:think|worry|cry) about\b/i;

export const LEARNER_GRAMMAR_SIGNS: readonly RegExp[] = [
  BODY_BARE_VERB,
  PRESENT_FOR_PAST,
  WANT_BARE,
  PAST_TIME_BARE,
  BARE_ROLE_AT,
  ONE_THING_BARE_VERB,
  SPAN_AND_PLACE,
  ONE_PERSON_BARE_VERB,
  ALREADY_BARE,
  FEEL_LIKE_BARE,
  YEARS_AGE,
  NEVER_BEFORE,
  BARE_TIME_OR_PLACE,
  BARE_LODGER,
];

/** "Studying in UK": one plain form, put back before the message is read. */
export const IN_THE_COUNTRY: readonly [RegExp, string] = [/\bin (UK|USA|uk|usa)\b/g, 'in the $1'];

/** "My fingers was cold": one plain form, put back before the message is read. */
export const PLURAL_WAS: readonly [RegExp, string] = [
  /\b(my|our|his|her|your|the) (hands|legs|fingers|feet|knees|arms|eyes|kids|children|parents|students|friends|colleagues) was\b/gi,
  '$1 $2 were',
];
