"""Offline experiment (never shipped): the meaning-only path's check-in threshold (no risk word, no
indirect cue) chosen by the same inner cross-validation with ordinary stops weighted more, held out
by writer. Reads the dump, compare-heads.py's held-out scores and the inner scores it saved.

  /usr/bin/python3 functions/eval/safety/head/meaning-only-frontier.py /tmp/safety-head lr 1,2,4,8 0.90,0.92
"""
import sys

import numpy as np

from head_features import Data
from operating_point import choose, figures, level_of

DIR, METHOD = sys.argv[1], sys.argv[2]
WEIGHTS = [float(w) for w in sys.argv[3].split(',')]
RECALLS = [float(r) for r in sys.argv[4].split(',')]
d = Data(DIR)
HELD = [f for f in d.folds if f != 'written']
methods = ['knn', 'lr']  # the order compare-heads.py saved them in with --methods=knn,lr
held = np.load(f'{DIR}/scores-knn_lr.npy')[methods.index(METHOD)]
inner = dict(zip(HELD, np.load(f'{DIR}/inner-{METHOD}.npy')))
pct = lambda p: f'{100 * p[0] / max(1, p[1]):.1f}% ({p[0]}/{p[1]})'
for r in RECALLS:
    for w in WEIGHTS:
        levels = {}
        for f in HELD:
            t = choose(d, inner[f], [g for g in HELD if g != f], r, short_margin=0.0, ordinary_weight=w)
            t['shortCheckIn'] = t['checkIn']
            levels.update(level_of(d, held, t, [f]))
        fig = figures(d, levels, HELD)
        print(f'recall {r} ordinary x{w:g}: reach {pct(fig["crisis_or_check_in"])}, everyday crisis '
              f'{pct(fig["everyday_crisis"])}, everyday check-in {pct(fig["everyday_check_in"])}, ordinary '
              f'{pct(fig["ordinary_stopped"])}, crisis {pct(fig["crisis"])}', flush=True)
