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

/**
 * Money asked for an investment with the marks regulators warn of: a high or guaranteed return, a
 * friend or a stranger online bringing it, someone already calling it a scam. Checking costs nothing
 * and a real scheme waits for it; the answer says so before any skill.
 */
const INVESTMENT = /\b(?:invest\w*|scheme|crypto\w*|bitcoin|trading (?:platform|account|bot)|forex|fund|returns?)\b/;
const SCAM_MARKS =
  /\b(?:scam\w*|\d{1,3} ?% (?:a|per|every) (?:year|month|week)|guarantee\w*|too good to be true|pyramid|ponzi|get in (?:with|now|early)|met (?:him|her|them) online|on (?:instagram|facebook|whatsapp|telegram|tiktok))\b/;
const MONEY_AT_STAKE = /[£$€]\s?\d|\b\d+(?:,\d{3})+\b|\b\d+k\b|\bsavings\b|\bpension\b/;

/** A parent at the edge with a crying baby. */
export function parentAtTheEdge(text: string): boolean {
  const lower = text.toLowerCase();
  return BABY.test(lower) && CRYING.test(lower) && AT_THE_EDGE.test(lower);
}

export function safeStep(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (parentAtTheEdge(lower))
    return 'First, one thing that is always allowed: when you feel yourself losing it, lay the baby down safely on their back in the cot, close the door and step away for a few minutes. A crying baby in a safe cot is safe while you breathe, and then you go back. If it keeps being too much tonight, call someone to take over.';
  if (INVESTMENT.test(lower) && SCAM_MARKS.test(lower) && MONEY_AT_STAKE.test(lower))
    return "First, before any money moves: a high return offered through a friend or online is one of the commonest signs of a scam, however kind the person passing it on. Check the firm on your country's financial regulator's register (the FCA register in the UK) and call it on a number you find yourself, not one they give you. A real scheme will wait while you check.";
  return undefined;
}
