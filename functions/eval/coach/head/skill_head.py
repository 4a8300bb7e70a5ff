"""The learned skill head, offline: features, training and the leave-one-set-out check.

A message is read as the engine reads it (sentence units in the gate's normalised form). Features:
the normalised mean of its unit vectors (what the engine calls the whole message) and the word
unigrams and bigrams of its units, present or not. One linear scorer per skill, trained jointly as a
softmax whose target spreads evenly over the situation's fitting skills (a ranking, not 58 separate
yes/no questions: what matters is which skill comes first). L2 on both parts, separately.
"""
import json
import re

import numpy as np
from scipy.optimize import minimize

TOKEN = re.compile(r"[a-z0-9']+", re.ASCII)


class Data:
    def __init__(self, folder):
        self.rows = json.load(open(f'{folder}/rows.json'))
        self.skills = json.load(open(f'{folder}/skills.json'))
        self.unit_text = json.load(open(f'{folder}/units.json'))
        self.vectors = np.fromfile(f'{folder}/units.f32', dtype='<f4').reshape(-1, 512)
        self.k = {s: i for i, s in enumerate(self.skills)}
        self.fold = np.array([r['fold'] for r in self.rows])
        self.emb = np.stack([mean_vector(self.vectors[r['units']]) for r in self.rows])
        self.grams = [grams_of([self.unit_text[u] for u in r['units']]) for r in self.rows]
        self.Y = np.zeros((len(self.rows), len(self.skills)))
        for i, r in enumerate(self.rows):
            for s in r['skills']:
                self.Y[i, self.k[s]] = 1
        self.sets = sorted({f for f in self.fold if f != 'exemplars'}, key=lambda f: int(f[3:]))


def mean_vector(v):
    if len(v) == 0:
        return np.zeros(512, dtype=np.float32)
    m = v.mean(0)
    return m / (np.linalg.norm(m) or 1)


def grams_of(units):
    seen = set()
    for unit in units:
        words = TOKEN.findall(unit)
        for i, w in enumerate(words):
            seen.add(w)
            if i > 0:
                seen.add(f'{words[i - 1]} {w}')
    return seen


def gram_matrix(grams, vocab):
    X = np.zeros((len(grams), len(vocab)), dtype=np.float32)
    for i, g in enumerate(grams):
        for w in g:
            j = vocab.get(w)
            if j is not None:
                X[i, j] = 1
    return X


def train(emb, grams, Y, weight, l2_emb=1.0, l2_gram=1.0, min_count=2, scale=8.0, use_grams=True, maxiter=250):
    """Softmax over skills; returns (W_emb, b, vocab, W_gram)."""
    counts = {}
    for g in grams:
        for w in g:
            counts[w] = counts.get(w, 0) + 1
    vocab = {w: j for j, w in enumerate(sorted(w for w, c in counts.items() if c >= min_count))} if use_grams else {}
    G = gram_matrix(grams, vocab)
    E = (emb * scale).astype(np.float32)
    T = Y / Y.sum(1, keepdims=True)
    n, d = E.shape
    k = Y.shape[1]
    v = G.shape[1]
    wsum = weight.sum()

    def unpack(p):
        We = p[: d * k].reshape(d, k)
        Wg = p[d * k: d * k + v * k].reshape(v, k)
        b = p[d * k + v * k:]
        return We, Wg, b

    def f(p):
        We, Wg, b = unpack(p)
        Z = E @ We + G @ Wg + b
        Z -= Z.max(1, keepdims=True)
        lse = np.log(np.exp(Z).sum(1, keepdims=True))
        logp = Z - lse
        loss = -(weight[:, None] * T * logp).sum() / wsum
        loss += 0.5 * l2_emb * (We ** 2).sum() + 0.5 * l2_gram * (Wg ** 2).sum()
        P = np.exp(logp)
        D = weight[:, None] * (P - T) / wsum
        gWe = E.T @ D + l2_emb * We
        gWg = G.T @ D + l2_gram * Wg
        gb = D.sum(0)
        return loss, np.concatenate([gWe.ravel(), gWg.ravel(), gb])

    p0 = np.zeros(d * k + v * k + k)
    res = minimize(f, p0, jac=True, method='L-BFGS-B', options={'maxiter': maxiter})
    We, Wg, b = unpack(res.x)
    return {'We': We * scale, 'Wg': Wg, 'b': b, 'vocab': vocab}


def scores(model, emb, grams):
    G = gram_matrix(grams, model['vocab'])
    Z = emb @ model['We'] + G @ model['Wg'] + model['b']
    Z = Z - Z.max(1, keepdims=True)
    return Z - np.log(np.exp(Z).sum(1, keepdims=True))  # log-probabilities


def train_ovr(emb, Y, weight, l2=1e-2, scale=8.0, maxiter=300, balance=True):
    """One logistic regression per skill (fits or not), all at once; positives up-weighted to the
    negatives' total so a rarely listed skill is not simply 'no'. Returns We, b; score = logit."""
    E = (emb * scale).astype(np.float64)
    n, d = E.shape
    k = Y.shape[1]
    pos = (weight[:, None] * Y).sum(0)
    neg = (weight[:, None] * (1 - Y)).sum(0)
    wpos = np.where(balance, neg / np.maximum(pos, 1), 1.0)
    Wt = weight[:, None] * np.where(Y > 0, wpos, 1.0)
    norm = Wt.sum(0)

    def f(p):
        We = p[: d * k].reshape(d, k)
        b = p[d * k:]
        Z = E @ We + b
        # log(1 + e^-z) for positives, log(1 + e^z) for negatives
        S = np.where(Y > 0, -Z, Z)
        loss_el = np.logaddexp(0, S)
        loss = ((Wt * loss_el).sum(0) / norm).sum() + 0.5 * l2 * (We ** 2).sum()
        sig = 1 / (1 + np.exp(-S))
        D = Wt * sig * np.where(Y > 0, -1.0, 1.0) / norm
        return loss, np.concatenate([(E.T @ D + l2 * We).ravel(), D.sum(0)])

    res = minimize(f, np.zeros(d * k + k), jac=True, method='L-BFGS-B', options={'maxiter': maxiter})
    return {'We': res.x[: d * k].reshape(d, k) * scale, 'b': res.x[d * k:], 'vocab': {}, 'Wg': np.zeros((0, k))}
