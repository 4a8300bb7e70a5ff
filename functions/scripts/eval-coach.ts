/**
 * Coach eval: theme accuracy on labelled situations, safety recall and precision, section
 * compliance, skill variety and reading grade. Run: npx tsx functions/scripts/eval-coach.ts
 */
import { pathToFileURL } from 'node:url';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { firstSeenSets, judgedSetTimings, scoreFirstSeen } from '../eval/coach/first-seen.ts';
import { variedRequests } from '../eval/coach/latency.ts';
import { fleschKincaidGrade } from '../eval/coach/readability.ts';
import { EVAL_SITUATIONS } from '../eval/coach/situations.ts';
import { LABELLED_PHRASES, scoreSafety } from '../eval/safety/phrasings.ts';
import { BedrockCoachEngine } from '../src/coaching/bedrock-engine.ts';
import { BuiltinCoachEngine } from '../src/coaching/builtin-engine.ts';
import { parseCoachingTip } from '../src/coaching/coach-model.ts';
import { meaningReader } from '../src/coaching/meaning/read-meaning.ts';
import { assessSafety } from '../src/coaching/safety/assess-safety.ts';
import { checkModelOutput } from '../src/coaching/safety/check-output.ts';
import { loadSafetyGate } from '../src/coaching/safety/load-gate.ts';
import { loadSharedEncoder } from '../src/coaching/safety/meaning/shared-encoder.ts';
import { readSituation } from '../src/coaching/situation/read-situation.ts';

export { measureCoachLatency, variedRequests } from '../eval/coach/latency.ts';

export interface CoachEvalReport {
  themeAccuracy: number;
  /** Over the situations labelled with a timing, and with a family of fitting skills. */
  timingAccuracy: number;
  skillFit: number;
  safetyRecall: number;
  safetyPrecision: number;
  sectionCompliance: number;
  distinctSkills: number;
  themesCovered: number;
  readingGrade: number;
  misreadThemes: string[];
  nonCompliant: string[];
}

