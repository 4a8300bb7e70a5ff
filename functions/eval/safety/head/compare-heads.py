"""Offline experiment, step 2 (never shipped): the kNN margin against learned heads, held out by writer.

Each fold (a first-seen round, the regression set, a coaching set, the eval situations, the
integration tests' texts) is held out in turn: out of the banks, out of the head's training and out
of the threshold choice. Training texts get their kNN features from banks without their own fold
(stacking); thresholds come from the training folds' out-of-fold scores (inner leave-one-fold-out).
The written bank units are always training, never scored.

  /usr/bin/python3 functions/eval/safety/head/compare-heads.py /tmp/safety-head [--methods knn,lr]
"""
import json
import re
import sys

import numpy as np

from head_features import Data, fold_features
from operating_point import choose, figures, level_of

DIR = sys.argv[1] if len(sys.argv) > 1 else '/tmp/safety-head'
ARGS = dict(a.split('=', 1) for a in sys.argv[2:] if '=' in a)
METHODS = ARGS.get('--methods', 'knn,lr-scalar,lr').split(',')
RECALL = float(ARGS.get('--recall', '0.92'))
d = Data(DIR)
HELD = [f for f in d.folds if f != 'written']


def fit_predict(method, x_train, y_train, w_train, x_test):
    from sklearn.linear_model import LogisticRegression
    from sklearn.neural_network import MLPClassifier
    from sklearn.preprocessing import StandardScaler
    if method == 'knn':
        return x_test[:, 0]
    cols = slice(0, d.n_scalar) if method == 'lr-scalar' else slice(None)
    scaler = StandardScaler().fit(x_train[:, cols])
    a, b = scaler.transform(x_train[:, cols]), scaler.transform(x_test[:, cols])
    if method.startswith('mlp'):
        model = MLPClassifier((32,), alpha=1e-2, max_iter=300, early_stopping=True, random_state=0).fit(a, y_train)
    else:
        model = LogisticRegression(C=float(ARGS.get('--C', '0.05')), max_iter=2000).fit(a, y_train, sample_weight=w_train)
    return model.decision_function(b) if hasattr(model, 'decision_function') else model.predict_proba(b)[:, 1]


def run(method):
    per_fold, pooled_levels = {}, {}
    for f in HELD:
        feats = fold_features(d, f)  # text -> feature row, every fold but f out-of-fold, f against the bank without f
        inner_score = np.full(d.n_texts, np.nan)
        for g in d.folds:
            if g in (f, 'written'):
                continue
            train = d.trainable(exclude=(f, g))
            test = d.texts_of(g)
            inner_score[test] = fit_predict(method, feats[train], d.y[train], d.w[train], feats[test])
        inner = [g for g in HELD if g != f]
        t = choose(d, inner_score, inner, RECALL, short_margin=0.03 if method == 'knn' else 0.0)
        train = d.trainable(exclude=(f,))
        test = d.texts_of(f)
        score = np.full(d.n_texts, np.nan)
        score[test] = fit_predict(method, feats[train], d.y[train], d.w[train], feats[test])
        levels = level_of(d, score, t, [f])
        per_fold[f] = figures(d, levels, [f])
        pooled_levels.update(levels)
        print(method, f, fmt(per_fold[f]), file=sys.stderr, flush=True)
    return per_fold, figures(d, pooled_levels, HELD), pooled_levels


def fmt(fig):
    return ' '.join(f'{k} {v[0]}/{v[1]}' for k, v in fig.items())


def shipped():
    bank = json.load(open('functions/data/safety/meaning-bank.json'))
    levels = level_of(d, d.shipped, bank['thresholds'], HELD, short_margin=None)
    return {f: figures(d, levels, [f]) for f in HELD}, figures(d, levels, HELD), levels


if __name__ == '__main__':
    results = {'shipped': shipped()}
    for m in METHODS:
        results[m] = run(m)
    out = {m: {'folds': r[0], 'pooled': r[1]} for m, r in results.items()}
    json.dump(out, open(f'{DIR}/results-{re.sub("[^a-z0-9]", "_", ",".join(METHODS))}.json', 'w'), indent=1)
    json.dump({m: {str(k): v for k, v in r[2].items()} for m, r in results.items()}, open(f'{DIR}/levels.json', 'w'))
    for m, r in out.items():
        print(f'{m:10s} pooled', fmt(r['pooled']))
