/**
 * A coaching Lambda's cold start for the safety gate, measured locally in a fresh process: module
 * import, encoder and bank load, and the first screened message. Run: npx tsx functions/eval/safety/cold-start.ts
 */
import { cpus, loadavg } from 'node:os';

const started = performance.now();
const { loadSafetyGate } = await import('../../src/coaching/safety/load-gate.ts');
const imported = performance.now();
const gate = await loadSafetyGate();
const loaded = performance.now();
await gate.screen(['My 200m final is in 10 minutes and my legs feel like jelly.', 'College sprinter']);
const first = performance.now();
console.log(
  `cold start: import ${(imported - started).toFixed(0)} ms, encoder and bank load ${(loaded - imported).toFixed(0)} ms, ` +
    `first message ${(first - loaded).toFixed(0)} ms, total ${(first - started).toFixed(0)} ms ` +
    `(${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)})`,
);
