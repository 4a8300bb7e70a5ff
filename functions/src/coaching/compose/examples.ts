/**
 * A step's examples come from many activities ("a spot on the rim, a dimple on the ball"); a swimmer's
 * example reads as not listening to an accountant. Examples tied to an activity stay only when the
 * person's own words are about that activity; neutral ones always stay; a list left empty goes.
 */
const ACTIVITIES: readonly RegExp[] = [
  /\b(?:swim\w*|pool|goggles|water|lanes?|the blocks|laps?)\b/i,
  /\b(?:rim|hoop|basket\w*|free throws?)\b/i,
  /\b(?:golf|tee|putt\w*|dimple|fairway|the green|clubhouse)\b/i,
  /\b(?:net|tennis|serve|racket|racquet|volley\w*|badminton|pickleball|court)\b/i,
  /\b(?:ball|kick\w*|goalkeep\w*|pitch|match|game)\b/i,
  /\b(?:last row|audience|stage|slides|speech|talk|present\w*|lecture|crowd)\b/i,
  /\b(?:race|track|finish line|mile|laps?)\b/i,
  /\b(?:cap|kit|boots|bike|saddle|helmet)\b/i,
  // Desk work and exams: a laptop and a first exam question read as not listening to a firefighter.
  /\b(?:laptop|computer|desk|screen|essay|e-?mails?|inbox|report|thesis|dissertation|assignment|coursework|tax|spreadsheet|the file)\b/i,
  // "Ask them to repeat it" is for someone asked questions: an exam, a viva, an interview, a panel.
  /\b(?:exams?|tests?|quiz|questions?|viva|revis\w*|repeat it|interview\w*|examiners?|oral|panel|court|witness|cross-?exam\w*|barrister|tribunal|hearing)\b/i,
];

/** "Pick your target: a, b, c." / "one outside cue, like "a" or "b"." — the list after the last trigger. */
const LISTED = /^(.*?)(:\s+|,?\s+(?:like|such as)\s+)((?:[^:]+?))([.!?]?)$/;

function activityOf(example: string): RegExp | undefined {
  return ACTIVITIES.find((pattern) => pattern.test(example));
}

export function fitExamples(step: string, theirWords: string): string {
  const match = step.match(LISTED);
  if (!match) return step;
  const [, lead = '', trigger = '', list = '', stop = ''] = match;
  // Quoted examples are whole ("slow, clear voice"); otherwise commas and "or" divide them.
  const quoted = list.match(/"[^"]+"/g);
  const examples = quoted ?? list.split(/,\s+(?:or\s+)?|\s+or\s+/).filter(Boolean);
  // After a colon, only a list is examples; one clause is the instruction itself ("Wish: write one goal").
  if (trigger.trim() === ':' && examples.length < 2) return step;
  const tied = examples.filter((example) => activityOf(example));
  if (tied.length === 0) return step;
  const kept = examples.filter((example) => {
    const activity = activityOf(example);
    return !activity || activity.test(theirWords);
  });
  if (kept.length === examples.length) return step;
  // "adjusting your cap, goggles or sleeves": the first example carries the verb for the rest.
  const head = examples[0] ?? '';
  if (kept.length === 0 || (kept[0] !== head && /^\w+ing\b/.test(head))) return `${lead}${stop || '.'}`;
  const joined = kept.length === 1 ? kept[0] : `${kept.slice(0, -1).join(', ')} or ${kept.at(-1)}`;
  return `${lead}${trigger}${joined}${stop}`;
}
