import { log } from '../../lib/log.ts';
import type { SafetyGate } from './gate.ts';
import { loadSharedEncoder } from './meaning/shared-encoder.ts';

let loading: Promise<SafetyGate> | undefined;

async function build(): Promise<SafetyGate> {
  // The encoder's thread starts loading the model first; meanwhile this thread reads the word
  // layers' modules and the banks and compiles the expressions (two cores at work, not one after the other).
  const encoder = loadSharedEncoder();
  encoder.catch(() => undefined);
  const [{ WarmingGate, warmEverydayWords }, { MeaningLayer }, { loadMeaningBanks }] = await Promise.all([
    import('./warm-up.ts'),
    import('./meaning/meaning-layer.ts'),
    import('./meaning/bank.ts'),
  ]);
  try {
    await warmEverydayWords();
    const meaning = new MeaningLayer(await encoder, loadMeaningBanks());
    meaning.prepare();
    return new WarmingGate(meaning);
  } catch (error) {
    // Without the meaning layer the gate still answers, on the safe side: every risk word asks first.
    log.error('safety gate: meaning layer failed to load; word layers only', { err: String(error) });
    return new WarmingGate();
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
