"""
What the two text heads' trainers share (concern-head/train.py, skill-head/train.py): one logistic
regression over tf-idf words and word pairs beside the meaning vector, fitted from weighted labels;
its export as int8 rows with a scale, as `functions/src/coaching/meaning/linear-text-head.ts` reads it;
and the parity samples that hold the TypeScript reader to the trainer.
"""
import base64
import hashlib
import json

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

# Sklearn's own word pattern, which the TypeScript reader mirrors: runs of two or more letters,
# digits or underscores.
TOKEN = r'(?u)\b\w\w+\b'


def vectoriser(min_df):
    """Sublinear tf-idf over words and word pairs, as `linear-text-head.ts` reads them."""
    return TfidfVectorizer(ngram_range=(1, 2), min_df=min_df, sublinear_tf=True, token_pattern=TOKEN)


def features(vec, texts, wholes, ids, meaning):
    """One row per id: its text's tf-idf beside its meaning vector, weighted by `meaning`."""
    words = vec.transform([texts[i] for i in ids])
    return hstack([words, csr_matrix(np.array([wholes[i] for i in ids]) * meaning)]).tocsr()


def fit_taught(texts, wholes, taught, c, min_df, meaning):
    """The vectoriser and the model from (id, class, weight) rows: a situation may teach several
    classes, and its words count once however many it teaches."""
    ids = [i for i, _, _ in taught]
    vec = vectoriser(min_df).fit([texts[i] for i in dict.fromkeys(ids)])
    model = LogisticRegression(C=c, max_iter=3000).fit(
        features(vec, texts, wholes, ids, meaning), [k for _, k, _ in taught],
        sample_weight=[w for _, _, w in taught])
    return vec, model


def int8(row):
    scale = float(np.abs(row).max()) or 1.0
    q = np.round(row / scale * 127).astype(np.int8)
    return base64.b64encode(q.tobytes()).decode(), scale / 127


def quantised(vec, model, meaning):
    """The head's fields as the reader loads them, and the dequantised weight matrix."""
    terms = vec.get_feature_names_out().tolist()
    n = len(terms)
    weights = [int8(model.coef_[k][:n]) for k in range(len(model.classes_))]
    meaning_weights = [int8(model.coef_[k][n:]) for k in range(len(model.classes_))]
    fields = {
        'classes': model.classes_.tolist(),
        'terms': terms,
        'idf': [round(float(v), 4) for v in vec.idf_],
        'bias': [round(float(v), 5) for v in model.intercept_],
        'weights': [w for w, _ in weights],
        'scales': [s for _, s in weights],
        'meaning': meaning,
        'meaningWeights': [w for w, _ in meaning_weights],
        'meaningScales': [s for _, s in meaning_weights],
    }

    def dequantised(pairs):
        return np.array([np.frombuffer(base64.b64decode(w), dtype=np.int8) * s for w, s in pairs])
    return fields, np.hstack([dequantised(weights), dequantised(meaning_weights)])


def write_head(path, head):
    head['hash'] = hashlib.sha256(json.dumps(head, sort_keys=True).encode()).hexdigest()[:16]
    with open(path, 'w') as f:
        json.dump(head, f, separators=(',', ':'))
        f.write('\n')


def parity_samples(X, W, intercept):
    """The quantised head's best class and its probability for each row of X."""
    out = []
    for row in np.asarray(X @ W.T + intercept):
        p = np.exp(row - row.max())
        p /= p.sum()
        out.append((int(p.argmax()), round(float(p.max()), 4)))
    return out


def write_parity(path, parity):
    with open(path, 'w') as f:
        json.dump(parity, f, indent=1, ensure_ascii=False)
        f.write('\n')
