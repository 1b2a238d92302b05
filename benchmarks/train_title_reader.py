"""Fit the judge of whole titles (generator/derive/title_reader.json) on readers' verdicts.

Usage:
  python benchmarks/train_title_reader.py           # fit on every verdict file and write the weights
  python benchmarks/train_title_reader.py --check   # pair accuracy with each abstract's titles held out (5 folds)

Both verdict files hold one line a derived title readers judged from the abstract alone (RUBRIC.md): {"id",
"title", "poor", "weak", "faithful"}, the number of readers who gave each verdict. `title_verdicts.jsonl` holds the
titles of the label sets and of the comparisons of sessions 23 to 28; `pair_verdicts.jsonl` those of the blind pairs
since the thirty-second session. No line is a real title. Lines of one title in both files are summed, and the papers
of benchmarks/reader_heldout are left out, so the held-out figures stay out of sample.

The judge only ever weighs titles of one abstract against each other, so it is fitted on exactly that: every two
titles of a paper that readers judged differently, a logistic regression of which was judged better on the difference
of their standardised features. An abstract that is easy or hard to title shifts all its titles alike and so teaches
it nothing. Its scores are then scaled to verdict points (poor 0, weak 1, faithful 2) by least squares within papers,
so that title_reader.MARGIN keeps its meaning. A ridge regression of each title's mean verdict, fitted on the first
file alone, was the judge until the seventy-first session: held-out pair accuracy 0.642 on that file's pairs and
0.585 on the blind pairs', against 0.657 and 0.608 for this fit. The fit is deterministic.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold
from sklearn.preprocessing import StandardScaler

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.devset import CORPORA, corpus  # noqa: E402
from generator.derive.title_model import load_model, ranked_of  # noqa: E402
from generator.derive.title_reader import FEATURES, READER_FILE, reader_features, reader_text, unit_places  # noqa: E402
from generator.derive.title_spans import Document  # noqa: E402
from generator.derive.titles import draft  # noqa: E402

VERDICT_FILES = (ROOT / "benchmarks" / "title_verdicts.jsonl", ROOT / "benchmarks" / "pair_verdicts.jsonl")
HELD_OUT = ROOT / "benchmarks" / "reader_heldout"
POINTS = {"poor": 0.0, "weak": 1.0, "faithful": 2.0}
C = 0.1  # the logistic regression's inverse penalty: 0.01 to 1 held out alike (pair accuracy within 0.005)


def held_out() -> set[str]:
    """The ids of the held-out label sets, which no fit may read."""
    return {json.loads(line)["id"] for path in sorted(HELD_OUT.glob("batch_*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}


def verdicts() -> dict[tuple[str, str], list[int]]:
    """Sum each (paper, title)'s verdicts over the files, in the order first met, held-out papers left out."""
    excluded = held_out()
    counts: dict[tuple[str, str], list[int]] = {}
    for path in VERDICT_FILES:
        for row in map(json.loads, filter(str.strip, path.read_text(encoding="utf-8").splitlines())):
            if row["id"] not in excluded:
                total = counts.setdefault((row["id"], row["title"]), [0, 0, 0])
                for k, verdict in enumerate(POINTS):
                    total[k] += row[verdict]
    return counts


def examples() -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
    """Return each judged title's features, mean verdict, number of verdicts and paper id."""
    texts = {a.id: a.text for a in corpus()}
    judged = {key: n for key, n in verdicts().items() if key[0] in texts and sum(n)}
    model = load_model()
    ids = sorted({pid for pid, _ in judged})
    drafts = {i: draft(texts[i], model.terms, model.open_words, model.field_words, model.used_words) for i in ids}
    docs = [i for i in ids if isinstance(drafts[i], Document)]
    scored = dict(zip(docs, ranked_of([drafts[i] for i in docs], model)))
    features, mean, count, paper = [], [], [], []
    for (pid, title), n in judged.items():
        if pid in scored:
            doc, chances = drafts[pid], scored[pid][0]
            features.append(reader_features(doc, chances, unit_places(doc), reader_text(doc), model.rates, title))
            mean.append(sum(p * k for p, k in zip(POINTS.values(), n)) / sum(n))
            count.append(sum(n))
            paper.append(pid)
    return np.array(features), np.array(mean), np.array(count, float), paper


