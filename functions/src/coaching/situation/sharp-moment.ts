/**
 * The person's own sharp moment with someone, already past: "I snapped at a patient's family
 * member", "I was so rude to a customer", "lost my temper with my son". Someone else being sharp
 * with them ("my boss yelled at me") is not one. Who it was with decides what repair fits: someone
 * close at home, or someone they work with, serve or play alongside.
 */

const SHARP_ACT = `(?:snapped|shouted|yelled|screamed|swore|lashed out|blew up|went off|barked|took it out|had a go|got (?:angry|mad|cross|short|snappy)|lost my (?:temper|cool|rag)|raised my voice|(?:was|got|been) (?:so |really |very |a bit |pretty |quite |super |way too |too )?(?:rude|short|harsh|mean|sharp|snappy|curt|nasty|horrible|awful|cold|dismissive|condescending|out of line))`;

/** Someone else's words about them, reported: "my husband said in front of his dad that I make a fuss". */
export const SAID_OF_ME = String.raw`said (?:\w+ ){0,6}that i\b`;

/** Never the person themself: "he snapped at me" is someone else's sharp moment. */
const NOT_ME = String.raw`(?!(?:me|us|myself)\b)`;

export const OWN_SHARP_MOMENT = new RegExp(
  String.raw`\b(?:${SHARP_ACT} (?:at|to|with|on) ${NOT_ME}|lost my (?:temper|cool|rag)\b|i (?:just |totally |completely )?(?:snapped|lost it|blew up|exploded)\b|i (?:always |usually )?(?:end up|keep) (?:shouting|yelling|snapping|screaming)\b|bit (?:his|her|their|someone's|\w+'s) head off|said (?:something|some things|things|stuff) (?:\w+ ){0,2}(?:i regret|awful|horrible|hurtful|mean|nasty|harsh|rude|cruel)|said (?:something|things) i (?:shouldn't|should not) have|said something about (?:her|his|their) \w+ and (?:she|he|they) (?:hasn'?t|has not|haven'?t|have not|won'?t|isn'?t|aren'?t) (?:spoken|talking|speaking|said a word)|my \w+ and i had a (?:proper|huge|big|massive|blazing|screaming) (?:row|fight|argument|blow-?up))`,
);

/**
 * Anything sharp of their own, however lightly told ("I got cross about dinner", "I yelled, she
 * yelled", "I said 'are you sure?'", "we're not speaking"): wider than the sharp moment a repair is
 * built around, and used to tell someone on the receiving end from someone in a row.
 */
const OWN_SHARP_WORDS = new RegExp(
  String.raw`\b(?:i (?:\w+ )?(?:${SHARP_ACT}|lost it|said something|sighed|slammed|kicked off)|we (?:had|both) (?:a |an )?(?:\w+ )?(?:row|fight|argument|yell\w*|shout\w*)|we'?re (?:no longer|not) speaking|i said ['"‘“])`,
);

export function saysOwnSharpness(text: string): boolean {
  return OWN_SHARP_MOMENT.test(text) || OWN_SHARP_WORDS.test(text);
}

/**
 * Remorse once it has passed: they feel awful, keep replaying it, cannot stop thinking about what
 * they said, or judge themselves for it ("I was so rude").
 */
