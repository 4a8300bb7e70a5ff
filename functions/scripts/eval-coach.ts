/**
 * Coach eval: theme accuracy on labelled situations, safety recall and precision, section
 * compliance, skill variety and reading grade. Run: npx tsx functions/scripts/eval-coach.ts
 */
import { pathToFileURL } from 'node:url';
import { LABELLED_PHRASES, scoreSafety } from '../eval/safety/phrasings.ts';
import { BuiltinCoachEngine } from '../src/coaching/builtin-engine.ts';
import { parseCoachingTip } from '../src/coaching/coach-model.ts';
import { fleschKincaidGrade } from '../src/coaching/eval/readability.ts';
import { EVAL_SITUATIONS } from '../src/coaching/eval/situations.ts';
import { assessSafety } from '../src/coaching/safety/assess-safety.ts';
import { checkModelOutput } from '../src/coaching/safety/check-output.ts';
import { readSituation } from '../src/coaching/situation/read-situation.ts';

export { measureCoachLatency, variedRequests } from '../src/coaching/eval/latency.ts';

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

export async function evaluateCoach(engine = new BuiltinCoachEngine()): Promise<CoachEvalReport> {
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

async function main(): Promise<void> {
  const report = await evaluateCoach();
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(`situations: ${EVAL_SITUATIONS.length} labelled, safety phrases: ${LABELLED_PHRASES.length}`);
  console.log(`theme accuracy:       ${pct(report.themeAccuracy)}`);
  console.log(`timing accuracy:      ${pct(report.timingAccuracy)} (labelled cases)`);
  console.log(`skill fit:            ${pct(report.skillFit)} (labelled cases)`);
  console.log(`safety recall:        ${pct(report.safetyRecall)}`);
  console.log(`safety precision:     ${pct(report.safetyPrecision)}`);
  console.log(`section compliance:   ${pct(report.sectionCompliance)}`);
  console.log(`distinct skills:      ${report.distinctSkills} across ${report.themesCovered} themes`);
  console.log(`reading grade (F-K):  ${report.readingGrade.toFixed(1)}`);
  for (const line of [...report.misreadThemes, ...report.nonCompliant]) console.log(`  - ${line}`);
  if (report.safetyRecall < 1 || report.sectionCompliance < 1) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