def groups_of(ids: list[str]) -> list[list[int]]:
    """The rows of each paper."""
    rows: dict[str, list[int]] = defaultdict(list)
    for k, pid in enumerate(ids):
        rows[pid].append(k)
    return list(rows.values())


def judged_pairs(y: np.ndarray, ids: list[str]) -> list[tuple[int, int]]:
    """Every two titles of one paper that readers judged differently."""
    return [(a, b) for group in groups_of(ids) for a in group for b in group if a < b and y[a] != y[b]]


def fit(x: np.ndarray, y: np.ndarray, w: np.ndarray, ids: list[str]) -> tuple[np.ndarray, float]:
    """Fit the pairwise judge on standardised features; return raw weights and bias in verdict points."""
    scaler = StandardScaler().fit(x)
    scale = np.where(scaler.scale_ > 0, scaler.scale_, 1.0)
    z = (x - scaler.mean_) / scale
    pairs = np.array(judged_pairs(y, ids))
    diff = z[pairs[:, 0]] - z[pairs[:, 1]]
    better = y[pairs[:, 0]] > y[pairs[:, 1]]
    judge = LogisticRegression(C=C, max_iter=5000).fit(np.vstack([diff, -diff]), np.concatenate([better, ~better]))
    raw = judge.coef_[0] / scale
    score = x @ raw
    within = [k for group in groups_of(ids) if len(group) > 1 for k in group]
    centred = {k: (score[k] - score[g].mean(), y[k] - y[g].mean()) for g in groups_of(ids) if len(g) > 1
               for k in g}
    s, t = (np.array([centred[k][i] for k in within]) for i in (0, 1))
    weights = raw * (s @ t) / (s @ s)
    return weights, float(np.average(y, weights=w) - np.average(x @ weights, weights=w))


def pair_accuracy(pred: np.ndarray, y: np.ndarray, pairs: list[tuple[int, int]]) -> float:
    """The share of title pairs readers judged differently that the predictions order alike."""
    return sum((pred[a] - pred[b]) * (y[a] - y[b]) > 0 for a, b in pairs) / max(1, len(pairs))


def check(x: np.ndarray, y: np.ndarray, w: np.ndarray, ids: list[str]) -> None:
    """Print the pair accuracy of folds that hold each abstract's titles out, and of the title model's F1 alone."""
    pred = np.zeros(len(y))
    for train, test in GroupKFold(5).split(x, y, ids):
        weights, bias = fit(x[train], y[train], w[train], [ids[k] for k in train])
        pred[test] = x[test] @ weights + bias
    pairs = judged_pairs(y, ids)
    f1_alone = pair_accuracy(x[:, FEATURES.index("expected_f1")], y, pairs)
    print(f"{len(y)} titles of {len(set(ids))} papers; {len(pairs)} pairs judged differently: held-out pair accuracy "
          f"{pair_accuracy(pred, y, pairs):.3f} (the F1 the title model expects alone {f1_alone:.3f})")


def main() -> None:
    """Fit and write the weights, or check them with each paper held out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if not CORPORA.is_dir():
        sys.exit("train_title_reader: ../shared/corpora is needed")
    x, y, w, ids = examples()
    if args.check:
        check(x, y, w, ids)
        return
    weights, bias = fit(x, y, w, ids)
    data = {"features": list(FEATURES), "weights": [round(float(v), 8) for v in weights], "bias": round(bias, 8),
            "titles": len(y), "verdicts": int(w.sum())}
    READER_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {READER_FILE.relative_to(ROOT)} from {len(y)} titles, {int(w.sum())} verdicts")


if __name__ == "__main__":
    main()
