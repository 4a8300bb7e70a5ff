"""Step 3: how the rule engine's choice changes when the head's held-out scores are added.

  python3 functions/eval/coach/head/choose-alpha.py /tmp/skill-head NAME

score(skill) = rule score + ALPHA x (log p_head(skill) - BETA x log prior(skill)) over the skills the
engine allows; a weak reading keeps the engine's broadly useful skill. BETA > 0 takes back the head's
lean towards skills the lenient labels list often (breathing, rehearsal), which would otherwise make
one skill the answer to everything.
"""
import sys
from collections import Counter

import numpy as np

from skill_head import Data

folder, name = sys.argv[1], sys.argv[2]
data = Data(folder)
held = {s: np.load(f'{folder}/{name}-{s}.npz') for s in data.sets}


def picks(s, alpha, beta, top_k=None):
    z = held[s]
    adj = z['logp'] - beta * np.log(z['prior'] + 1e-4)
    out = []
    for j, i in enumerate(z['test']):
        r = data.rows[i]
        if r['weak'] or alpha == 0:
            out.append(r['chosen'])
            continue
        allowed = r['rules']
        if top_k:
            keep = sorted(allowed, key=lambda k: -allowed[k])[:top_k]
            allowed = {k: allowed[k] for k in keep}
        out.append(max(allowed, key=lambda k: allowed[k] + alpha * adj[j][data.k[k]]))
    return out


def report(s, p):
    z = held[s]
    fit = np.mean([k in data.rows[i]['skills'] for k, i in zip(p, z['test'])])
    top = Counter(p).most_common(1)[0]
    return fit, top[1] / len(p), top[0]


def grid(alphas, betas, top_ks):
    rows = []
    for a in alphas:
        for b in betas if a else [0]:
            for t in top_ks if a else [None]:
                per = {s: report(s, picks(s, a, b, t)) for s in data.sets}
                rows.append((a, b, t, per))
    return rows


def table(alpha, beta):
    """Per held-out set: engine, engine + head, head alone (over the allowed skills), top-skill shares."""
    print('| held-out set | engine: fitting | engine + head: fitting | head alone | top skill share, engine -> with head |')
    print('|---|---|---|---|---|')
    sums = np.zeros(3)
    for s in ['set9'] + [x for x in data.sets if x != 'set9']:
        engine = report(s, picks(s, 0, 0))
        both = report(s, picks(s, alpha, beta))
        alone = report(s, picks(s, 1e6, 0))
        sums += [engine[0], both[0], alone[0]]
        print(f'| {s[3:]} | {engine[0]:.1%} | {both[0]:.1%} | {alone[0]:.1%} | {engine[1]:.1%} -> {both[1]:.1%} ({both[2]}) |')
    m = sums / len(data.sets)
    print(f'| mean | {m[0]:.1%} | {m[1]:.1%} | {m[2]:.1%} | |')


if __name__ == '__main__':
    if len(sys.argv) > 4:
        table(float(sys.argv[3]), float(sys.argv[4]))
        sys.exit()
    rows = grid([0, 1, 2, 3, 4, 6, 8], [0, 0.5, 1], [None, 3])
    for a, b, t, per in rows:
        mean = np.mean([per[s][0] for s in data.sets])
        worst_top = max(per[s][1] for s in data.sets)
        print(f'a={a} b={b} top={t}: set9 {per["set9"][0]:.3f} mean {mean:.3f} maxtop {worst_top:.2f} | '
              + ' '.join(f'{per[s][0]:.2f}/{per[s][1]:.2f}' for s in data.sets))
