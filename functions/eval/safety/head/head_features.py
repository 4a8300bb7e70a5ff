"""Loads the dump of dump-embeddings.ts and computes a text's features against a bank built without given folds."""
import functools
import json
import os
import re

import numpy as np

TOP = 5
# ASCII word boundaries, as JavaScript's \b (the runtime computes the same cues).
FIRST = re.compile(r"\b(i|i'm|im|me|my|myself|mine)\b", re.ASCII)
OTHER = re.compile(r"\b(he|she|his|her|him|they|them|their|friend|son|daughter|brother|sister|mum|mom|dad|kid|child|someone|somebody)\b", re.ASCII)
FUTURE = re.compile(r"\b(tonight|tomorrow|goodbye|anymore|forever|end it|never)\b", re.ASCII)


class Data:
    def __init__(self, folder):
        self.requests = json.load(open(f'{folder}/requests.json'))
        # DROP_FOLDS=round14,set8 re-runs the protocol as it stood before those folds were learned from.
        drop = [f for f in os.environ.get('DROP_FOLDS', '').split(',') if f]
        self.requests = [r for r in self.requests if r['fold'] not in drop]
        self.unit_text = json.load(open(f'{folder}/units.json'))
        self.vectors = np.fromfile(f'{folder}/units.f32', dtype='<f4').reshape(-1, 512)
        # The bank side as the runtime decodes it: int8 per component, scaled back to unit length.
        q = np.round(self.vectors / np.abs(self.vectors).max(1, keepdims=True) * 127)
        self.bank_vectors = (q / np.linalg.norm(q, axis=1, keepdims=True)).astype(np.float32)
        self.gram = self.vectors @ self.bank_vectors.T
        self.folds = list(dict.fromkeys(r['fold'] for r in self.requests))
        texts = [(i, t) for i, r in enumerate(self.requests) for t in r['texts']]
        self.req = np.array([i for i, _ in texts])
        self.text = [t['text'] for _, t in texts]
        self.units = [t['units'] for _, t in texts]
        self.found = np.array([t['found'] for _, t in texts])
        self.context = np.array([t['context'] for _, t in texts])
        self.words = np.array([t['words'] for _, t in texts])
        self.shipped = np.array([t['shipped'] for _, t in texts])
        self.n_texts = len(texts)
        self.label = np.array([r['label'] for r in self.requests])
        self.ordinary = np.array([r['ordinary'] for r in self.requests])
        self.req_fold = np.array([r['fold'] for r in self.requests])
        self.fold = self.req_fold[self.req]
        self.y = ((self.label[self.req] != 'ok') & ~self.context).astype(int)
        # Only what the meaning layer decides trains a head: no explicit or foreign hit, and never a crisis's background.
        self.meaning_read = np.isin(self.found, ['soft', 'none']) & np.array([len(u) > 0 for u in self.units])
        self.trainable_mask = self.meaning_read & ~((self.label[self.req] != 'ok') & self.context)
        self.w = np.ones(self.n_texts)
        self.cues = np.array([cues(t) for t in self.text])
        self.n_scalar = 10 + self.cues.shape[1]

    def texts_of(self, fold):
        return np.flatnonzero(self.fold == fold)

    def trainable(self, exclude):
        return np.flatnonzero(self.trainable_mask & ~np.isin(self.fold, exclude))


# What a message is about: a performance, a task or an event (plain stress) against finality and a
# way out (quieter crises); a capitalised word inside a sentence stands for a named person.
EVENT = re.compile(r"\b(exams?|tests?|interviews?|presentations?|pitch|match|games?|races?|finals?|recital|audition|gig|shows?|"
                   r"performance|concert|speech|deadlines?|shifts?|projects?|assignments?|essay|thesis|review|appraisal|"
                   r"meetings?|tournament|competition|season|launch|wedding|moving|flat|house|boss|manager|clients?|"
                   r"coach|team|colleagues?|work|job|office|class|school|uni|training)\b", re.ASCII)
FINAL = re.compile(r"\b(goodbye|last|anymore|forever|no point|end it|ending it|better off|without me|burden|disappear|"
                   r"wake up|give up|no way out|want out|letter|note|pills|rope|bridge|everyone|nobody|no one)\b", re.ASCII)
NAMED = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]{2,}\b")


def about_cues(text):
    t = text.lower()
    n = max(1, len(t.split()))
    return [len(EVENT.findall(t)) / n, len(FINAL.findall(t)) / n, min(3, len(NAMED.findall(text)))]


def cues(text):
    t = text.lower()
    n = max(1, len(t.split()))
    return [len(FIRST.findall(t)) / n, len(OTHER.findall(t)) / n, len(FUTURE.findall(t)) > 0, '?' in t]


# Ordinary coaching sets from 19 on teach the head what everyday worry looks like, but their units do
# not join the everyday bank: the bank's size is the gate's cold start (decision 007).
HEAD_ONLY_FROM_SET = 19


def head_only(fold):
    m = re.fullmatch(r'set(\d+)', fold)
    return bool(m) and int(m.group(1)) >= HEAD_ONLY_FROM_SET


