"""Markdown tables from compare-heads.py's results: per held-out fold and pooled, for chosen methods,
and a diagnostic frontier (thresholds picked on the pooled held-out scores themselves: a comparison of
rankings, not an estimate).

  /usr/bin/python3 functions/eval/safety/head/report-heads.py /tmp/safety-head knn,lr,mlp 'knn @0.92' 'lr @0.92' ...
"""
import json
import sys

import numpy as np

from head_features import Data
from operating_point import choose, figures, level_of

DIR, TAG, KEYS = sys.argv[1], sys.argv[2], sys.argv[3:]
res = json.load(open(f'{DIR}/results-{TAG.replace(",", "_")}.json'))
COLS = ['crisis_or_check_in', 'crisis', 'everyday_crisis', 'everyday_check_in', 'ordinary_stopped']
HEAD = ['reach (crisis or check-in)', 'crisis', 'crisis on everyday', 'check-in on everyday', 'ordinary stopped']


def cell(p):
    return '–' if p[1] == 0 else f'{100 * p[0] / p[1]:.1f}% ({p[0]}/{p[1]})'


print('| held out | method | ' + ' | '.join(HEAD) + ' |')
print('|---|---|' + '---|' * len(HEAD))
folds = list(res[KEYS[0]]['folds'].keys())
for f in folds + ['pooled']:
    for k in KEYS:
        if k not in res:
            continue
        fig = res[k]['pooled'] if f == 'pooled' else res[k]['folds'].get(f)
        if fig:
            print(f'| {f} | {k} | ' + ' | '.join(cell(fig[c]) for c in COLS) + ' |')

d = Data(DIR)
held = [f for f in d.folds if f != 'written']
scores = np.load(f'{DIR}/scores-{TAG.replace(",", "_")}.npy')
print('\nDiagnostic frontier (pooled held-out scores, one threshold set for all folds, chosen on them):')
for m, score in zip(TAG.split(','), scores):
    for r in (0.90, 0.92, 0.94):
        margin = 0.03 if m == 'knn' else 0.0
        t = choose(d, score, held, r, short_margin=margin)
        fig = figures(d, level_of(d, score, t, held, short_margin=margin), held)
        print(f'- {m} at reach >= {r:.0%}: ' + ', '.join(f'{h} {cell(fig[c])}' for h, c in zip(HEAD, COLS)))
