/**
 * How the wrong-facts checker agrees with the judges: runs it over the answers recorded for sets 3–9
 * (`first-seen-set*\/answers-*.json`, the engines the judges graded) and compares with each judge's
 * "wrong_facts" (role, event or timing). Run: npx tsx functions/eval/coach/facts/against-judges.ts [--list]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkAnswer } from './wrong-facts.ts';

const DATA = fileURLToPath(new URL('../../../data/coaching/', import.meta.url));
interface Recorded {
  index: string | number;
  situation: string;
  background?: string;
  answer: string;
  summary?: string;
}
interface Grade {
  wrong_facts?: string[];
}
const read = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const list = process.argv.includes('--list');
let both = 0;
let checkerOnly = 0;
let judgeOnly = 0;
let graded = 0;
for (let n = 3; n <= 9; n++) {
  const dir = `${DATA}first-seen-set${n}/`;
  const labels = read<Array<{ timing?: string; when?: string; role?: string }>>(`${DATA}first-seen-set${n}.json`);
  const files = readdirSync(dir).filter((f) => /^answers-.*\.json$/.test(f));
  const answersOf = (name: string) => {
    const key = name === 'beforeTuning' ? 'before-tuning' : name;
    const file = files.find((f) => f.startsWith(`answers-${key}-`));
    return file ? read<Recorded[]>(`${dir}${file}`) : undefined;
  };
  const judged = readdirSync(dir).find((f) => /^judged-blind/.test(f));
  if (!judged) continue;
  for (const item of read<Array<Record<string, unknown>>>(`${dir}${judged}`)) {
    const index = Number(item.index);
    const shown = (item.shown_as ?? {}) as Record<string, string>;
    for (const [key, grade] of Object.entries(item)) {
      if (!grade || typeof grade !== 'object' || !('wrong_facts' in (grade as object))) continue;
      const engine = shown[key] ?? key;
      const recorded = answersOf(engine)?.find((a) => Number(a.index) === index);
      if (!recorded || recorded.answer.startsWith('(safety gate')) continue;
      graded++;
      const judge = ((grade as Grade).wrong_facts ?? []).some((w) => /role|event|timing/.test(w));
      const flags = checkAnswer({ ...labels[index], ...recorded });
      const checker = flags.some((f) => f.kind !== 'mistake');
      if (judge && checker) both++;
      else if (checker) checkerOnly++;
      else if (judge) judgeOnly++;
      if (list && (judge || checker))
        console.log(
          `set${n}#${index} ${engine}: judge ${judge ? 'yes' : 'no'}, checker ${checker ? flags.map((f) => `${f.kind} "${f.said}"`).join('; ') : 'no'}`,
        );
    }
  }
}
console.log(
  `graded answers ${graded}: both flag ${both}, checker only ${checkerOnly}, judge only ${judgeOnly}; ` +
    `checker finds ${((100 * both) / Math.max(both + judgeOnly, 1)).toFixed(0)}% of the judges' role/event/timing flags, ` +
    `${((100 * both) / Math.max(both + checkerOnly, 1)).toFixed(0)}% of its flags are the judges' too`,
);
