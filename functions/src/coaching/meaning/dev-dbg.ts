import { loadSharedEncoder as loadSentenceEncoder } from '../safety/meaning/shared-encoder.ts';
import { readSituation } from '../situation/read-situation.ts';
import { matchSkills } from './match-skills.ts';
import { meaningReader } from './read-meaning.ts';

const read = meaningReader(await loadSentenceEncoder());
const s = process.argv[2] ?? '';
const m = matchSkills(await read(s));
const r = readSituation(s, '', m);
console.log(
  m
    .slice(0, 6)
    .map((x) => `${x.skillId} ${x.fit.toFixed(3)}`)
    .join(' | '),
);
console.log({
  theme: r.theme,
  timing: r.timing,
  explicit: r.timingExplicit,
  avail: r.availableSeconds,
  weak: r.weak,
  emotion: r.emotion,
  sharp: r.sharpMoment,
  loss: r.loss,
  personal: r.personal,
});
