import { readFileSync } from 'node:fs';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { loadSharedEncoder as loadSentenceEncoder } from '../safety/meaning/shared-encoder.ts';
import { meaningReader } from './read-meaning.ts';

const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSentenceEncoder()) });
const items = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Array<{
  situation: string;
  background?: string;
  skills: string[];
}>;
let ok = 0,
  weak = 0;
const counts = new Map<string, number>();
const show = process.argv[3] === 'show';
for (const [i, c] of items.entries()) {
  const a = await engine.tip({ situation: c.situation, background: c.background });
  counts.set(a.skillId, (counts.get(a.skillId) ?? 0) + 1);
  const hit = c.skills.includes(a.skillId);
  if (hit) ok++;
  if (a.weakReading) weak++;
  if (show)
    console.log(
      `\n#${i} ${hit ? 'OK ' : 'MISS'} ${a.skillId} want ${c.skills.join('/')}\n  S: ${c.situation.slice(0, 160)}\n  ${a.brief.split('\n\n').slice(0, 2).join('\n  ')}`,
    );
  else if (!hit)
    console.log(`#${i} MISS ${a.skillId} want ${c.skills.slice(0, 3).join('/')} | ${c.situation.slice(0, 90)}`);
}
console.log('fit', ok, '/', items.length, 'weak', weak, [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6));
