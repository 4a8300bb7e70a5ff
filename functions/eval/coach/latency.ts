import { BuiltinCoachEngine } from '../../src/coaching/builtin-engine.ts';
import type { CoachRequest } from '../../src/coaching/coach-model.ts';
import { assessSafety } from '../../src/coaching/safety/assess-safety.ts';

export interface LatencyStats {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Time for the full offline path one request takes: safety gate plus built-in coaching. */
export function measureCoachLatency(
  requests: readonly CoachRequest[],
  engine = new BuiltinCoachEngine(),
): LatencyStats {
  const timings: number[] = [];
  for (const request of requests) {
    const start = performance.now();
    if (assessSafety(request.situation).level === 'ok') engine.tipSync(request);
    timings.push(performance.now() - start);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

const SITUATIONS = [
  'I have a {event} in {n} minutes and my heart is racing',
  'I choked in the {event} and it is halftime now',
  'I am overwhelmed with deadlines and my {event} is tomorrow',
  'I keep putting off preparing for the {event}',
  'My coach and I had an argument before the {event}',
  "I can't sleep, the {event} is tomorrow morning",
  'I am exhausted after weeks of training for the {event}',
  'I failed the {event} and feel gutted',
  'I feel like an imposter before the {event}',
  'My prep for the {event} has to be perfect',
  'Should I pull out of the {event} or not',
  'I am furious about how the {event} went',
  'Everything is changing and I do not know what will happen at the {event}',
  'I feel lonely on the team before the {event}',
  'Coming back from injury for the {event}',
];
const EVENTS = [
  'race',
  'exam',
  'presentation',
  'audition',
  'interview',
  'surgery',
  'match',
  'recital',
  'pitch',
  'final',
];
const ROLES = ['Swimmer', 'Nurse', 'Student', 'Surgeon', 'Musician', 'Manager', 'Runner', 'Engineer', ''];

/** Deterministic, varied requests for benchmarks. */
export function variedRequests(count: number): CoachRequest[] {
  return Array.from({ length: count }, (_, i) => ({
    situation: `${(SITUATIONS[i % SITUATIONS.length] ?? '').replace('{event}', EVENTS[i % EVENTS.length] ?? 'race').replace('{n}', String((i % 30) + 1))}. Case ${i}.`,
    background: ROLES[i % ROLES.length],
  }));
}
