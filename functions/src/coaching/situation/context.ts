import { CLOSE, SAID_OF_ME } from './sharp-moment.ts';

/**
 * What the situation text itself names, which beats the background: the event ("my driving test"
 * for an engineer), the person it is about ("my partner" for a nurse), whether the moment involves
 * speaking, and whether the person fears a mistake that has not happened yet.
 */

/** Most specific first: "driving test" before "test", "job interview" before "interview". */
const EVENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdriving test\b/, 'driving test'],
  [/\b(?:job )?interview\b/, 'interview'],
  [/\bbar exam\b/, 'bar exam'],
  // Not an MP's or a councillor's surgery (their advice session), nor the GP's or the vet's surgery (a place).
  [
    /\b(?:(?<!\b(?:constituency|advice|mps?|mp's|councillors?|councillor's|gp|gps|gp's|dental|dentists?|dentist's|doctors?|doctor's|vets?|vet's|drop in|weekly|ward) )surgery(?! (?:hours|reception|receptionist|car park|waiting room|to set up|to run)\b)|operation|operating|procedure)\b(?!.*\b(?:constituency|mps? office|councillors?)\b)(?<!\b(?:constituency|mps? office|councillors?)\b.*)/,
    'operation',
  ],
  [/\b(?:presentation|presenting (?:to|at|on|in front of)|present to (?:the|my|our))\b/, 'presentation'],
  [
    /\b(?:(?:my|our|a|the|sales|investor|funding|big) pitch(?! (?:deck|black|side|invasion))\b(?<!\b(?:on|off|onto|across|to) the pitch)|pitch(?:ing)? to)/,
    'pitch',
  ],
  [/\b(?:viva|(?:thesis|phd|dissertation|my|doctoral) defen[cs]e)\b/, 'viva'],
  [/\baudition\b/, 'audition'],
  [/\brecital\b/, 'recital'],
  [/\b(?:speech|keynote|talk at|give a talk)\b/, 'talk'],
  [/\b(?:exam|exams|midterm|finals week)\b/, 'exam'],
  [/\btryouts?\b/, 'tryout'],
  [/\b(?:race|marathon)\b/, 'race'],
  // Not a shouting match, a perfect match, or a seal number that does not match the log.
  [
    /(?<!\b(?:shouting|screaming|slanging|perfect|love|not|n't|to) )\bmatch\b(?! (?:the|up|my|his|her|their|what)\b)/,
    'match',
  ],
  [/\btournament\b/, 'tournament'],
  [
    /\b(?:swim|track|athletics|gymnastics|diving|indoor|outdoor|county|regional|state|national|conference|dual|home|away|championship|first|next|big|my|our|the) meet\b(?! (?:up|with|him|her|them|you|me|us|the)\b)/,
    'meet',
  ],
  // Not a video game to act in, a board game or a game show.
  [
    /(?<!\b(?:video|computer|board|card|mind|blame|waiting|guessing|dating|numbers) )\bgame\b(?! (?:show|plan|changer|console|studio|developer|dev))/,
    'game',
  ],
  [/\b(?:performance review|appraisal)\b/, 'review'],
  [/\bmeeting\b/, 'meeting'],
  // A brass band's "test piece" and a cricket "test match" are not a test they sit.
  [/\b(?:the|a|my|our|area|band|national|regional|singing|dance|song|talent|brass) contest\b/, 'contest'],
  [/\btest\b(?! (?:piece|match|series|drive|run|tube|kit|results?))/, 'test'],
];

/**
 * Words that put the person at an event as someone other than the one doing it: reporting on the
 * match, interpreting the keynote, refereeing, a parent at a child's race. Their tip must not say
 * "before your match".
 */
const AT_SOMEONE_ELSES =
  /\b(?:press box|match report|reporting on|deployed|public order|policing|on duty at|stewarding|security at|commentat\w*|interpret\w*|fingerspell\w*|umpir\w*|refereeing|officiat\w*|spectat\w*|in the stands|(?:a|the) speaker's|(?:my|our) (?:son|daughter|kid|child|boy|girl|partner|husband|wife|brother|sister)'?s (?:[a-z'-]+ )?(?:match|game|race|exam|test|tournament|recital|audition|meet|interview|talk|speech))\b/;

/** An event named only to measure against: "more nervous than for my job interview", "worse than any exam". */
const COMPARED_WITH =
  /\b(?:than|like|as) (?:(?:for|at|before|in|during|with|on) )?(?:(?:my|a|an|the|any|your|our) )?(?:[a-z-]+ )?$/;

/** An event said to be behind them in the same breath: "it did at my appraisal last year". */
const BEHIND_THEM =
  /^[^.,;!?]{0,25}\b(?:last (?:year|time|month|week|season|term)|(?:\d+|a|an|two|three|few) (?:years?|months?|weeks?) ago)\b/;

/** "Seems to think it's a game", "treats it like a race": a figure of speech, not their event. */
const FIGURATIVE =
  /\b(?:it'?s|it is|like|as if (?:it'?s|it were|it was)|treats? (?:it|this) (?:like|as)) (?:just |all |one big )?(?:a |an )?$/;

/** "Her hip operation", "dad's chemo", "their exam": the event belongs to the person named before it. */
const SOMEONE_ELSES =
  /\b(?:her|his|their|(?!(?:it|that|there|what|who|let|team|club|squad|band|crew|choir|company|side|group|orchestra|troupe|year|today|tomorrow|tonight|week|month)'s)[a-z]+'s)\s+(?:[a-z-]+\s+){0,2}$/;

function firstUncompared(pattern: RegExp, text: string): RegExpExecArray | undefined {
  for (const found of text.matchAll(new RegExp(pattern.source, 'g'))) {
    const before = text.slice(Math.max(0, found.index - 30), found.index);
    const after = text.slice(found.index + found[0].length);
    if (
      !COMPARED_WITH.test(before) &&
      !BEHIND_THEM.test(after) &&
      !FIGURATIVE.test(before) &&
      !SOMEONE_ELSES.test(before)
    )
      return found as RegExpExecArray;
  }
  return undefined;
}

export function readEvent(text: string): string | undefined {
  for (const [pattern, event] of EVENTS) {
    const found = firstUncompared(pattern, text);
    if (!found) continue;
    // Someone else's event is theirs only where they say so ("my match", "our game").
    const own = new RegExp(`\\b(?:my|our) (?:[a-z-]+ ){0,2}${found[0].trim()}\\b`);
    if (AT_SOMEONE_ELSES.test(text) && !own.test(text)) return undefined;
    return event;
  }
  return undefined;
}

/** People close to home: a tip about them should not be framed by the person's job. "My father-in-law" is not "your father". */
const PERSONAL =
  /\bmy ((?:mother|father|mum|mom|dad|sister|brother|son|daughter)[- ]in[- ]law|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]year[- ]old|partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|mum|mom|dad|mother|father|parents|kids|children|kid|son|daughter|sister|brother|baby|toddler|little one|roommate|flatmate|best friend|friends?|family)\b/;
/** "Twins are 2": their own young children, named without "my". */
const OWN_LITTLE_ONES = /\b(?:my |our |the )?(twins|triplets|toddlers)\b/;
const WORK_OR_SPORT =
  /\bmy (coach|boss|manager|supervisor|teammates?|colleagues?|captain|teacher|professor|team lead|tutor|director|charge nurse|consultant|trainer)\b/;

const TOLD_AT_WORK =
  'boss|manager|supervisor|team|staff|colleague|coach|teacher|client|customer|tenant|landlord|neighbou?r|mentor|director|players|squad|students|class';
/** Who they have to tell or face: "have to tell mum she can't drive" is about mum, whoever else is named. */
const ADDRESSEE = new RegExp(
  String.raw`\b(?:tell|telling|talk to|talking to|speak to|speaking to|raise (?:it|this|something) with|break (?:it|the news) to|confront|confronting|sit down with|say no to|saying no to) (?:my |our |the )?(?:(${CLOSE})|(${TOLD_AT_WORK}))\b`,
);

/** Who they have to ring: "ring the bank at 9" is about the bank, not the wife also named. */
const RUNG =
  /\b(?:ring|call|phone|ringing|calling|phoning) (?:the )?(bank|council|landlord|letting agent|school|gp|surgery|insurers?|insurance|energy company|lender|mortgage company|benefits office|job ?centre)\b/;

/** Who said it about them: "my husband said in front of his dad that I make a fuss" is raised with him. */
const SAID_OF_THEM = new RegExp(String.raw`\bmy (?:(${CLOSE})|(${TOLD_AT_WORK})) ${SAID_OF_ME}`);

export function readAddressee(text: string): { people: string; personal: boolean } | undefined {
  const rung = RUNG.exec(text);
  if (rung?.[1]) return { people: `the ${rung[1]}`, personal: false };
  const said = SAID_OF_THEM.exec(text);
  if (said?.[1]) return { people: `your ${said[1]}`, personal: true };
  if (said?.[2]) return { people: `your ${said[2]}`, personal: false };
  const found = ADDRESSEE.exec(text);
  if (found?.[1]) return { people: `your ${found[1]}`, personal: true };
  if (found?.[2]) return { people: `your ${found[2]}`, personal: false };
  return undefined;
}

/** "My partner's mum", "my daughter's head teacher": the person is the one after the "'s". */
const THEIR_PERSON =
  /^'?s (mum|mom|dad|mother|father|sister|brother|son|daughter|wife|husband|partner|friend|boss|teacher|head ?teacher|headteacher|coach|family|parents|girlfriend|boyfriend)\b/;

const PARTNER = /^(?:partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?)$/;
/** "Split with my girlfriend in February": she is an ex now, not the girlfriend a script talks to. */
const SPLIT_FROM = /\b(?:split|broke up|breaking up|separated|divorced|divorcing)(?: up)? (?:with|from) $/;

export function readPeople(text: string): { people: string; personal: boolean } | undefined {
  const personal = PERSONAL.exec(text);
  if (personal?.[1]) {
    if (PARTNER.test(personal[1]) && SPLIT_FROM.test(text.slice(0, personal.index)))
      return { people: 'your ex', personal: true };
    const after = THEIR_PERSON.exec(text.slice(personal.index + personal[0].length));
    if (!after?.[1]) return { people: `your ${personal[1]}`, personal: true };
    const close =
      /^(?:mum|mom|dad|mother|father|sister|brother|son|daughter|wife|husband|partner|family|parents)$/.test(after[1]);
    return { people: `your ${personal[1]}'s ${after[1]}`, personal: close };
  }
  const little = OWN_LITTLE_ONES.exec(text);
  if (little?.[1]) return { people: `the ${little[1]}`, personal: true };
  const other = WORK_OR_SPORT.exec(text);
  if (other?.[1]) return { people: `your ${other[1]}`, personal: false };
  return undefined;
}

const SPEAKING =
  /\b(?:presentation|present(?:ing)?|speech|talk|keynote|pitch(?!ing)|interview|viva|defen[cs]e|lecture|teach(?:ing)?|seminar|debate|conference|toast|panel|podcast|public speaking|speak(?:ing)?|meeting|board|client call|sales call|on a call|q&a|questions? from)\b/;

export function involvesSpeaking(text: string): boolean {
  return SPEAKING.test(text);
}

const ANTICIPATED_MISTAKE =
  /\b(?:imagin\w*|picturing|afraid of|scared of|worried about|worry about|fear of|terrified of|nervous about|anxious about|what if i|i might|i will|i'll|going to|gonna) (?:\w+ )?(?:freez\w*|choke|choking|blank\w*|go blank|mess\w* up|forget\w*|screw\w* up|stumbl\w*|stutter\w*)\b/;

const BODY_SIGNS =
  /\b(?:heart|shak\w*|trembl\w*|sweat\w*|sick|butterflies|stomach|hands|fingers|legs|jelly|throw(?:ing)? up|nause\w*|dry mouth|can't breathe|breath\w*|tight chest|jittery)\b/;

/** Work that will not let go after hours: "can't switch off", "still answering slack at 11pm". */
const WORK_FOLLOWS_HOME =
  /\b(?:can't switch off|cannot switch off|can't turn off|can't log off|can't stop thinking about work|still (?:answering|replying to|checking|on) (?:\w+ )?(?:emails?|messages|slack|teams|texts|my laptop)|work follows me|(?:bring|take|brought|took) work home|after hours)\b/;

export function workFollowsHome(text: string): boolean {
  return WORK_FOLLOWS_HOME.test(text);
}

export function feelsInBody(text: string): boolean {
  return BODY_SIGNS.test(text);
}

export function anticipatesMistake(text: string): boolean {
  return ANTICIPATED_MISTAKE.test(text);
}
