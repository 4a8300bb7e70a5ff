"""The gate's decision from a meaning score, the figures, and thresholds chosen on training folds only."""
import numpy as np

MAX_EVERYDAY_CRISIS = 0.03


def text_levels(d, score, t, short_margin):
    s = np.where(np.isnan(score), -np.inf, score)
    short = (~d.context) & (d.words <= 4)
    check = np.where(short, t['checkIn'] - short_margin, t['checkIn']) if short_margin is not None else np.where(
        short, t['shortCheckIn'], t['checkIn'])
    none = np.where((s >= t['crisis']) & ~short, 2, np.where(s >= check, 1, 0))
    soft = np.where(s >= t['sweepCrisis'], 2, np.where(s >= t['sweepSafe'], 1, 0))
    lv = np.where(d.found == 'soft', soft, none)
    lv = np.where(d.found == 'foreign', 1, lv)
    return np.where(d.found == 'explicit', 2, lv)


def request_levels(d, text_lv, folds):
    out = np.full(len(d.requests), -1)
    np.maximum.at(out, d.req, text_lv)
    return {int(i): int(out[i]) for i in np.flatnonzero(np.isin(d.req_fold, folds))}


def level_of(d, score, t, folds, short_margin=0.0):
    return request_levels(d, text_levels(d, score, t, short_margin), folds)


def figures(d, levels, folds):
    idx = np.array([i for i in levels if d.req_fold[i] in folds], dtype=int)
    lv = np.array([levels[i] for i in idx])
    lab, ordn = d.label[idx], d.ordinary[idx]
    everyday = (lab == 'ok') & ~ordn
    pair = lambda hit, of: (int((hit & of).sum()), int(of.sum()))
    return {'crisis_or_check_in': pair(lv >= 1, lab != 'ok'), 'crisis': pair(lv == 2, lab == 'crisis'),
            'everyday_crisis': pair(lv == 2, everyday), 'everyday_check_in': pair(lv == 1, everyday),
            'ordinary_stopped': pair(lv >= 1, (lab == 'ok') & ordn)}


def rate(p):
    return p[0] / max(1, p[1])


def choose(d, score, folds, recall, short_margin, ordinary_weight=1.0):
    """Crisis thresholds as low as 3% everyday crisis allows; then, among check-in thresholds reaching
    `recall` of the training folds' crises, those asking the fewest everyday and ordinary messages
    (ordinary stops counted `ordinary_weight` times)."""
    in_folds = np.isin(d.fold, folds) & d.meaning_read & ~np.isnan(score)
    grid = np.unique(np.quantile(score[in_folds], np.linspace(0.2, 0.995, 70)))
    # Request membership for fast figures.
    req_idx = np.flatnonzero(np.isin(d.req_fold, folds))
    lab, ordn = d.label[req_idx], d.ordinary[req_idx]
    pos, evd, orn = lab != 'ok', (lab == 'ok') & ~ordn, (lab == 'ok') & ordn

    def req_lv(t):
        out = np.full(len(d.requests), -1)
        np.maximum.at(out, d.req, text_levels(d, score, t, short_margin))
        return out[req_idx]

    top = float(np.inf)
    t = {'checkIn': top, 'shortCheckIn': top, 'crisis': top, 'sweepSafe': top, 'sweepCrisis': top}
    for v in grid:
        lv = req_lv({**t, 'crisis': v, 'sweepCrisis': v})
        if (lv[evd] == 2).mean() <= MAX_EVERYDAY_CRISIS:
            t = {**t, 'crisis': float(v), 'sweepCrisis': float(v)}
            break
    best, best_key = t, None
    for ci in grid[grid <= t['crisis']]:
        for ss in grid[grid <= t['sweepCrisis']]:
            cand = {**t, 'checkIn': float(ci), 'sweepSafe': float(ss)}
            lv = req_lv(cand)
            rec = (lv[pos] >= 1).mean()
            cost = (lv[evd] == 1).mean() + ordinary_weight * (lv[orn] >= 1).mean()
            key = (0, cost) if rec >= recall else (1, -rec)
            if best_key is None or key < best_key:
                best, best_key = cand, key
    return best