const REMORSE =
  /\b(?:guilt\w*|regret\w*|shouldn't have|should not have|ashamed|mortified|cringe\w*|(?:feel|feels|feeling|felt) (?:so |really |just |absolutely |pretty |kind of |kinda )?(?:awful|terrible|horrible|bad|sick|rotten|dreadful|like (?:a |an )?(?:monster|jerk|idiot|terrible|awful|horrible|bad))|(?:keep|kept|can't stop|cannot stop|couldn't stop) (?:replaying|thinking about|going over|seeing)|replaying (?:it|that|what)|wish i (?:hadn't|had not|could take)|take it back|hate (?:myself|that i)|i was (?:so |really |very |such |completely |totally |way )?(?:rude|mean|harsh|nasty|horrible|awful|out of line|unfair|a jerk|an idiot|a monster)|not (?:proud|ok) (?:of|with) (?:how|what) i|apologi[sz]e|(?:feel like|i'm|i am) (?:the |a |such a )?(?:worst|terrible|awful|bad|horrible|rubbish) (?:mum|mom|dad|parent|mother|father|person|friend|partner|wife|husband|teacher|nurse|coach|boss|manager|teammate))\b/;

export function hasOwnSharpMoment(text: string): boolean {
  return OWN_SHARP_MOMENT.test(text);
}

/** A sharp moment of their own that they now feel bad about: guilt, not heat. */
export function regretsSharpMoment(text: string): boolean {
  return OWN_SHARP_MOMENT.test(text) && REMORSE.test(text);
}

/** People close to home, as they name them. */
export const CLOSE =
  'twins|toddlers|the baby|partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|mum|mom|mam|dad|mother|father|parents|kids|children|son|daughter|sister|brother|roommate|flatmate|best friend|friends?|family|baby|toddler|little one|grandma|grandmother|grandad|grandpa|grandfather|nan|nana|gran|granny|aunt|auntie|uncle|cousin|in-laws|mother-in-law|father-in-law';

/** People at work, in class or in sport. Tried before CLOSE, so "family member" wins over "family". */
const OTHERS =
  'family members?|relatives?|patients?|customers?|clients?|students?|pupils?|parents?|callers?|guests?|passengers?|residents?|visitors?|trainees?|interns?|junior doctors?|juniors?|new hires?|new starters?|colleagues?|co-?workers?|teammates?|team ?mates?|team leads?|team|players?|athletes?|swimmers?|runners?|referee|ref|umpire|officials?|fans?|opponents?|staff|employees?|direct reports?|reports?|assistants?|receptionists?|waiters?|waitress|servers?|cashiers?|suppliers?|vendors?|contractors?|boss|manager|supervisor|coach|captain|charge nurse|consultant|attending|registrar|nurses?|doctors?|surgeons?|teachers?|professor|tutor|lecturer|kids|class|child|kid|boy|girl|man|woman|lady|guy|stranger';

/** Their own habit in the present: "I keep snapping at our daughter". */
const OWN_HABIT = String.raw`(?:i|i'm|i am|i keep|i kept|keep|i've been|been) (?:\w+ )?(?:snapping|shouting|yelling|screaming)`;
const TARGET = new RegExp(
  String.raw`\b(?:${SHARP_ACT}|${OWN_HABIT}) (?:at|to|with|on) (?:(a|an|the|this|that|one of (?:my|the|our)|my|our|his|her|their|some)\s)?(?:([a-z]+(?:'s|s'))\s)?([a-z-]+\s)?(${OTHERS}|${CLOSE})\b`,
);

/** Present-tense words that put them still in the middle of it ("I'm still on shift"). */
const STILL_THERE =
  /\b(?:right now|as we speak|at the moment|currently|still (?:at|in|on)|(?:i'm|i am|we're|we are) (?:on|at|in) (?:the |my |a )?(?:shift|break|game|match|meeting|call|ward|court|field|pitch|stage|interval|changeover|half-?time|time-?out))\b/;

export function stillInTheMoment(text: string): boolean {
  return STILL_THERE.test(text);
}

export interface SharpTarget {
  /** How the coach names them: "the patient's family member", "your partner". */
  people: string;
  /** Someone close at home, not someone at work, in class or in sport. */
  personal: boolean;
}

const CLOSE_ONLY = new RegExp(`^(?:${CLOSE})$`);

function singular(noun: string): string {
  return noun.replace(/(?<!s)s$/, '');
}

/** Who they were sharp with, when the text names them. */
export function readSharpTarget(text: string): SharpTarget | undefined {
  const match = TARGET.exec(text);
  if (!match) return undefined;
  const [, determiner = '', possessor, adjective = '', head = ''] = match;
  const noun = `${adjective}${head}`;
  const mine = /^(?:my|our)$/.test(determiner);
  if (possessor) {
    // "a patient's family member", "my son's teacher": the owner names whose they are.
    const owner = mine ? `your ${possessor}` : `the ${possessor}`;
    return { people: `${owner} ${noun}`, personal: false };
  }
  if (mine && CLOSE_ONLY.test(head)) return { people: `your ${noun}`, personal: true };
  if (mine) return { people: `your ${noun}`, personal: false };
  if (/^one of/.test(determiner)) return { people: `the ${adjective}${singular(head)}`, personal: false };
  if (/^(?:his|her|their)$/.test(determiner)) return { people: `their ${noun}`, personal: false };
  return { people: `the ${noun}`, personal: false };
}
