"""Step 4: the head with a per-skill share offset. For each held-out set, offsets are fitted on the
other sets' held-out picks (lowering a skill's head score until it is chosen in at most CAP of them),
then applied to the held-out set.

  python3 functions/eval/coach/head/share-cap.py /tmp/skill-head NAME ALPHA CAP
"""
import sys
from collections import Counter

import numpy as np

from skill_head import Data

folder, name, alpha, cap = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
data = Data(folder)
held = {s: np.load(f'{folder}/{name}-{s}.npz') for s in data.sets}


def pick_all(sets, offset):
    out = []
    for s in sets:
        z = held[s]
        for j, i in enumerate(z['test']):
            r = data.rows[i]
            if r['weak']:
                out.append((i, r['chosen']))
                continue
            sc = {k: v + alpha * (z['logp'][j][data.k[k]] - offset[data.k[k]]) for k, v in r['rules'].items()}
            out.append((i, max(sc, key=sc.get)))
    return out


def fit_offsets(sets):
    offset = np.zeros(len(data.skills))
    for _ in range(200):
        picks = pick_all(sets, offset)
        counts = Counter(p for _, p in picks)
        over = [k for k, c in counts.items() if c / len(picks) > cap]
        if not over:
            break
        for k in over:
            offset[data.k[k]] += 0.1
    return offset


print('| held-out set | engine | engine + head, share offsets | top skill share, engine -> with head |')
print('|---|---|---|---|')
tot = np.zeros(2)
for s in ['set9'] + [x for x in data.sets if x != 'set9']:
    offset = fit_offsets([x for x in data.sets if x != s])
    picks = pick_all([s], offset)
    fit = np.mean([p in data.rows[i]['skills'] for i, p in picks])
    eng = np.mean([data.rows[i]['chosen'] in data.rows[i]['skills'] for i, _ in picks])
    top = Counter(p for _, p in picks).most_common(1)[0]
    etop = Counter(data.rows[i]['chosen'] for i, _ in picks).most_common(1)[0]
    tot += [eng, fit]
    print(f'| {s[3:]} | {eng:.1%} | {fit:.1%} | {etop[1] / len(picks):.1%} -> {top[1] / len(picks):.1%} ({top[0]}) |', flush=True)
print(f'| mean | {tot[0] / 9:.1%} | {tot[1] / 9:.1%} | |')
