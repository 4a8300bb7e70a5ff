/**
 * Answers a first-seen situation set once, for an outside judge: every answer in full with the skill,
 * summary, video and whether the weak-reading path was used. The engine is not tuned between the
 * run and the judgement. Run: npx tsx functions/scripts/answer-first-seen.ts <set.json> <answers.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BuiltinCoachEngine } from '../src/coaching/builtin-engine.ts';
import { coachSafely } from '../src/coaching/coach-service.ts';
import { interventionById } from '../src/coaching/interventions/index.ts';
import { meaningReader } from '../src/coaching/meaning/read-meaning.ts';
import { loadSharedEncoder } from '../src/coaching/safety/meaning/shared-encoder.ts';

interface FirstSeenSituation {
  situation: string;
  background?: string;
}

const [setPath, outPath] = process.argv.slice(2);
if (!setPath || !outPath) throw new Error('usage: answer-first-seen.ts <set.json> <answers.json>');
const situations = JSON.parse(readFileSync(setPath, 'utf8')) as FirstSeenSituation[];
const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
const answers = [];
for (const [index, item] of situations.entries()) {
  const request = { situation: item.situation, background: item.background ?? '' };
  const first = await coachSafely(engine, request);
  // A check-in asks first; the person who answers "I'm safe, keep going" gets this coaching.
  const outcome = first.kind === 'check_in' ? await coachSafely(engine, request, { confirmedSafe: true }) : first;
  const base = {
    index,
    situation: item.situation,
    background: item.background ?? '',
    gate: first.kind === 'coaching' ? 'ok' : first.kind,
  };
  if (outcome.kind !== 'coaching') {
    answers.push({
      ...base,
      answer: `(safety gate: ${outcome.kind}, ${outcome.category})`,
      skillId: '',
      skillName: '',
      summary: '',
      videoTitle: '',
      fallback: false,
    });
    continue;
  }
  const { answer } = outcome;
  answers.push({
    ...base,
    answer: answer.coachingTip,
    skillId: answer.skillId,
    skillName: interventionById(answer.skillId)?.name ?? answer.skillId,
    summary: answer.summary,
    videoTitle: answer.suggestedVideo.title,
    fallback: answer.weakReading ?? false,
  });
}
writeFileSync(outPath, `${JSON.stringify(answers, null, 2)}\n`);
console.log(`answered ${answers.length} situations into ${outPath}`);
