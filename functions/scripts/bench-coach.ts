/** Latency of the offline coaching path (safety gate + built-in engine). Target: p99 < 20 ms. */
import { measureCoachLatency, variedRequests } from '../eval/coach/latency.ts';

const WARM_UP = 300;
const RUNS = 1000;

measureCoachLatency(variedRequests(WARM_UP));
const stats = measureCoachLatency(variedRequests(RUNS));
console.log(
  `coach latency over ${stats.count} situations: p50 ${stats.p50Ms.toFixed(2)} ms, p99 ${stats.p99Ms.toFixed(2)} ms, max ${stats.maxMs.toFixed(2)} ms`,
);
if (stats.p99Ms >= 20) {
  console.log('p99 is over the 20 ms target');
  process.exitCode = 1;
}
