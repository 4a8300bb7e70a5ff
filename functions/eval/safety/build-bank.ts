/**
 * Builds the meaning layer's bank (functions/data/safety/meaning-bank.json): embeds the labelled
 * messages' sentences, keeps only the most crisis-like sentence of each multi-sentence crisis text,
 * and chooses the thresholds by 5-fold cross-validation over the banks (never on a test set).
 * Run: npx tsx functions/eval/safety/build-bank.ts [--with first-seen-round8 ...]
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { SafetyGate } from '../../src/coaching/safety/gate.ts';
import type { MeaningBank, Thresholds } from '../../src/coaching/safety/meaning/bank.ts';
import { MeaningLayer } from '../../src/coaching/safety/meaning/meaning-layer.ts';
import { UseLiteEncoder } from '../../src/coaching/safety/meaning/use-lite-encoder.ts';
import { bankSources, meaningUnits, type SourceMessage } from './bank-sources.ts';
import { SAFETY_DATA_DIR } from './phrasings.ts';
import { chooseThresholds, type ScoredMessage, type WordFinding } from './thresholds.ts';

const FOLDS = 5;
const extra = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--with' ? [arg] : []));
const messages = bankSources(extra);
const encoder = await UseLiteEncoder.load();

const cache = new Map<string, Float32Array>();
async function embedAll(units: string[]): Promise<void> {
  const missing = [...new Set(units.filter((u) => !cache.has(u)))];
  for (let i = 0; i < missing.length; i += 64) {
    const batch = missing.slice(i, i + 64);
    const vectors = await encoder.embed(batch);
    for (const [j, unit] of batch.entries()) cache.set(unit, vectors[j] as Float32Array);
  }
}
const unitsOf = new Map(messages.map((m) => [m, meaningUnits(m.text)]));
await embedAll([...unitsOf.values()].flat());
console.log(`${messages.length} messages, ${cache.size} distinct units embedded`);

interface BankUnit {
  vector: Float32Array;
  crisis: boolean;
  category: SourceMessage['category'];
  group: number;
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);
function centroid(vectors: Float32Array[]): Float32Array {
  const c = new Float32Array(512);
  for (const v of vectors) for (let i = 0; i < 512; i++) c[i] = (c[i] as number) + (v[i] as number) / vectors.length;
  return c;
}

/** A crisis text contributes only its most crisis-like sentence; an everyday text all of its sentences. */
function bankUnits(): BankUnit[] {
  const single = messages.filter((m) => m.crisis && (unitsOf.get(m)?.length ?? 0) === 1);
  const safeVectors = messages.filter((m) => !m.crisis).flatMap((m) => unitsOf.get(m)!.map((u) => cache.get(u)!));
  const crisisCentre = centroid(single.map((m) => cache.get(unitsOf.get(m)![0]!)!));
  const safeCentre = centroid(safeVectors);
  const units: BankUnit[] = [];
  for (const m of messages) {
    const vectors = unitsOf.get(m)!.map((u) => cache.get(u)!);
    if (vectors.length === 0) continue;
    if (!m.crisis) {
      for (const vector of vectors) units.push({ vector, crisis: false, category: m.category, group: m.group });
      continue;
    }
    const best = vectors.reduce((a, b) =>
      dot(b, crisisCentre) - dot(b, safeCentre) > dot(a, crisisCentre) - dot(a, safeCentre) ? b : a,
    );
    if (best) units.push({ vector: best, crisis: true, category: m.category, group: m.group });
  }
  return units;
}

function bankOf(units: BankUnit[], thresholds: Thresholds): MeaningBank {
  const crisis = units.filter((u) => u.crisis);
  return {
    dims: 512,
    crisis: crisis.map((u) => u.vector),
    crisisCategories: crisis.map((u) => u.category),
    safe: units.filter((u) => !u.crisis).map((u) => u.vector),
    thresholds,
  };
}

const wordsOnly = new SafetyGate();
async function wordFinding(text: string): Promise<WordFinding> {
  const finding = await wordsOnly.screenOne(text);
  if (finding.level === 'crisis') return 'explicit';
  if (finding.category === 'not_english') return 'foreign';
  return finding.level === 'check_in' ? 'soft' : 'none';
}

const placeholder: Thresholds = { checkIn: 0, shortCheckIn: 0, crisis: 1, sweepSafe: 0, sweepCrisis: 1 };
const all = bankUnits();
const scored: ScoredMessage[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const layer = new MeaningLayer(
    { embed: async (u) => u.map((x) => cache.get(x)!) },
    bankOf(
      all.filter((u) => u.group % FOLDS !== fold),
      placeholder,
    ),
  );
  for (const m of messages.filter((x) => x.group % FOLDS === fold)) {
    const read = await layer.read(m.text);
    scored.push({
      text: m.text,
      crisis: m.crisis,
      score: read.score,
      words: read.words,
      found: await wordFinding(m.text),
    });
  }
}
const { thresholds, figures } = chooseThresholds(scored);
console.log('thresholds', thresholds);
console.log('cross-validated figures', figures);

function pack(vectors: Float32Array[]): string {
  const bytes = new Int8Array(vectors.length * 512);
  vectors.forEach((v, r) => {
    const max = v.reduce((m, x) => Math.max(m, Math.abs(x)), 1e-9);
    for (let i = 0; i < 512; i++) bytes[r * 512 + i] = Math.round(((v[i] as number) / max) * 127);
  });
  return Buffer.from(bytes.buffer).toString('base64');
}
const bank = bankOf(all, thresholds);
const digest = createHash('sha256')
  .update(JSON.stringify(messages.map((m) => [m.text, m.crisis, m.category])))
  .digest('hex')
  .slice(0, 16);
writeFileSync(
  `${SAFETY_DATA_DIR}meaning-bank.json`,
  `${JSON.stringify({
    dims: 512,
    digest,
    sources: [
      'regression-set',
      'first-seen-round5',
      'first-seen-round6',
      'first-seen-round7',
      ...extra,
      'bank-written-crisis',
      'bank-written-safe',
    ],
    crossValidated: figures,
    thresholds,
    crisisCategories: bank.crisisCategories,
    crisisVectors: pack(bank.crisis),
    safeVectors: pack(bank.safe),
  })}\n`,
);
console.log(`bank: ${bank.crisis.length} crisis units, ${bank.safe.length} everyday units, digest ${digest}`);
