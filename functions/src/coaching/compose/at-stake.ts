/**
 * One line that says back what is at stake, in plain words, when their own words show it clearly:
 * the skill is there in practice but not when it counts; people watching is part of the weight; the
 * body is cleared but they still hold back; the yes comes before they decide; what happened keeps
 * taking the room they need for what comes next. A paraphrase shows the concern was understood,
 * where an echo only repeats it, and each line claims nothing their words do not carry.
 */
const AT_STAKE: ReadonlyArray<{ when: (text: string) => boolean; line: string }> = [
  {
    when: (text) => CLEARED.test(text) && HOLDING_BACK.test(text),
    line: 'So your body is ready, and what is still catching up is the trust to commit.',
  },
  {
    when: (text) => FINE_WHEN_IT_DOES_NOT_COUNT.test(text),
    line: 'So the skill is there; it is doing it when it counts that changes things.',
  },
  { when: (text) => ALWAYS_YES.test(text), line: 'So the yes comes out before you have decided.' },
  {
    when: (text) => REPLAYING.test(text) && AHEAD.test(text),
    line: 'So what already happened keeps taking the room you need for what comes next.',
  },
  {
    when: (text) => WATCHED.test(text),
    line: 'So part of the weight is having people watch.',
  },
];

const CLEARED =
  /\b(?:physically cleared|cleared (?:me|to)|physio (?:says|cleared)|(?:knee|shoulder|collarbone|ankle|back) is (?:fine|stronger|good)|nothing broken|doctor says)\b/;
const HOLDING_BACK = /\b(?:hesitat\w*|pull(?:ing)? (?:out|up)|going in soft|bail\w*|freez\w*|scared|afraid|tense up)\b/;
const FINE_WHEN_IT_DOES_NOT_COUNT =
  /\b(?:(?:i'?m )?(?:fine|good|ok|okay|solid|funny|\d+%) (?:\w+ ){0,3}(?:in (?:practice|training|rec play)|at home|on real calls|with (?:my )?(?:roommate|mates|friends))|(?:in|at) (?:practice|training|home)\b.{0,60}\b(?:but|in games|at shows|in (?:games|matches|competition)))\b/;
const ALWAYS_YES = /\b(?:always|keep) say(?:ing)? yes\b/;
const REPLAYING = /\b(?:keep|keeps|can'?t stop|cannot stop) (?:replaying|going over|rehearsing|having that memory)\b/;
const AHEAD =
  /\b(?:tonight|tomorrow|next (?:week|month|\w+day)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|two|three|a few) (?:days|weeks)|again)\b/;
const WATCHED =
  /\b(?:everyone (?:watching|saw|will see)|with (?:the whole|everyone) \w+ watching|in front of (?:all|everyone|the whole|\d+)|people stare|posts everyone's|in the stands|on stream)\b/;

export function atStake(text: string): string | undefined {
  const lower = text.toLowerCase();
  return AT_STAKE.find(({ when }) => when(lower))?.line;
}
