"""Offline experiment, step 2 (never shipped): the kNN margin against learned heads, held out by writer.

Each fold (a first-seen round, the regression set, a coaching set, the eval situations, the
integration tests' texts) is held out in turn: out of the banks, out of the head's training and out
of the threshold choice. Training texts get their kNN features from banks without their own fold
(stacking); thresholds come from the training folds' out-of-fold scores (inner leave-one-fold-out).
The written bank units are always training, never scored.

  npx tsx functions/eval/safety/head/dump-embeddings.ts /tmp/safety-head
  /usr/bin/python3 functions/eval/safety/head/compare-heads.py /tmp/safety-head --methods=knn,lr,mlp [--recall=0.90,0.92,0.94]
  (lr-lex adds the lexical score as a head feature, lr-lex-about also the what-it-is-about cues;
  DROP_FOLDS=round14,set8 in the environment runs the protocol without those folds)
  /usr/bin/python3 functions/eval/safety/head/report-heads.py /tmp/safety-head knn,lr,mlp 'knn @0.92' 'lr @0.92'
Then export-head.py builds what ships and check-gate.ts checks the real gate against it.
(apt-get install -y python3-sklearn python3-numpy; run with /usr/bin/python3.)
"""
import json
import re
import sys

import numpy as np

from head_features import Data, about_cues, fold_features, fold_lexical
from operating_point import choose, figures, level_of

DIR = sys.argv[1] if len(sys.argv) > 1 else '/tmp/safety-head'
ARGS = dict(a.split('=', 1) for a in sys.argv[2:] if '=' in a)
METHODS = ARGS.get('--methods', 'knn,lr-scalar,lr').split(',')
RECALLS = [float(r) for r in ARGS.get('--recall', '0.90,0.92,0.94').split(',')]
ORDINARY_WEIGHT = float(ARGS.get('--ordinary-weight', '1'))
d = Data(DIR)
HELD = [f for f in d.folds if f != 'written']
d.w[d.ordinary[d.req]] = ORDINARY_WEIGHT


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
        model = MLPClassifier((32,), alpha=float(ARGS.get('--alpha', '1')), max_iter=400, early_stopping=True,
                              random_state=0).fit(a, y_train)
    else:
        model = LogisticRegression(C=float(ARGS.get('--C', '0.05')), max_iter=2000).fit(a, y_train, sample_weight=w_train)
    return model.decision_function(b) if hasattr(model, 'decision_function') else model.predict_proba(b)[:, 1]


def run(method):
    """Per recall target: figures per held-out fold and pooled; and every text's held-out score."""
    per_fold = {r: {} for r in RECALLS}
    pooled_levels = {r: {} for r in RECALLS}
    held_score = np.full(d.n_texts, np.nan)
    inner_scores = {}  # per held-out fold, the training folds' out-of-fold scores (for other threshold rules)
    for f in HELD:
        feats = fold_features(d, f)  # every fold but f out-of-fold, f against the bank without f
        if 'lex' in method.split('-'):
            # The lexical score, stacked the same way, as one more scalar.
            feats = np.column_stack([feats, fold_lexical(d, f)])
        if 'about' in method.split('-'):
            feats = np.column_stack([feats, np.array([about_cues(t) for t in d.text])])
        inner_score = np.full(d.n_texts, np.nan)
        for g in d.folds:
            if g in (f, 'written'):
                continue
            train = d.trainable(exclude=(f, g))
            test = d.texts_of(g)
            inner_score[test] = fit_predict(method, feats[train], d.y[train], d.w[train], feats[test])
        inner = [g for g in HELD if g != f]
        train = d.trainable(exclude=(f,))
        test = d.texts_of(f)
        score = np.full(d.n_texts, np.nan)
        score[test] = fit_predict(method, feats[train], d.y[train], d.w[train], feats[test])
        held_score[test] = score[test]
        inner_scores[f] = inner_score
        for r in RECALLS:
            t = choose(d, inner_score, inner, r, short_margin=0.03 if method == 'knn' else 0.0)
            levels = level_of(d, score, t, [f], short_margin=0.03 if method == 'knn' else 0.0)
            per_fold[r][f] = figures(d, levels, [f])
            pooled_levels[r].update(levels)
            print(method, r, f, fmt(per_fold[r][f]), file=sys.stderr, flush=True)
    np.save(f'{DIR}/inner-{method}.npy', np.array([inner_scores[f] for f in HELD]))
    return {r: (per_fold[r], figures(d, pooled_levels[r], HELD)) for r in RECALLS}, held_score


def fmt(fig):
    return ' '.join(f'{k} {v[0]}/{v[1]}' for k, v in fig.items())


def shipped():
    bank = json.load(open('functions/data/safety/meaning-bank.json'))
    levels = level_of(d, d.shipped, bank['thresholds'], HELD, short_margin=None)
    return {f: figures(d, levels, [f]) for f in HELD}, None, levels


if __name__ == '__main__':
    tag = re.sub('[^a-z0-9]', '_', ','.join(METHODS) + ARGS.get('--tag', ''))
    unseen = [f for f in HELD if f not in ('regression-set', 'round5', 'round6', 'round7', 'round8', 'round9')]
    s = shipped()
    out = {'shipped (unseen folds only)': {'folds': s[0], 'pooled': figures(d, s[2], unseen)}}
    scores = {}
    for m in METHODS:
        by_recall, scores[m] = run(m)
        for r, (folds, pooled) in by_recall.items():
            out[f'{m} @{r}'] = {'folds': folds, 'pooled': pooled}
    json.dump(out, open(f'{DIR}/results-{tag}.json', 'w'), indent=1)
    np.save(f'{DIR}/scores-{tag}.npy', np.array([scores[m] for m in METHODS]))
    for m, r in out.items():
        print(f'{m:22s} pooled', fmt(r['pooled']))
