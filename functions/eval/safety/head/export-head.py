"""Builds what ships from the dump of dump-embeddings.ts: the kNN banks from every labelled set
(functions/data/safety/meaning-bank.json) and the logistic-regression head over the meaning features
(functions/data/safety/meaning-head.json), with thresholds chosen on out-of-fold scores, each
writer's set left out in turn (never a test set). The head's `lexical` feature is the score of a
word uni/bigram table (shipped inside the head's file), stacked out of fold as the kNN features are;
--lexical=0 builds the head without it.

  /usr/bin/python3 functions/eval/safety/head/export-head.py /tmp/safety-head [--recall=0.92] [--lexical=0] [--suffix=-2]
--suffix=-2 writes the second bank and head (meaning-bank-2.json, meaning-head-2.json), read beside the first.
(Shipped since round 15 and coaching sets 9 and 10 with --recall=0.925: the lowest target that keeps
the held-out reach of the head before them; decision 007.)
"""
import base64
import hashlib
import json
import os
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

from head_features import Data, bank, features, lexical_fit, lexical_score
from operating_point import choose, figures, level_of

DIR = sys.argv[1] if len(sys.argv) > 1 else '/tmp/safety-head'
ARGS = dict(a.split('=', 1) for a in sys.argv[2:] if '=' in a)
RECALL = float(ARGS.get('--recall', '0.92'))
LEXICAL = ARGS.get('--lexical', '1') == '1'
SUFFIX = ARGS.get('--suffix', '')
C = 0.05
OUT = 'functions/data/safety/'
NAMES = ['margin', 'crisisTop5', 'safeTop5', 'crisisTop1', 'safeTop1', 'meanMargin', 'secondMargin', 'logUnits',
         'logWords', 'riskWord', 'firstPerson', 'otherPerson', 'timeCue', 'question']
d = Data(DIR)
HELD = [f for f in d.folds if f != 'written']
if not os.path.exists(f'{DIR}/levels-before.json'):
    # The gate before this head, as the dump scored it with the bank then shipped (for check-gate.ts).
    old = json.load(open(f'{OUT}meaning-bank.json'))['thresholds']
    json.dump(level_of(d, d.shipped, old, d.folds, short_margin=None), open(f'{DIR}/levels-before.json', 'w'))

# Out-of-fold features: each fold's texts against the banks without that fold.
feats = np.zeros((d.n_texts, d.n_scalar + 512), dtype=np.float32)
for g in d.folds:
    idx = np.flatnonzero(d.fold == g)
    feats[idx] = features(d, idx, *bank(d, (g,)))
if LEXICAL:
    # The lexical score as one more scalar, out of fold as the kNN features are: each fold's from a table without it.
    lex = np.zeros(d.n_texts, dtype=np.float32)
    for g in d.folds:
        idx = np.flatnonzero(d.fold == g)
        lex[idx] = lexical_score(d, idx, lexical_fit(d, d.trainable(exclude=(g,))))
    feats = np.column_stack([feats[:, :d.n_scalar], lex, feats[:, d.n_scalar:]])
    NAMES.append('lexical')
N_SCALAR = len(NAMES)


def fit(train):
    scaler = StandardScaler().fit(feats[train])
    model = LogisticRegression(C=C, max_iter=3000).fit(scaler.transform(feats[train]), d.y[train])
    w = model.coef_[0] / scaler.scale_
    return w, float(model.intercept_[0] - w @ scaler.mean_)


oof = np.full(d.n_texts, np.nan)
for g in HELD:
    w, b = fit(d.trainable(exclude=(g,)))
    idx = d.texts_of(g)
    oof[idx] = feats[idx] @ w + b
t = choose(d, oof, HELD, RECALL, short_margin=0.0)
t['shortCheckIn'] = t['checkIn']
cv = figures(d, level_of(d, oof, t, HELD), HELD)
print('thresholds', t, '\nout-of-fold', cv)
w, b = fit(d.trainable(exclude=()))
table = lexical_fit(d, d.trainable(exclude=())) if LEXICAL else None

crisis_units, safe_units = bank(d, ())
category = {}
for i in np.flatnonzero(d.y == 1):
    for u in d.units[i]:
        category.setdefault(int(u), d.requests[d.req[i]].get('category') or 'suicide')


def pack(units):
    v = d.vectors[units]
    q = np.round(v / np.abs(v).max(1, keepdims=True) * 127).astype(np.int8)
    return base64.b64encode(q.tobytes()).decode()


digest = hashlib.sha256(json.dumps([[r['fold'], r['label'], [t['text'] for t in r['texts']]] for r in d.requests])
                        .encode()).hexdigest()[:16]
rate = {k: round(v[0] / max(1, v[1]), 4) for k, v in cv.items()}
with open(f'{OUT}meaning-bank{SUFFIX}.json', 'w') as f:
    json.dump({'dims': 512, 'digest': digest, 'sources': d.folds, 'crossValidated': rate, 'thresholds': t,
               'crisisCategories': [category[int(u)] for u in crisis_units], 'crisisVectors': pack(crisis_units),
               'safeVectors': pack(safe_units)}, f)
    f.write('\n')
with open(f'{OUT}meaning-head{SUFFIX}.json', 'w') as f:
    json.dump({'about': 'Logistic regression over the meaning features (meaning/head.ts), standardisation folded in; '
               'lexical: the word uni/bigram table of the lexical feature (meaning/lexical.ts); '
               'built by functions/eval/safety/head/export-head.py', 'digest': digest, 'features': NAMES,
               'bias': round(b, 6), 'scalars': [round(float(x), 6) for x in w[:N_SCALAR]],
               'vector': [round(float(x), 6) for x in w[N_SCALAR:]], 'thresholds': t, 'crossValidated': rate,
               **({'lexical': {'bias': table[1], 'grams': table[0]}} if LEXICAL else {})}, f)
    f.write('\n')
# What the runtime must compute for every text: its features against the shipped banks, then the head.
every = np.arange(d.n_texts)
full = features(d, every, crisis_units, safe_units)
if LEXICAL:
    full = np.column_stack([full[:, :d.n_scalar], lexical_score(d, every, table), full[:, d.n_scalar:]])
json.dump([[d.text[i], bool(d.found[i] == 'soft'), float(full[i] @ w + b), float(full[i, 0])] for i in every],
          open(f'{DIR}/export-check.json', 'w'))
print(f'bank {len(crisis_units)} crisis, {len(safe_units)} everyday units; digest {digest}')
