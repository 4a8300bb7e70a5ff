"""Loads the dump of dump-embeddings.ts and computes a text's features against a bank built without given folds."""
import functools
import json
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


def cues(text):
    t = text.lower()
    n = max(1, len(t.split()))
    return [len(FIRST.findall(t)) / n, len(OTHER.findall(t)) / n, len(FUTURE.findall(t)) > 0, '?' in t]


def bank(d, exclude):
    """The kNN banks of the requests outside `exclude`: a crisis text's most crisis-like unit, every everyday unit."""
    keep = ~np.isin(d.fold, exclude) & (d.found != 'foreign')
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
