import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { SafetyLevel } from '@briefs/shared';
import { BedrockSafetyClassifier } from '../../src/coaching/safety/bedrock-classifier.ts';
import { loadSafetyGate } from '../../src/coaching/safety/load-gate.ts';
import { readPhrasings } from './phrasings.ts';
import { type Counts, printTable, tally } from './report.ts';

const RANK: Record<SafetyLevel, number> = { ok: 0, check_in: 1, crisis: 2 };

function hasCredentials(env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    env.AWS_ACCESS_KEY_ID ||
      env.AWS_PROFILE ||
      env.AWS_CONTAINER_CREDENTIALS_FULL_URI ||
      env.AWS_WEB_IDENTITY_TOKEN_FILE,
  );
}

/**
 * The Bedrock tier's evaluation against a real account, as the product decides: an explicit crisis
 * of the local layers stands alone; otherwise the classification call reads the text and the more
 * serious of the two answers counts (a failed call leaves the local answer). It needs AWS
 * credentials and a model id (SAFETY_MODEL_ID or BEDROCK_MODEL_ID) and says clearly when it is skipped.
 */
export async function runBedrockEval(sets: readonly string[]): Promise<void> {
  const env = process.env;
  const modelId = env.SAFETY_MODEL_ID || env.BEDROCK_MODEL_ID;
  if (!hasCredentials(env) || !modelId) {
    const missing = [!hasCredentials(env) && 'AWS credentials', !modelId && 'SAFETY_MODEL_ID or BEDROCK_MODEL_ID'];
    console.log(
      `eval:safety --engine bedrock: SKIPPED, no ${missing.filter(Boolean).join(' and no ')} in this environment ` +
        `(sets: ${sets.join(', ')}). Nothing was measured.`,
    );
    return;
  }
  const guardrail = env.BEDROCK_GUARDRAIL_ID
    ? { id: env.BEDROCK_GUARDRAIL_ID, version: env.BEDROCK_GUARDRAIL_VERSION || 'DRAFT' }
    : undefined;
  const classifier = new BedrockSafetyClassifier({
    client: new BedrockRuntimeClient(env.AWS_REGION ? { region: env.AWS_REGION } : {}),
    modelId,
    guardrail,
    timeoutMs: 10_000,
  });
  const gate = await loadSafetyGate();
  console.log(`eval:safety --engine bedrock: model ${modelId}${guardrail ? `, guardrail ${guardrail.id}` : ''}`);
  for (const set of sets) {
    const phrasings = readPhrasings(set);
    const byFamily = new Map<string, Counts>();
    const overall = tally();
    let failed = 0;
    for (const p of phrasings) {
      const local = await gate.screenOne(p.text);
      let level = local.level;
      let category = local.category;
      if (!(local.level === 'crisis' && local.explicit)) {
        const read = await classifier.classify([p.text]);
        if (!read) failed++;
        else if (RANK[read.level] > RANK[level]) {
          level = read.level;
          category = read.category ?? category;
        }
      }
      const family = p.family ?? p.source ?? set;
      const counts = byFamily.get(family) ?? tally();
      byFamily.set(family, counts);
      for (const c of [counts, overall]) c.add(p.label, level, p.category, category);
    }
    console.log(`\n== ${set} (${phrasings.length} phrasings, local layers + Bedrock tier; ${failed} calls failed) ==`);
    printTable(
      [...byFamily.entries()].sort(([a], [b]) => a.localeCompare(b)),
      overall,
    );
  }
}
