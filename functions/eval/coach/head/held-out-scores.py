"""Step 2: for each first-seen set, train the head on every other set plus the exemplars and keep its
log-probabilities on the held-out set (and the training label prior), for choose-alpha.py.

  python3 functions/eval/coach/head/held-out-scores.py /tmp/skill-head NAME [grams 0|1] [sets...]
"""
import sys

import numpy as np

from skill_head import Data, scores, train

folder, name, use_grams = sys.argv[1], sys.argv[2], sys.argv[3] == '1'
data = Data(folder)
sets = sys.argv[4:] or data.sets
EXEMPLAR_WEIGHT = 0.5
HP = dict(l2_emb=1e-3, l2_gram=3e-3, use_grams=use_grams)


def fit_excluding(excluded):
    mask = ~np.isin(data.fold, excluded)
    idx = np.flatnonzero(mask)
    w = np.where(data.fold[idx] == 'exemplars', EXEMPLAR_WEIGHT, 1.0)
    return train(data.emb[idx], [data.grams[i] for i in idx], data.Y[idx], w, **HP), idx


for held in sets:
    model, idx = fit_excluding([held])
    test = np.flatnonzero(data.fold == held)
    logp = scores(model, data.emb[test], [data.grams[i] for i in test])
    sit = idx[data.fold[idx] != 'exemplars']
    prior = (data.Y[sit] / data.Y[sit].sum(1, keepdims=True)).mean(0)
    np.savez(f'{folder}/{name}-{held}.npz', test=test, logp=logp, prior=prior)
    print(held, 'done', flush=True)
