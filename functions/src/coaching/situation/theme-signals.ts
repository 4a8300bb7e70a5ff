import type { Theme } from '../themes.ts';
import { OWN_SHARP_MOMENT } from './sharp-moment.ts';

/**
 * Weighted cues per theme, matched on lower-case text with straight apostrophes. Themes read only by
 * meaning (grief, a hard talk ahead, looking after someone…) have no keyword cues.
 */
export const THEME_SIGNALS: Partial<Record<Exclude<Theme, 'general'>, ReadonlyArray<readonly [RegExp, number]>>> = {
  performance_nerves: [
    [
      /\b(?:nervous|nerves|jitters|butterflies|stage fright|pre-?race|pre-?game|pre-?match|pre-?exam|test anxiety)\b/,
      4,
    ],
    [
      /\b(?:race|final|finals|heat|match|game|meet|competition|tournament|exam|test|presentation|interview|audition|recital|concert|gig|speech|talk|pitch|defen[cs]e|trials|tryouts?|show|debut|keynote|boards|viva|performance)\b/,
      1.5,
    ],
    [
      /\b(?:heart (?:is )?(?:racing|pounding|beating)|shaking|shaky|sweaty|sweating|stomach (?:is )?in knots|feel sick|dry mouth|can't stop shaking|trembling)\b/,
      2.5,
    ],
    [/\b(?:panic\w*|scared|terrified|freaking out|dread\w*|anxious|worried)\b/, 1],
    // Fear of a mistake that has not happened yet: "I can't stop imagining freezing on the first question".
    [
      /\b(?:imagin\w*|picturing|afraid of|scared of|worried about|worry about|fear of|terrified of|nervous about|anxious about|what if i|i might|i will|i'll|going to|gonna) (?:\w+ )?(?:freez\w*|choke|choking|blank\w*|go blank|mess\w* up|forget\w*|fail\w*|screw\w* up|stumbl\w*|stutter\w*|trip\w*|fall\w*)\b/,
      5,
    ],
    [
      /\b(?:about to|up next|on deck|behind the blocks|on the (?:start(?:ing)? )?line|on the blocks|warming up|warm-?up|backstage|in the wings|before i go on|walk on stage|(?:in|within) (?:\d+|a few|five|ten|two|twenty|thirty) (?:min|mins|minutes))\b/,
      2,
    ],
  ],
  choking_mistake: [
    [
      /(?<!\b(?:imagin\w*|picturing|afraid of|scared of|worried about|worry about|fear of|terrified of|nervous about|anxious about|what if i|i might|i will|i'll|going to|gonna|don't want to|do not want to|not to|might) )\b(?:choked|choke|choking|froze|freeze|freezing|blanked|went blank|mind went blank|fumbled|messed up|screwed up|made (?:a|an) (?:mistake|error)|made a bad call|missed (?:the|a|an|my) \w+|dropped (?:the|a) \w+|false start|double[- ]fault\w*|forgot (?:my|the) (?:lines|words|notes)|lost my place|botched|fluffed|flubbed|cracked (?:the|a) (?:note|high note)|missed (?:my|the) (?:entry|cue)|yips|tripped|fell on|(?:mind|head) goes blank|go blank|goes blank|missed (?:two|three|four|\d+|both|all|another|every) \w+)\b/,
      4,
    ],
    [
      /\b(?:mid|middle of|during) (?:the |my )?(?:game|match|race|exam|test|presentation|performance|meeting|surgery|set|round|routine|procedure)\b/,
      2,
    ],
    [
      /\b(?:half-?time|between (?:sets|rounds|heats|periods|halves)|next (?:point|question|hole|set|shot|round|period|inning|play|song))\b/,
      2.5,
    ],
    [/\b(?:mistake|error|slip|blunder)\b/, 1.5],
    // Mid-game and it is slipping away: "second half, 2-0 down, I've lost every 50/50".
    [
      /\b(?:middle|end|start) of the (?:first |second |third |fourth |last )?(?:half|quarter|period|set|inning|round|frame)\b/,
      2.5,
    ],
    [
      /\b(?:(?:lost|losing|missed|missing) every (?:\w+|50\/50)|can't (?:hit|make|land|buy) a (?:shot|serve|putt|pass|basket|tackle))/,
      3,
    ],
    [/\b(?:(?:\d|two|three|four)-(?:\d|nil) down|down (?:\d|two|three)-(?:\d|nil))\b/, 1.5],
  ],
  overload: [
    [
      /\b(?:overwhelm\w*|overloaded|swamped|snowed under|too much (?:on my plate|to do|work)|so much to do|juggling|a million things|too many (?:tasks|things|deadlines|emails|meetings|patients)|behind on everything|can't keep up|workload|understaffed|short-?staffed)\b/,
      4,
    ],
    [/\b(?:deadlines?|double shift|back-?to-?back|no time|to-?do list|emails|inbox|drowning in)\b/, 2],
  ],
  procrastination: [
    [
      /\b(?:procrastinat\w*|putting (?:it|this|things) off|put(?:ting)? off|keep avoiding|can't (?:get|make myself) (?:started|start)|can't start|haven't (?:even )?(?:started|begun|opened)|keep delaying|last minute|scrolling instead|wasting time|can't get myself to|keep postponing|end up (?:on my phone|scrolling|on youtube|on tiktok|watching)|(?:scroll|on my phone) instead|instead of (?:practi[cs]ing|studying|revising|working|writing))\b/,
      4,
    ],
    [
      /\b(?:thesis|dissertation|essay|paper|report|assignment|taxes|application|chapter|coursework|avoiding|revising|every time i (?:open|look at|sit down))\b/,
      1.5,
    ],
  ],
  conflict: [
    [
      /\b(?:argument|argue|arguing|argued|fight|fighting|fought|conflict|clash\w*|disagree\w*|tension|criticis\w*|critici[sz]ed|yell\w*|shout\w*|screamed at|blamed|blames|undermin\w*|micromanag\w*|ignores me|disrespect\w*|unfair|confront\w*|difficult conversation|hard conversation|falling out|won't listen|doesn't listen|not speaking|toxic|bully\w*|passive-?aggressive|humiliated)\b/,
      3,
    ],
    [
      /\b(?:boss|manager|supervisor|teammate|team mate|coach|colleague|co-?worker|partner|husband|wife|boyfriend|girlfriend|parents?|mom|mum|dad|sibling|roommate|captain|director|attending|consultant|charge nurse|bandmate|conductor|teacher|professor)\b/,
      1,
    ],
  ],
  sleep: [
    [
      /\b(?:can't sleep|cannot sleep|can't fall asleep|couldn't sleep|trouble sleeping|lying awake|lie awake|insomnia|toss(?:ing)? and turn\w*|wide awake|keep waking up)\b/,
      5,
    ],
    [/\b(?:sleep|asleep|bedtime|in bed|night before|(?:[1-4]|one|two|three|four) ?am)\b/, 2],
  ],
  exhaustion: [
    [
      /\b(?:exhausted|exhaustion|can't switch off|cannot switch off|can't turn off|can't log off|still (?:answering|replying to|checking) (?:\w+ )?(?:emails?|messages|slack|texts)|up since (?:\d|two|three|four|five)|up all night|no sleep|haven't slept|barely slept|running on no sleep|sleep-?deprived|burn(?:ed|t)? ?out|drained|running on empty|no energy|tired all the time|so tired|worn out|wiped out|fatigue\w*|depleted|running on fumes|dead tired|can't keep going|zombie|knackered|shattered)\b/,
      4,
    ],
    [/\b(?:double shift|night shifts?|1[0-9][- ]?(?:hour|hr)|long shifts?|no breaks?|on call|overtime)\b/, 2],
  ],
  setback: [
    [
      /\b(?:failed|failure|fail|didn't make|got cut|cut from|rejected|rejection|didn't get (?:the|in|into|it|picked|selected)|missed out|setback|bombed|let (?:everyone|my team|them|my coach|my parents) down|dropped from|demoted|laid off|got fired|lost my job|made redundant|(?:i was|i got|i've been|i have been|just got|got) let go|missed (?:my |our |the )?(?:quota|target|targets|numbers|sales target)|came (?:dead )?last|worst (?:race|game|performance|result)|didn't qualify|dnf|poor (?:grade|mark|result)|bad (?:grade|mark|result|review)|lost (?:the|my|in the) (?:final|match|game|race|case|deal|election|pitch)|we lost|i lost|lost \d+-\d+|lost in the (?:first|second|third|opening|early) rounds?|(?:first|second|opening)[- ]round (?:exit|loss)|knocked out)\b/,
      4,
    ],
    [/\b(?:disappoint\w*|gutted|devastated|crushed|heartbroken)\b/, 2],
  ],
  self_doubt: [
    [
      /\b(?:imposter|impostor|fraud|don't belong|not good enough|not smart enough|not talented enough|not ready|doubt\w*|second-?guess\w*|everyone (?:else )?is better|out of my depth|they'll find out|don't deserve|no confidence|lack (?:of )?confidence|lost (?:my )?confidence|low confidence|not cut out)\b/,
      4,
    ],
    [/\b(?:confidence|lucky|belong|compare myself|comparing myself)\b/, 1.5],
    [/\b(?:second-?guess\w*|doubt myself|doubting myself)\b/, 1.5],
  ],
  perfectionism: [
    [
      /\b(?:perfectionis\w*|has to be perfect|must be perfect|not perfect|perfect|flawless|never good enough|redo(?:ing)?|rewrit\w*|polish\w*|keep checking(?! (?:my |the )?(?:email|emails|inbox|phone|messages|slack|notifications))|re-?checking|every detail|tiny mistake|high standards|standards are (?:so |too )?high|never finish\w*|nitpick\w*|obsess\w* over|over-?prepar\w*)\b/,
      4,
    ],
    [
      /\b(?:re-?read|reread|re-?checked|re-?done|rewritten|gone over|proofread) (?:\w+ ){0,3}(?:\d+|two|three|four|five|six|ten|a dozen|a hundred|so many) times\b/,
      4,
    ],
    [/\b(?:typos?|still finding)\b/, 1.5],
  ],
  decision: [
    [
      /\b(?:decide|decision|deciding|choose|choice|torn between|should i|whether to|whether or not|not sure if i should|accept (?:the|an|this) offer|take the (?:job|offer)|stay or (?:go|leave)|pros and cons|can't make up my mind|which (?:one|option|path|offer|school|program))\b/,
      4,
    ],
    [/\b(?:options?|offer|quit|transfer|switch(?! off\b)|retire)\b/, 1.5],
  ],
  anger: [
    [
      /\b(?:angry|anger|furious|rage|livid|pissed|mad at|so mad|frustrat\w*|irritat\w*|annoyed|snapped|lost my temper|fuming|boiling|resent\w*|want to scream|slammed|seeing red|blew up)\b/,
      4,
    ],
    // Their own sharp moment with someone ("I was so rude to a customer"), not someone else's.
    [OWN_SHARP_MOMENT, 4],
  ],
  uncertainty: [
    [
      /\b(?:uncertain\w*|don't know what (?:will|is going to) happen|restructur\w*|layoffs?|reorg\w*|waiting (?:for|on) (?:the |my )?(?:results?|news|decision|call|scan|offer)|waiting to hear|hear(?:d)? back|haven't heard (?:back|anything)|still no (?:word|news|reply)|what if|limbo|up in the air|merger|job security|unpredictable|in the dark|not knowing)\b/,
      4,
    ],
    [
      /\b(?:change[sd]?|moving|relocat\w*|new (?:job|city|role|team|school|coach|country|manager)|transition|unknown)\b/,
      1.5,
    ],
  ],
  loneliness: [
    [
      /\b(?:lonely|loneliness|isolated|no friends|no one to talk to|nobody to talk to|left out|don't fit in|homesick|disconnected|no one (?:understands|gets it)|by myself|on my own|alone)\b/,
      4,
    ],
    [/\b(?:miss (?:my )?(?:home|family|friends)|new city|moved)\b/, 1.5],
  ],
  comeback: [
    [
      /\b(?:comeback|come back|coming back|returning (?:to|from)|return to (?:play|sport|work|training|the team|competition)|back from|rehab\w*|after (?:my |the )?(?:injury|surgery|illness|break|leave|maternity|paternity|time off|concussion)|first (?:race|game|match|day|shift|meet|competition) back|out for (?:\d+|a few|several|six|two|three) (?:weeks|months)|sidelined|torn (?:acl|muscle|ligament|hamstring)|acl|sick leave)\b/,
      4,
    ],
    [/\b(?:injur\w*|recover\w*|surgery)\b/, 1.5],
  ],
};
