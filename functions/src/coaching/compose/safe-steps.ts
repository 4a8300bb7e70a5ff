/**
 * A safety step some ordinary moments need before any skill. A parent at the edge with a crying baby
 * is told, as health visitors tell every parent (the ICON programme: "it's OK to walk away"), that
 * laying the baby down safely in the cot and stepping away for a few minutes is always allowed: the
 * moment a baby is most at risk is when the adult holding them is losing it.
 */
const BABY =
  /\b(?:bab(?:y|ies)|newborn|infant|teething|colic\w*|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:week|month)s?[- ]old|(?:\d{1,2}) ?(?:wk|wks|mo|mth|mths)s? old)\b/;
const CRYING =
  /\b(?:cry\w*|cries|cried|scream\w*|wail\w*|howl\w*|won'?t (?:stop|settle|sleep|go down)|hasn'?t stopped|not stopped|inconsolable)\b/;
const AT_THE_EDGE =
  /\b(?:losing it|lose it|lost it|los(?:e|ing) my (?:temper|mind|rag)|can'?t (?:cope|take (?:it|this|any more|much more)|do this)|end of my (?:tether|rope)|breaking point|snapp\w*|snapped|want to scream|going to scream|shout\w* at (?:her|him|them|the baby|my baby)|so angry|rage|furious|about to (?:lose|crack|snap|break)|please just stop|just stop|going to lose|at my limit|can'?t think straight)\b/;

export function safeStep(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (!(BABY.test(lower) && CRYING.test(lower) && AT_THE_EDGE.test(lower))) return undefined;
  return 'First, one thing that is always allowed: when you feel yourself losing it, lay the baby down safely on their back in the cot, close the door and step away for a few minutes. A crying baby in a safe cot is safe while you breathe, and then you go back. If it keeps being too much tonight, call someone to take over.';
}
