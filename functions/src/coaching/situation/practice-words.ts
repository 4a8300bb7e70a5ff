/**
 * Words the practice skills need before they may be offered: a fear ladder needs something avoided
 * or balked at, a review needs an attempt that went badly, emotion coaching needs the person's own child.
 */

/** Something they can do but now avoid or balk at: "I balk at the last second", "ever since the crash". */
export const FEAR_AVOIDED =
  /\b(?:balk\w*|baulk\w*|bottl(?:e|ed|ing) it|flinch\w*|avoid(?:s|ing|ed)?|phobia|(?:scared|afraid|terrified|frightened|nervous) (?:of|to) (?:\w+ ){0,4}again|since (?:i (?:fell|crashed|came off|slipped|got stuck|was stuck)|my (?:\w+ ){0,2}(?:fall|crash|accident|injury)|someone (?:\w+ ){0,2}(?:rear[- ]ended|hit|crashed into) me)|(?:can'?t|cannot|couldn'?t) (?:make|bring|get) myself|(?:stop|stopped|stops) (?:at|short)|won'?t (?:go (?:near|in|on)|get in|let (?:it|go)))\b/;

/** An attempt that went badly: "it was a shambles", "I forgot the end", "the team fell apart". */
export const ATTEMPT_WENT_BADLY =
  /\b(?<!\b(?:if|in case|what if|will|would|might|could|going to|gonna) (?:it'?s |it |i |we |they |this |that )?(?:be |is |goes |turns out |becomes )?(?:a |an |total |complete )?)(?:went (?:\w+ )?(?:wrong|badly|terribly|horribly|pear-?shaped)|shambles|disaster\w*|(?:a|total|complete) mess|messed (?:it )?up|screwed up|bombed|fell apart|flopp?\w*|horrible|awful|terrible|forgot (?:the|my|all|half|most|two|three|a)|blanked|went blank|lost (?:my|the) (?:place|way|thread|words)|didn'?t (?:land|go well|work)|(?:half|most of) the room (?:was )?lost|embarrass\w*)\b/;

/** A next attempt named: "booked again in two weeks", "next one is in march", "we play again saturday". */
export const NEXT_TIME =
  /\b(?:next (?:time|one|week|month|year|season|term|match|game|show|gig|round|attempt|session|quarter)|(?:again|another one) (?:on|in|next|this|tomorrow|tonight|soon|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|booked (?:in )?again|(?:do|run|host|call|sit|take|play|try) (?:it|them|one) again|(?:resit|retake|re-?sit|re-?take|rematch|second go|another go))\b/;

/** The person's own child, by word or by age ("my 8yo", "our son"), not someone of the child's ("my son's coach"). */
const OWN_CHILD =
  /\b(?:my|our) (?:\d{1,2} ?(?:yo|y\/o|yr|yrs|year|years)(?:[- ]old)? )?(?:son|daughter|kids?|child|children|boy|girl|toddler|little one|stepson|stepdaughter|\d{1,2} ?(?:yo|y\/o|year[- ]old|yr[- ]old))\b(?!'s (?:coach|teacher|school|friends?|class|team|nursery|mum|mom|dad|parents?)\b)/;
/** A feeling boiling over: a meltdown, screaming, clinging on, refusing. */
const BIG_FEELING =
  /\b(?:tantrums?|meltdowns?|melts? down|scream\w*|sob\w*|cr(?:y|ies|ying)|cl(?:ing|ings|inging|ung) (?:to|on)|refus\w*|won'?t (?:go|get|let|stop)|throws? (?:stuff|things|\w+ across)|hits?|lash\w* out|(?:is|gets|was|has been|had been|seems) (?:so |really )?(?:scared|terrified|frightened|anxious|upset|angry|furious)|hates? (?:it|school|going|everyone)|slams?|the worst at)\b/;
/**
 * Their child's feeling boiling over, said of the child in the same sentence, with no "I" in between:
 * "my 5 yr old screamed the whole way there", not "my son starts school and I cried".
 */
export const CHILD_BIG_FEELING = new RegExp(
  // A child screaming through night terrors is asleep: there is no feeling to name with them.
  `^(?![^]*\\b(?:night terrors?|sleep-?walk\\w*|asleep)\\b)[^]*?${OWN_CHILD.source}(?:(?!\\b(?:i|i'm|im|me)\\b)[^.!?]){0,70}?${BIG_FEELING.source}`,
);
