import { log } from '../../lib/log.ts';
import { SafetyGate } from './gate.ts';
import { loadMeaningBank } from './meaning/bank.ts';
import { MeaningLayer } from './meaning/meaning-layer.ts';
import { loadSharedEncoder } from './meaning/shared-encoder.ts';

let loading: Promise<SafetyGate> | undefined;

/**
 * Words that walk the word layers' expressions (risk words of each family, an allowed context, a
 * dose, another language): each expression is compiled on its first runs, about a second in all,
 * which otherwise the first people's messages would wait for.
 */
const WARM_UP = [
  'I cut weight, fainted, and my coach will kill me if I overdose or shoot badly at the range.',
  'He hits me and I took 20 pills; tengo miedo; ich will nicht mehr. Just nervous about the exam.',
];

/** Compiles the word layers' expressions while the encoder thread loads (two runs: V8 tiers them up). */
async function warmWordLayers(): Promise<void> {
  const words = new SafetyGate();
  for (let run = 0; run < 2; run++) for (const text of WARM_UP) await words.screenOne(text);
}

async function build(): Promise<SafetyGate> {
  try {
    const encoder = loadSharedEncoder();
    await warmWordLayers();
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
