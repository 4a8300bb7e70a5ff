import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { variedRequests } from '../eval/latency.ts';
import { loadSharedEncoder } from '../safety/meaning/shared-encoder.ts';
import { meaningReader, situationUnits } from './read-meaning.ts';

const enc = await loadSharedEncoder();
const engine = new BuiltinCoachEngine({ readMeaning: meaningReader(enc) });
const reqs = variedRequests(220).map((r, i) => ({
  ...r,
  situation: `${r.situation} I have been thinking about it all week and my coach says I am ready but I do not feel ready at all, case ${i}.`,
}));
const emb: number[] = [];
const eng: number[] = [];
for (const [i, r] of reqs.entries()) {
  let t = performance.now();
  await enc.embed(situationUnits(r.situation));
  const e = performance.now() - t;
  t = performance.now();
  await engine.tip(r);
  const g = performance.now() - t;
  if (i >= 20) {
    emb.push(e);
    eng.push(g);
  }
}
const p = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.floor(q * a.length)]?.toFixed(1);
console.log(
  `chars ~${reqs[0]?.situation.length}; embedding (the gate's read): p50 ${p(emb, 0.5)} p99 ${p(emb, 0.99)} ms; engine with the gate's vectors: p50 ${p(eng, 0.5)} p99 ${p(eng, 0.99)} ms`,
);
