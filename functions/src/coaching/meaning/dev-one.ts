import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { meaningReader } from './read-meaning.ts';

const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(await loadSharedEncoder()) });
const a = await engine.tip({ situation: process.argv[2] ?? '', background: process.argv[3] ?? '' });
console.log(a.coachingTip, '\n', a.summary, '|', a.suggestedVideo.title);
const b = await engine.rebrief({
  situation: process.argv[2] ?? '',
  background: process.argv[3] ?? '',
  previousTip: a.coachingTip,
  feedback: 'Writing things down does not work for me. I need something for my racing thoughts.',
});
console.log('\n--- rebrief\n', b.brief, '\n', b.skillId);
