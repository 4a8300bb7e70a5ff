import { composeReflection } from '../compose/reflection.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { readSituation } from '../situation/read-situation.ts';
import { situationSentences } from '../text.ts';
import { matchSkills } from './match-skills.ts';
import { meaningReader, situationUnits } from './read-meaning.ts';

const enc = await loadSharedEncoder();
const read = meaningReader(enc);
const s =
  'I have a race in 10 minutes and my heart is racing. I have been thinking about it all week and my coach says I am ready but I do not feel ready at all.';
const m0 = await read(s);
matchSkills(m0);
const time = async (name: string, f: () => unknown) => {
  const t = performance.now();
  for (let i = 0; i < 50; i++) await f();
  console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms');
};
await time('units', () => situationUnits(s));
await time('read (cached)', () => read(s));
await time('match', () => matchSkills(m0));
await time('readSituation', () => readSituation(s, '', matchSkills(m0)));
await time('reflection', () => composeReflection(situationSentences(s)));
