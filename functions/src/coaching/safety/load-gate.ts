import { SafetyGate } from './gate.ts';

let loading: Promise<SafetyGate> | undefined;

/** One gate per container (or local stack): its model is loaded once, on first use. */
export function loadSafetyGate(): Promise<SafetyGate> {
  loading ??= Promise.resolve(new SafetyGate());
  return loading;
}
