import { log } from '../../lib/log.ts';
import type { SafetyGate } from './gate.ts';
import { loadSharedEncoder } from './meaning/shared-encoder.ts';

let loading: Promise<SafetyGate> | undefined;

/**
 * Messages that walk the word layers' expressions: an everyday one that no expression matches, so
 * that every expression a message meets is tried (patterns, risk words, other languages, doses),
 * then explicit ones. Each expression is compiled on its first runs, which otherwise the first
 * people's messages would wait for. The allowed contexts of risk words are left out: they are
 * tried only once a risk word is found, and compiling them here (about half a second) would
 * lengthen every cold start; the first message that holds a risk word pays it instead.
 */
const WARM_UP = [
  'Big race on Saturday and I keep replaying the last one in my head, my stomach is in knots.',
  'I cut weight, fainted, and my coach will kill me if I overdose or shoot badly at the range.',
  'He hits me and I took 20 pills; tengo miedo; ich will nicht mehr. Just nervous about the exam.',
];

/** Compiles the word layers' expressions while the encoder thread loads (two runs: V8 tiers them up). */
async function warmWordLayers(words: SafetyGate): Promise<void> {
  for (let run = 0; run < 2; run++) for (const text of WARM_UP) await words.screenOne(text);
}

async function build(): Promise<SafetyGate> {
  // The encoder's thread starts loading the model first; meanwhile this thread reads the word
  // layers' modules and the banks and compiles the expressions (two cores at work, not one after the other).
  const encoder = loadSharedEncoder();
  encoder.catch(() => undefined);
  const [{ SafetyGate }, { MeaningLayer }, { loadMeaningBank }] = await Promise.all([
    import('./gate.ts'),
    import('./meaning/meaning-layer.ts'),
    import('./meaning/bank.ts'),
  ]);
  try {
    await warmWordLayers(new SafetyGate());
    const meaning = new MeaningLayer(await encoder, loadMeaningBank());
    meaning.prepare();
    return new SafetyGate(meaning);
  } catch (error) {
    // Without the meaning layer the gate still answers, on the safe side: every risk word asks first.
    log.error('safety gate: meaning layer failed to load; word layers only', { err: String(error) });
    return new SafetyGate();
  }
}

/**
 * One gate per container (or local stack). Its encoder is the container's shared one (the coach
 * reads meaning with the same model), loaded once, on first use or at start.
 */
export function loadSafetyGate(): Promise<SafetyGate> {
  loading ??= build();
  return loading;
}

/** Starts loading at module import (a Lambda's init phase), so the first request does not wait for it. */
export function warmSafetyGate(): void {
  void loadSafetyGate();
}