def bank(d, exclude):
    """The kNN banks of the requests outside `exclude`: a crisis text's most crisis-like unit, every everyday unit."""
    keep = ~np.isin(d.fold, list(exclude) + [f for f in d.folds if head_only(f)]) & (d.found != 'foreign')
    crisis_texts = [i for i in np.flatnonzero(keep & (d.y == 1)) if d.units[i]]
    safe = np.unique([u for i in np.flatnonzero(keep & (d.label[d.req] == 'ok')) for u in d.units[i]])
    single = [d.units[i][0] for i in crisis_texts if len(d.units[i]) == 1]
    lean = d.vectors[single].mean(0) - d.vectors[safe].mean(0)
    chosen = [max(d.units[i], key=lambda u: float(d.vectors[u] @ lean)) for i in crisis_texts]
    return np.unique(chosen), safe


def top(m, k=TOP):
    part = np.partition(m, -k, axis=1)[:, -k:]
    return part.mean(1), part.max(1)


def features(d, texts, crisis_bank, safe_bank):
    rows = np.zeros((len(texts), d.n_scalar + 512), dtype=np.float32)
    units = sorted({u for i in texts for u in d.units[i]})
    if not units:
        return rows
    at = {u: j for j, u in enumerate(units)}
    c5, c1 = top(d.gram[np.ix_(units, crisis_bank)])
    s5, s1 = top(d.gram[np.ix_(units, safe_bank)])
    margin = c5 - s5
    for r, i in enumerate(texts):
        if not d.units[i]:
            rows[r, 0] = -1
            continue
        js = [at[u] for u in d.units[i]]
        ms = margin[js]
        best = js[int(np.argmax(ms))]
        second = np.sort(ms)[-2] if len(ms) > 1 else ms[0]
        scalars = [ms.max(), c5[best], s5[best], c1[best], s1[best], ms.mean(), second, np.log1p(len(js)),
                   np.log1p(d.words[i]), d.found[i] == 'soft'] + d.cues[i].tolist()
        rows[r, :d.n_scalar] = scalars
        rows[r, d.n_scalar:] = d.vectors[d.units[i][int(np.argmax(ms))]]
    return rows


@functools.lru_cache(maxsize=2)
def fold_features(d, held):
    """Features of every text: the held fold's against the bank without it; every other fold's against the bank without it and the held fold."""
    out = np.zeros((d.n_texts, d.n_scalar + 512), dtype=np.float32)
    for g in d.folds:
        exclude = (held,) if g == held else (held, g)
        idx = np.flatnonzero(d.fold == g)
        out[idx] = features(d, idx, *bank(d, exclude))
    return out


# The lexical model: word unigrams and bigrams of the meaning units (the gate's normalised form), present
# or not, in a logistic regression; the runtime (meaning/lexical.ts) tokenises and sums the same way.
TOKEN = re.compile(r"[a-z0-9']+", re.ASCII)
LEX_C = float(os.environ.get('LEX_C', '0.5'))
LEX_KEEP = int(os.environ.get('LEX_KEEP', '6000'))


def grams(d, i):
    out = set()
    for u in d.units[i]:
        w = TOKEN.findall(d.unit_text[u])
        out.update(w)
        out.update(f'{a} {b}' for a, b in zip(w, w[1:]))
    return out


def lexical_fit(d, train):
    """A table of n-gram weights and a bias from the texts `train`: n-grams in at least two of them, the
    LEX_KEEP largest weights kept (what ships is the same table)."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression
    docs = [dict.fromkeys(grams(d, i), 1) for i in train]
    counts = {}
    for doc in docs:
        for g in doc:
            counts[g] = counts.get(g, 0) + 1
    docs = [{g: 1 for g in doc if counts[g] >= 2} for doc in docs]
    vec = DictVectorizer()
    x = vec.fit_transform(docs)
    model = LogisticRegression(C=LEX_C, max_iter=3000, solver='liblinear').fit(x, d.y[train])
    w = model.coef_[0]
    keep = np.argsort(-np.abs(w))[:LEX_KEEP]
    names = vec.get_feature_names_out()
    return {names[k]: round(float(w[k]), 4) for k in keep if abs(w[k]) > 1e-4}, round(float(model.intercept_[0]), 4)


def lexical_score(d, texts, table):
    weights, bias = table
    return np.array([bias + sum(weights.get(g, 0.0) for g in grams(d, i)) if d.units[i] else -5.0 for i in texts])


@functools.lru_cache(maxsize=2)
def fold_lexical(d, held):
    """The lexical score of every text, as fold_features builds the kNN ones: the held fold's from a model
    trained without it, every other fold's from a model trained without it and the held fold."""
    out = np.zeros(d.n_texts, dtype=np.float32)
    for g in d.folds:
        exclude = (held,) if g == held else (held, g)
        idx = np.flatnonzero(d.fold == g)
        out[idx] = lexical_score(d, idx, lexical_fit(d, d.trainable(exclude)))
    return out