export async function evaluateCoach(
  engine: { tip: BuiltinCoachEngine['tip'] } = new BuiltinCoachEngine(),
): Promise<CoachEvalReport> {
  const coachingCases = EVAL_SITUATIONS.filter((c) => !c.crisis);
  let correct = 0;
  let compliant = 0;
  let timingLabelled = 0;
  let timingCorrect = 0;
  let skillLabelled = 0;
  let skillCorrect = 0;
  const skills = new Set<string>();
  const themes = new Set<string>();
  const grades: number[] = [];
  const misreadThemes: string[] = [];
  const nonCompliant: string[] = [];
  for (const c of coachingCases) {
    const answer = await engine.tip({ situation: c.situation, background: c.background });
    if (answer.theme === c.theme) correct++;
    else misreadThemes.push(`${c.theme} -> ${answer.theme}: ${c.situation.slice(0, 70)}`);
    if (c.timing) {
      timingLabelled++;
      const timing = readSituation(c.situation, c.background).timing;
      if (timing === c.timing) timingCorrect++;
      else misreadThemes.push(`timing ${c.timing} -> ${timing}: ${c.situation.slice(0, 70)}`);
    }
    if (c.skills) {
      skillLabelled++;
      if (c.skills.includes(answer.skillId)) skillCorrect++;
      else misreadThemes.push(`skill ${answer.skillId} not in ${c.skills.join('/')}: ${c.situation.slice(0, 60)}`);
    }
    const check = checkModelOutput(answer.coachingTip);
    if (check.ok && parseCoachingTip(answer.coachingTip)) compliant++;
    else nonCompliant.push(`${check.problems.join('; ')}: ${c.situation.slice(0, 60)}`);
    skills.add(answer.skillId);
    themes.add(answer.theme);
    grades.push(fleschKincaidGrade(answer.coachingTip));
  }
  const safety = scoreSafety(
    [...LABELLED_PHRASES, ...EVAL_SITUATIONS.map((c) => ({ text: c.situation, crisis: Boolean(c.crisis) }))],
    (text) => assessSafety(text).level === 'crisis',
  );
  return {
    themeAccuracy: correct / coachingCases.length,
    timingAccuracy: timingLabelled ? timingCorrect / timingLabelled : 1,
    skillFit: skillLabelled ? skillCorrect / skillLabelled : 1,
    safetyRecall: safety.recall,
    safetyPrecision: safety.precision,
    sectionCompliance: compliant / coachingCases.length,
    distinctSkills: skills.size,
    themesCovered: themes.size,
    readingGrade: grades.reduce((a, b) => a + b, 0) / Math.max(grades.length, 1),
    misreadThemes: [...misreadThemes, ...safety.misses.map((m) => `MISSED CRISIS: ${m}`)],
    nonCompliant: [...nonCompliant, ...safety.falseAlarms.map((f) => `false alarm: ${f}`)],
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

async function printFirstSeen(engine: BuiltinCoachEngine): Promise<void> {
  for (const { set, cases } of firstSeenSets()) {
    const r = await scoreFirstSeen(set, cases, engine);
    console.log(
      `\n${set} (${r.count} situations by an outside coach; labels mapped after the judge's grades were read, so these are seen figures, and the engine may have been tuned on the set since; first-seen figures are in decision 013):`,
    );
    console.log(`  fitting skill:        ${pct(r.skillFit)}`);
    console.log(`  timing as the coach:  ${pct(r.timingAgreement)} (before / during / after / ongoing)`);
    console.log(`  generic fallback:     ${pct(r.fallback)} (target <= 15%)`);
    console.log(`  concern named:        ${pct(r.concernNamed)} (opening names it in a phrase, not their sentences)`);
    console.log(`  most frequent skill:  ${r.topSkillShare.skillId} ${pct(r.topSkillShare.share)} (target <= 10%)`);
    console.log(`  sentences in >15%:    ${r.recurringSentences.length} besides the AI disclosure`);
    for (const { sentence, share } of r.recurringSentences) console.log(`    - ${pct(share)} ${sentence}`);
    for (const miss of r.misses) console.log(`  - ${miss}`);
  }
  console.log('\ntiming as the coach on the later sets (no library labels; seen once the set was judged):');
  for (const { set, agree, count } of judgedSetTimings()) console.log(`  ${set}: ${agree} of ${count}`);
}

async function printLatency(engine: BuiltinCoachEngine): Promise<void> {
  const gate = await loadSafetyGate();
  const requests = variedRequests(WARM_UP + RUNS);
  const timings: number[] = [];
  for (const [i, request] of requests.entries()) {
    const start = performance.now();
    const finding = await gate.screen([request.situation, request.background]);
    if (finding.level !== 'crisis') await engine.tip(request);
    if (i >= WARM_UP) timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => (timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0).toFixed(1);
  console.log(
    `\ngate + engine, ${timings.length} messages after ${WARM_UP} warm-up: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
}

const WARM_UP = 20;
const RUNS = 200;

/** `--engine bedrock` runs against a real account, and only when AWS credentials are present. */
async function bedrockEngine(fallback: BuiltinCoachEngine): Promise<BedrockCoachEngine | undefined> {
  const client = new BedrockRuntimeClient({});
  const found = await Promise.race([
    client.config.credentials().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
  ]);
  if (!found) return undefined;
  const modelId = process.env.BEDROCK_MODEL_ID ?? 'anthropic.claude-3-5-haiku-20241022-v1:0';
  return new BedrockCoachEngine({ modelId, client, fallback });
}

async function main(): Promise<void> {
  const engineName = process.argv[process.argv.indexOf('--engine') + 1] ?? 'builtin';
  const meaning = new BuiltinCoachEngine({ readMeaning: meaningReader(loadSharedEncoder) });
  if (process.argv.includes('--engine') && engineName === 'bedrock') {
    const bedrock = await bedrockEngine(meaning);
    if (!bedrock) {
      console.log(
        'eval:coach --engine bedrock skipped: no AWS credentials found (set AWS_PROFILE or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, and AWS_REGION).',
      );
      return;
    }
    const report = await evaluateCoach(bedrock);
    console.log(
      `bedrock: section compliance ${pct(report.sectionCompliance)}, distinct skills ${report.distinctSkills}`,
    );
    return;
  }
  const report = await evaluateCoach();
  console.log(`situations: ${EVAL_SITUATIONS.length} labelled, safety phrases: ${LABELLED_PHRASES.length}`);
  console.log('keyword reading (no encoder):');
  console.log(`theme accuracy:       ${pct(report.themeAccuracy)}`);
  console.log(`timing accuracy:      ${pct(report.timingAccuracy)} (labelled cases)`);
  console.log(`skill fit:            ${pct(report.skillFit)} (labelled cases)`);
  console.log(`safety recall:        ${pct(report.safetyRecall)}`);
  console.log(`safety precision:     ${pct(report.safetyPrecision)}`);
  console.log(`section compliance:   ${pct(report.sectionCompliance)}`);
  console.log(`distinct skills:      ${report.distinctSkills} across ${report.themesCovered} themes`);
  console.log(`reading grade (F-K):  ${report.readingGrade.toFixed(1)}`);
  for (const line of [...report.misreadThemes, ...report.nonCompliant]) console.log(`  - ${line}`);
  console.log('\nreading by meaning (the sentence encoder), on the first-seen sets:');
  await printFirstSeen(meaning);
  await printLatency(meaning);
  if (report.safetyRecall < 1 || report.sectionCompliance < 1) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
