import { SafetyGate } from './gate.ts';
import type { MeaningLayer } from './meaning/meaning-layer.ts';

/**
 * Each of the word layers' expressions is compiled on its first runs (V8 tiers it up on the
 * second), which otherwise the first people's messages would wait for. An everyday message that
 * no expression matches tries every expression a message meets (patterns, risk words, other
 * languages, doses); the explicit ones follow.
 */
const EVERYDAY = [
  'Big race on Saturday and I keep replaying the last one in my head, my stomach is in knots.',
  'I cut weight, fainted, and my coach will kill me if I overdose or shoot badly at the range.',
  'He hits me and I took 20 pills; tengo miedo; ich will nicht mehr. Just nervous about the exam.',
];

/**
 * Risk words in everyday senses: the sweep tries the allowed contexts only once a risk word is
 * found, and compiling them costs about half a second, too much for every cold start to wait for.
 */
const RISK_WORDS = [
  'We got killed in the second half, I bombed my free throws and the shooting drills start at six.',
  'I totally bombed the exam and my coach wants to kill me lol',
];

async function walk(texts: readonly string[]): Promise<void> {
  const words = new SafetyGate();
  for (let run = 0; run < 2; run++) for (const text of texts) await words.screenOne(text);
}

/** The expressions every message meets: compiled while the encoder thread loads. */
export function warmEverydayWords(): Promise<void> {
  return walk(EVERYDAY);
}

/** Every expression, the allowed contexts too (for measuring the gate after warm-up). */
export async function warmWordLayers(): Promise<void> {
  await walk(EVERYDAY);
  await walk(RISK_WORDS);
}

/**
 * The gate, which compiles the allowed contexts once its first answer is out and no other message
 * is being screened: no cold start waits for it, and the first risk word after it does not either.
 */
export class WarmingGate extends SafetyGate {
  private screening = 0;
  private contextsWarmed = false;

  constructor(meaning?: MeaningLayer) {
    super(meaning);
  }

  override async screenOne(...args: Parameters<SafetyGate['screenOne']>): ReturnType<SafetyGate['screenOne']> {
    this.screening++;
    try {
      return await super.screenOne(...args);
    } finally {
      this.screening--;
      if (this.screening === 0 && !this.contextsWarmed) {
        this.contextsWarmed = true;
        setImmediate(() => void walk(RISK_WORDS));
      }
    }
  }
}
