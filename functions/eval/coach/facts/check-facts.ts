/**
 * Wrong-facts rate per first-seen set: answers every labelled situation of sets 1–9 (or reads a
 * dump from dump-answers.ts) and prints how many answers state a role, event, time or mistake the
 * labels or the person's words contradict. Tuned, seen sets: a regression measure, not first-seen.
 * Run: npx tsx functions/eval/coach/facts/check-facts.ts [answers.json] [--list] [--save out.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BuiltinCoachEngine } from '../../../src/coaching/builtin-engine.ts';
import { meaningReader } from '../../../src/coaching/meaning/read-meaning.ts';
import { loadSharedEncoder } from '../../../src/coaching/safety/meaning/shared-encoder.ts';
import { firstSeenSets } from '../first-seen.ts';
import { checkAnswer, type LabelledAnswer } from './wrong-facts.ts';

type Row = LabelledAnswer & { set: string; index: number };

async function answerAll(): Promise<Row[]> {
  const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(loadSharedEncoder) });
  const rows: Row[] = [];
  for (const { set, cases } of firstSeenSets())
    for (const [index, c] of cases.entries()) {
      const answer = await engine.tip({ situation: c.situation, background: c.background });
      rows.push({ set, index, ...c, answer: answer.coachingTip, summary: answer.summary });
    }
  return rows;
}

const args = process.argv.slice(2);
const save = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
const dump = args.find((a) => a.endsWith('.json') && a !== save);
const rows: Row[] = dump ? JSON.parse(readFileSync(dump, 'utf8')) : await answerAll();
if (save) writeFileSync(save, JSON.stringify(rows, null, 1));
const bySet = new Map<string, { n: number; flagged: number; kinds: Map<string, number> }>();
for (const row of rows) {
  const flags = checkAnswer(row);
  const entry = bySet.get(row.set) ?? { n: 0, flagged: 0, kinds: new Map() };
  entry.n++;
  if (flags.length) entry.flagged++;
  for (const kind of new Set(flags.map((f) => f.kind))) entry.kinds.set(kind, (entry.kinds.get(kind) ?? 0) + 1);
  bySet.set(row.set, entry);
  if (args.includes('--list') && flags.length)
    console.log(
      `${row.set.replace('first-seen-', '')}#${row.index} [${row.timing}${row.when ? `, ${row.when}` : ''}] ${flags
        .map((f) => `${f.kind}: "${f.said}" (${f.why})`)
        .join('; ')}\n    ${row.situation.slice(0, 110)}`,
    );
}
let all = 0;
let flaggedAll = 0;
console.log('set | answers | flagged | by kind');
for (const [set, { n, flagged, kinds }] of bySet) {
  all += n;
  flaggedAll += flagged;
  const byKind = [...kinds].map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`${set} | ${n} | ${flagged} (${((100 * flagged) / n).toFixed(1)}%) | ${byKind}`);
}
console.log(`all | ${all} | ${flaggedAll} (${((100 * flaggedAll) / all).toFixed(1)}%)`);
