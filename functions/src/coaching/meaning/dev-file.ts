import { readFileSync } from 'node:fs';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { loadSharedEncoder as loadSentenceEncoder } from '../safety/meaning/shared-encoder.ts';
import { meaningReader } from './read-meaning.ts';

const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSentenceEncoder()) });
const items = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Array<{
  situation: string;
  background?: string;
}>;
for (const c of items) {
  const a = await engine.tip({ situation: c.situation, background: c.background });
  console.log(
    '\n====',
    c.situation.slice(0, 200),
    '|',
    c.background,
    '\n',
    a.brief,
    '\n[',
    a.skillId,
    '|',
    a.summary,
    '|',
    a.suggestedVideo.title,
    ']',
  );
}
