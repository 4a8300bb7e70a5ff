import { CLOSE, hasOwnSharpMoment, readSharpTarget } from '../situation/sharp-moment.ts';
import type { Stake } from './broad-stakes.ts';

/**
 * Stake lines for concerns outside coaches keep naming that the families in at-stake.ts leave unsaid,
 * each carrying what their words carry: a rare slip after years of getting it right (said with their
 * own span, "fourteen years"), feedback that stung, a reaction they want to repair with someone
 * close, work that goes unseen, being the one who holds everyone else's hard moments, and a mind
 * that rehearses the worst at night when the preparing is done. Judges read an opening as reflecting
 * the person when a line like these names the concern in new words; a quote alone is not enough.
 */
const SPAN =
  '(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-\\w+|thirty)\\+? years';
/**
 * Years in the job: "I've done this job five years", "20 years setting and I've never done that",
 * "14 years on bikes and that's never happened", "14 years, 200-odd good reviews", "I've been doing
 * this fifteen years".
 */
const RECORD = new RegExp(
  `\\b(?:(?:done|doing) (?:this|it)(?: job)?(?: for)? ${SPAN}|${SPAN} (?:\\w+ ){0,3}(?:and|,) (?:i'?ve|i have|that'?s|it'?s|it has) never|${SPAN}, [\\w-]+ (?:good|five[- ]star|great) reviews|${SPAN} (?:in the (?:job|trade|role)|in this job|in post|(?:of )?doing (?:this|it))(?! (?:and|but) i'?m (?:tired|exhausted|done)))`,
);
const SLIP =
  /\b(?:mistake|wrong|error|typo|slip\w*|forgot|spelled|misspel\w*|mislabel\w*|labelled|called \d+ when|doesn'?t work|complaint|review|never (?:done|happened) (?:that|this)|that'?s never happened)\b/;

const SLIP_HAPPENED =
  /\b(?:got|had|received|made|left|put|took|sent|spelled|forgot|called|labelled)\b.{0,60}\b(?:complaint|review|mistake|wrong|error|typo)\b|\bthat'?s never happened|\bi'?ve never done that/;

