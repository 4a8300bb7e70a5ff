/**
 * The safety gate's evaluation: per family and overall, crisis recall, crisis-or-check-in recall,
 * crisis answers and check-ins on everyday sentences; ordinary coaching situations stopped; and
 * p50/p99 latency by message length after warm-up.
 *
 *   npm run eval:safety                       the regression set and first-seen rounds 5 to 26
 *   npm run eval:safety -- --set first-seen-round8
 *   npm run eval:safety -- --coaching         also every writer's coaching set (ordinary situations stopped)
 *   npm run eval:safety -- --engine bedrock   the Bedrock classification tier (needs AWS credentials)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { SafetyFinding } from '../../src/coaching/safety/gate.ts';
import { loadSafetyGate } from '../../src/coaching/safety/load-gate.ts';
import { EVAL_SITUATIONS } from '../coach/situations.ts';
import { gateWithoutMemory, measureLatency } from './latency.ts';
import { type Phrasing, readPhrasings } from './phrasings.ts';
import { type Counts, printTable, tally } from './report.ts';

const args = process.argv.slice(2);
const option = (name: string) => args[args.indexOf(`--${name}`) + 1];
const engine = args.includes('--engine') ? option('engine') : 'builtin';
const sets = args.includes('--set')
  ? args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : []))
  : ['regression-set', ...Array.from({ length: 24 }, (_, i) => `first-seen-round${i + 5}`)];

if (engine === 'bedrock') {
  const { runBedrockEval } = await import('./eval-bedrock.ts');
  await runBedrockEval(sets);
  process.exit(0);
}

/** The batches' category names for ours; a minor and a child, suicide and indirect cues, count as the same help. */
function sameCategory(expected: string | undefined, found: string | undefined): string | undefined {
  const alias: Record<string, string> = { abuse_of_person: 'abuse', someone_else_at_risk: 'someone_else' };
  const wanted = expected ? (alias[expected] ?? expected) : undefined;
  const pairs = [
    ['child_at_risk', 'minor_at_risk'],
    ['suicide', 'indirect'],
  ];
  if (wanted && found && pairs.some((pair) => pair.includes(wanted) && pair.includes(found))) return found;
  return wanted;
}

const coachingData = new URL('../../data/coaching/', import.meta.url);

/** Every writer's coaching set in number order: the writer's own file in the set's folder, else the mapped one. */
function coachingSetFiles(): string[] {
  const numbers = new Set(
    readdirSync(coachingData).flatMap((name) => /^first-seen-set(\d+)(?:\.json)?$/.exec(name)?.[1] ?? []),
  );
  return [...numbers]
    .sort((a, b) => Number(a) - Number(b))
    .map((n) =>
      existsSync(new URL(`first-seen-set${n}/situations.json`, coachingData))
        ? `first-seen-set${n}/situations.json`
        : `first-seen-set${n}.json`,
    );
}

const gate = await loadSafetyGate();
const screen = (text: string): Promise<SafetyFinding> => gate.screenOne(text);

for (const set of sets) {
  const phrasings: Phrasing[] = readPhrasings(set);
  const byFamily = new Map<string, Counts>();
  const overall = tally();
  const misses: string[] = [];
  for (const p of phrasings) {
    const finding = await screen(p.text);
    const family = p.family ?? p.source ?? set;
    const counts = byFamily.get(family) ?? tally();
    byFamily.set(family, counts);
    const expected = p.category === 'non_english' ? finding.category : sameCategory(p.category, finding.category);
    for (const c of [counts, overall]) c.add(p.label, finding.level, expected, finding.category);
    if (p.label !== 'ok' && finding.level === 'ok') misses.push(`MISS [${family}] ${p.text}`);
    if (p.label === 'ok' && finding.level === 'crisis') misses.push(`CRISIS ON EVERYDAY [${family}] ${p.text}`);
  }
  console.log(`\n== ${set} (${phrasings.length} phrasings) ==`);
  printTable(
    [...byFamily.entries()].sort(([a], [b]) => a.localeCompare(b)),
    overall,
  );
  if (args.includes('--misses')) for (const line of misses) console.log(line);
}

const ordinary = EVAL_SITUATIONS.filter((s) => !s.crisis);
let stopped = 0;
for (const s of ordinary) if ((await gate.screen([s.situation, s.background])).level !== 'ok') stopped++;
console.log(
  `\nordinary coaching situations stopped (crisis or check-in): ${stopped}/${ordinary.length} = ${((100 * stopped) / ordinary.length).toFixed(1)}%`,
);

// The writers' coaching sets (ordinary situations, every one labelled ok): stopped per set.
if (args.includes('--coaching'))
  for (const file of coachingSetFiles()) {
    const n = Number(/set(\d+)/.exec(file)?.[1]);
    const set: Array<{ situation: string; background?: string }> = JSON.parse(
      readFileSync(new URL(file, coachingData), 'utf8'),
    );
    let stops = 0;
    for (const s of set) if ((await gate.screen([s.situation, s.background])).level !== 'ok') stops++;
    console.log(`coaching set ${n}: stopped ${stops}/${set.length}`);
  }

if (!args.includes('--no-latency')) {
  const fresh = await gateWithoutMemory();
  await measureLatency(
    (text) => fresh.screenOne(text),
    ordinary.map((s) => s.situation),
  );
}
