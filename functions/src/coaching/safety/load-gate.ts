import { log } from '../../lib/log.ts';
import { SafetyGate } from './gate.ts';
import { loadMeaningBank } from './meaning/bank.ts';
import { MeaningLayer } from './meaning/meaning-layer.ts';
import { loadSharedEncoder } from './meaning/shared-encoder.ts';

let loading: Promise<SafetyGate> | undefined;

async function build(): Promise<SafetyGate> {
  try {
    const meaning = new MeaningLayer(await loadSharedEncoder(), loadMeaningBank());
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
