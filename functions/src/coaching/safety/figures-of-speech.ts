/**
 * Everyday figures of speech with a risk word in them ("career suicide", "dead tired"). One list for
 * both layers: the pattern layer removes them before matching, and the fail-safe sweep does not
 * count a risk word inside one. Anything risky said alongside them still matches.
 */
export const FIGURES_OF_SPEECH: readonly RegExp[] = [
  /\bdying (?:to|for) (?:know|see|hear|try|go|meet|get|find out|tell|read|watch|a|some)\b/g,
  /\b(?:killing|killed|kill|slay|slaying|slayed) (?:it|time)\b/g,
  /\b(?:would|could|will) (?:literally |honestly )?die for\b/g,
  /\bto die for\b/g,
  /\bhurt my ?self (?:at|in|during|while|playing|running|training|lifting|on the|skiing|practicing|practising)\b/g,
  /\bknock(?:ed)? (?:em|them) dead\b/g,
  /\bdead (?:tired|last|set|serious|on|heat|lift|lifts|ball|beat)\b/g,
  /\bdeadlines?\b/g,
  // Ruining a career or a reputation, not a life.
  /\b(?:career|social|political|commercial|professional|reputational) suicide\b/g,
  // "Suicides" are a shuttle-sprint drill in team sports.
  /\b(?:run|ran|running|do|did|doing) suicides\b/g,
  /\bsuicide (?:sprints?|drills?|runs?|shuttles?|squeeze|prevention|awareness)\b/g,
  // Names and slang: a grip, a trail or corner, a car door, a soda-fountain mix.
  /\bsuicide (?:grips?|ridge|hill|bend|corner|trail|chute|doors?|seat|pass|squad|drinks?|soda|mix)\b/g,
  /\bsuicides? (?:at|from) the (?:soda|drinks?|fountain|pop) (?:gun|machine|fountain|dispenser|bar)\b/g,
  // Dying of nerves or of shame is a figure of speech; dying of heat or thirst is not listed here.
  /\b(?:die|dying|died) (?:of|from) (?:embarrassment|boredom|laughter|laughing|shame|cringe|jealousy|envy|curiosity|fright|stage fright|nerves|anticipation|suspense|cuteness|excitement)\b/g,
  /\b(?:killing|kill) my ?self with (?:overtime|work|training|revision|studying|deadlines|extra shifts|the workload)\b/g,
  // A comedian's bit or a song about their own funeral is material; "not a joke" keeps it in.
  /(?<!\bnot (?:a |just a |really a )?)\b(?:bit|bits|joke|jokes|gag|gags|routine|sketch|skit|material|closer|opener|song) (?:\w+ )?about (?:planning |writing |picking |choosing )?my own (?:funeral|death|grave|eulogy)\b/g,
];

/**
 * Removed before the patterns only: the fail-safe sweep still reads the risk word in them, because
 * "I'd rather die than go back there" is said in crisis too.
 */
export const PATTERN_ONLY_FIGURES: readonly RegExp[] = [/\b(?:would|had) (?:honestly |literally )?rather die than\b/g];