/** "I know I didn't say anything wrong": no slip to weigh, whatever else the words carry. */
const NO_SLIP =
  /\b(?:(?:didn'?t|did not|never) (?:say|do) (?:anything|something) wrong|(?:did|said) nothing wrong|(?:not|wasn'?t|isn'?t) my fault|i did everything right)\b/;

function yearsOf(text: string): string {
  const found = RECORD.exec(text);
  const span = found?.slice(1).find(Boolean);
  return span ? `${span} years` : 'years';
}

/** Their own account of what was said about them: "my tutor's feedback was", "said I'm 'too hesitant'". */
const FEEDBACK_RECEIVED =
  /\b(?:(?:my|the|our) (?:tutor|supervisor|educator|mentor|assessor|examiner|lecturer|teacher|director|editor|appraiser|line manager)(?:'s)? (?:feedback|said|told me|wrote)|(?:supervision |placement |mid-placement |written )?feedback (?:was|said|on my|from my)|(?:got|had|received) (?:my |some |the )?(?:\w+ )?feedback\b|said i(?:'m| am| was) ['"‘]?too\b|said i ['"‘]?(?:rescue|talk too|ask)|told me i(?:'m| am| was)\b)/;
const STUNG =
  /\b(?:cried|crying|stung|stings|hurt|gutted|crushed|upset|told off|cut out for|doubt\w*|don'?t know how to|hate my own|shaken|devastated|knocked)\b/;
const GIVING_FEEDBACK = /\b(?:give|giving|deliver|delivering) (?:him|her|them|my \w+|some|the)? ?feedback\b/;

/**
 * What they did in the heat of it: their own sharp moment as `sharp-moment.ts` reads it, a row they
 * had together, or a first reaction they wish they could take back ("I said 'are you sure?'").
 */
const ROW_OR_FIRST_REACTION =
  /\b(?:we had a (?:huge |big |massive |blazing )?(?:row|fight|argument)|i said ['"‘]are you sure|(?:said|did) (?:some )?th\w+\b.{0,30}\bi regret)/;
export const reacted = (text: string) => hasOwnSharpMoment(text) || ROW_OR_FIRST_REACTION.test(text);
const REPAIR_WANTED =
  /\b(?:how (?:do|can|should) i (?:fix|repair|make (?:it|this|that) up|put (?:it|this|that) right|talk to (?:him|her|them) (?:now|again|about it)|apologi[sz]e|bring it up|go back|face (?:him|her|them))|(?:what|work out what) (?:do i |to )?say (?:to (?:him|her|them) )?(?:tonight|now|later|tomorrow)|fix (?:this|that|it) with|(?:want|need) to (?:fix|repair|mend) (?:this|it|things|that))\b/;
const FEELS_IT =
  /\b(?:feel (?:sick|awful|terrible|horrible|rotten)|went quiet|(?:his|her) face drop|been in the (?:garage|car|shed) for)\b/;
const CLOSE_ONE = new RegExp(`\\b(?:${CLOSE}|kid|child|boy|girl|\\d+ ?(?:yo|year old|-year-old))\\b`);
/** Sharp with someone met as "the" or "a" ("snapped at the self checkout lady"): not someone close. */
const AT_SOMEONE_MET =
  /\b(?:snapped|shouted|yelled|screamed|swore|had a go|went off|lost it) at (?:a|an|the|this|that|some) /;
/** With someone close: the one they were sharp with when named, else anyone close they mention. */
export const withSomeoneClose = (text: string) =>
  readSharpTarget(text)?.personal ?? (!AT_SOMEONE_MET.test(text) && CLOSE_ONE.test(text));

/** Work that goes unseen: "nobody say thank you", "I feel I am nothing", "the jokes are getting under my skin". */
const UNSEEN =
  /\b(?:(?:feel|feeling) (?:like )?(?:i(?:'m| am) )?(?:nothing|invisible|a nobody) (?:in|at|here)|feel(?:ing)? like i don'?t exist|nobody (?:says?|said) thank(?:s| you)|(?:don'?t|doesn'?t) (?:even )?know my name|(?:jokes?|banter)\b.{0,80}\b(?:getting to me|under my skin|wearing me down|getting me down)|wasting myself|taken for granted|takes? (?:all )?the credit|my name won'?t be)/;

/** The one others bring their hard moments to, with nowhere for their own. */
const HOLDS_OTHERS =
  /\b(?:(?:supposed|meant|expected) to be the (?:one|strong one) (?:who'?s |who is |holding |that'?s )?(?:fine|holding it together|okay|ok|strong|coping|it together)|who does the \w+ talk to|carrying (?:it all|their stories|other people'?s \w+) home|other people'?s (?:stories|trauma|pain|grief))\b/;

/** Awake in the small hours going over it: "keep waking at 3am", "wake up at 4am arguing with the barrister". */
const NIGHT_REHEARSAL =
  /\b(?:(?:wak(?:e|es|ing)|woke) (?:up )?at [1-5] ?(?:am|a\.m\.)|(?:keep|kept) waking)\b.{0,80}\b(?:worst|disaster|catastroph\w*|picturing|arguing|running through|rehears\w*|what if)/;
const PREPARED =
  /\b(?:done everything|everything'?s (?:done|ready|sorted)|(?:plans?|planning)(?:'s| is| are)? (?:already )?(?:done|signed off|sorted|in place)|i'?ve (?:done|got|booked|read|checked) (?:the|my|a|it)\b|read (?:my|the) \w+(?: \w+)? \d+ times)/;

/** A break inside the event: "between caber attempts", "lunch between my exam and the practical", "2nd run in 40 mins". */
const BETWEEN_PARTS =
  /\b(?:between (?:\w+ ){0,4}(?:attempts|runs|halves|shows|sets|rounds|heats|games|papers|sessions|parts|acts|main and|the test piece|\w+ exam and|morning and)|(?:break|interval|half ?time|lunch) (?:between|before)|lunch break|interval(?! training)|half ?time(?! (?:job|work|hours))|break before|(?:a |an? \d+ ?min(?:ute)? )break\b.{0,40}\b(?:go|going) back|(?:second|2nd|next) (?:run|show|half|set|round|game|match|attempt|paper|session|dance|station|sortie|loop)\b|\d+ (?:stations?|papers?|rounds?|heats?) done|(?:have|got) to go back (?:in|out|on)\b|between jobs)/;
/** The part just done went badly by their own account. */
export const ROUGH_PART =
  /\b(?:fouls?|fouled|forgot|missed|messed up|dropped|lost (?:one|the|a|loads)|split (?:the|a|my)|caught an edge|let in|(?<!\bnot )my fault|overcooked|went wide|(?:very|so) bad|got (?:two|three|\d) wrong|fake it|rattled|blanked|blank (?:now|on)|cracked|crashed|came in (?:a bar |a beat )?(?:early|late)|behind the count|had to cover|left \d+ (?:questions? )?blank|went (?:badly|horribl[ey]|wrong)|lost the (?:suspect|point|set|lead|thread))\b/;
const MINUTES_LEFT =
  /\b(?:in|got|have|back on in|back out in|till|til|until) (?:like |about |around |only )?(\d{1,2}|two|three|four|five|ten|fifteen|twenty|thirty|forty) ?(?:mins?|minutes?)\b|(?:^|[.!?] )(\d{1,2}) ?mins?(?:[.!?]|$)|\b(\d{1,2}|five|ten|fifteen|twenty|thirty|forty) ?(?:mins?|minutes?) (?:till|til|until|before)\b/;

/** "Found a way in in like 40 mins yesterday": time a past thing took, not time left. */
const TOOK_BEFORE = /^[^.!?]{0,20}\b(?:yesterday|yesterdy|ago|last|earlier|this morning)\b/;

function minutesLeft(text: string): string | undefined {
  const found = MINUTES_LEFT.exec(text);
  if (found && TOOK_BEFORE.test(text.slice(found.index + found[0].length))) return undefined;
  const span = found?.slice(1).find(Boolean);
  return span ? `${span} minutes` : undefined;
}

/** "I know it's the disease", "I know she doesn't mean it", "I know it's a phase": the reason is understood. */
const KNOWS_WHY =
  /\bi know (?:it'?s (?:the (?:disease|illness|dementia|condition|\w+ (?:body|disease))|(?:just )?a phase|not (?:personal|about me|(?:her|his|their) fault))|(?:she|he|they) (?:doesn'?t|don'?t|didn'?t) (?:mean|mean it)|(?:she|he|they)'?(?:s|re)? (?:only|just) (?:\d+|little|small|tired|a kid|a child))/;
/** …and it still hurts: "it still stings", "I felt hurt", "sat in the car and cried". */
const STILL_HURTS =
  /\b(?:still (?:stings|hurts|hurt|gets to me|upsets me)|it (?:stings|hurts)|(?:felt|feel|feeling) (?:so )?(?:hurt|gutted|rejected|crushed)|cried|in tears|gutted)\b/;
/** Others said it was fine: "the owner was decent about it", "everybody says not our fault", "sergeant said 'happens to everyone'". */
const REASSURED =
  /\b(?:everyone|everybody|people|my (?:boss|manager|sister|brother|mum|mom|dad|wife|husband|partner|supervisor|sergeant|coach|editor|friends?|team|teammates|mates)|(?:the |my )?(?:boss|manager|sergeant|supervisor|coach|owner|pharmacist|customer|client)|she|he|they)(?: \w+){0,2} (?:says?|said|was|were|'?s been|have been|keeps? saying|told me)(?: \w+){0,3} (?:it'?s fine|fine|ok|okay|nice|kind|great|decent|it happens|happens to everyone|not (?:my|our|your) fault|no harm|no big deal|don'?t worry)\b/;
/** …and they still feel it: "but I feel like an idiot", "I'm still wincing", "but I keep seeing his face". */
const STILL_FEELS =
  /^[^.!?]{0,40}?\b(?:but|still|yet|though)\b[^.!?]{0,60}?\b(?:i (?:still )?(?:feel|felt|keep|kept|can'?t stop|cannot stop|lay awake|haven'?t slept|cried)|i'?m still|feel(?:ing)? (?:sick|awful|terrible|so stupid|like (?:an idiot|a fool|rubbish|i let))|still (?:wincing|going over|thinking))/;
/** Someone else's jibe or their own outburst after the kind words is a different story. */
const THEN_HARSH = /\b(?:made a joke|laughed at|had a go|tore into|screamed|shouted|snapped|yelled)\b/;

function stillCarrying(text: string): boolean {
  const said = REASSURED.exec(text);
  if (!said) return false;
  const after = text.slice(said.index + said[0].length, said.index + said[0].length + 160);
  return STILL_FEELS.test(after) && !THEN_HARSH.test(after);
}

export const SPECIFIC_STAKES: readonly Stake[] = [
  {
    // A slip that happened, even with the next day ahead ("a complaint today… clinic tomorrow").
    when: (text, _f, _c, timing) =>
      RECORD.test(text) && SLIP.test(text) && !NO_SLIP.test(text) && (timing !== 'before' || SLIP_HAPPENED.test(text)),
    say: (text) => {
      const what = /\bcomplaint\b/.test(text) ? 'complaint' : /\breview\b/.test(text) ? 'bad review' : 'slip';
      return `So one ${what} is weighing more than ${yearsOf(text)} of getting it right.`;
    },
    lines: [],
  },
  {
    when: (text, _f, _c, timing) => timing !== 'after' && BETWEEN_PARTS.test(text) && ROUGH_PART.test(text),
    say: (text) => {
      const left = minutesLeft(text);
      return left ? `So what just happened is still in your head, and the next part is ${left} away.` : undefined;
    },
    lines: ['So what just happened is still in your head, and the next part is close.'],
  },
  {
    when: (text) => FEEDBACK_RECEIVED.test(text) && STUNG.test(text) && !GIVING_FEEDBACK.test(text),
    lines: [
      'So the feedback landed hard, and it has you doubting more than the one thing it was about.',
      'So the feedback stung, and now it is shaking the parts of the work you felt sure of.',
    ],
  },
  {
    when: (text) => reacted(text) && withSomeoneClose(text) && (REPAIR_WANTED.test(text) || FEELS_IT.test(text)),
    lines: [
      'So it came out before you were ready, and what matters now is putting it right between you.',
      'So you reacted in the heat of it, and now you want to find the way back to them.',
    ],
  },
  {
    when: (text) => KNOWS_WHY.test(text) && STILL_HURTS.test(text),
    lines: [
      'So you know where it comes from, and it still lands hard because of who it comes from.',
      'So your head understands it, and it still hurts, because it is them.',
    ],
  },
  {
    when: (text, _f, _c, timing) => timing !== 'before' && stillCarrying(text),
    lines: [
      'So the people around you have moved on, and you are the one still carrying it.',
      'So everyone else has let it go, and you are still holding it.',
    ],
  },
  {
    when: (text) => UNSEEN.test(text),
    lines: ['So the work matters, and what wears you down is it not being seen.'],
  },
  {
    when: (text) => HOLDS_OTHERS.test(text),
    lines: ["So you hold everyone else's hard moments, and yours have nowhere to go."],
  },
  {
    when: (text) => NIGHT_REHEARSAL.test(text) && PREPARED.test(text),
    lines: ['So the preparing is done, and your mind keeps running the worst case at night anyway.'],
  },
];
