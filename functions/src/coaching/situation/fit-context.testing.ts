import { type FitContext, readFacts } from './applies.ts';

/** A skill's fit context for a phrasing of our own, before anything else is read (tests only). */
export function fitContext(text: string, over: Partial<FitContext> = {}): FitContext {
  return {
    facts: readFacts(text.toLowerCase()),
    timing: 'before',
    minutesUntil: undefined,
    performanceAhead: false,
    named: false,
    ...over,
  };
}
