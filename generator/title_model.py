"""Score title candidates with weights fitted on real titles (`title_model.json`, made by `make titles-model`).

Two linear models. The first gives each word of an abstract the chance that the paper's title uses it,
from how often titles use that word at all and where and how the abstract uses it. The second ranks
spans: mostly the F1 a span can expect from those chances, then the shape of its edges and its sentence.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

import numpy as np

from generator.title_spans import (
    MAX_SPAN,
    STOP,
    UNIT,
    Document,
    can_end,
    can_start,
    end_features,
    generic,
    sentence_features,
    start_features,
)

MODEL_FILE = Path(__file__).with_name("title_model.json")
TITLE_UNITS = 6.5  # content words of a typical real title: the F1 a span expects divides by its length plus this
LIKELY = 0.4  # a word at least this likely to be in the title counts as a strong one
UNIT_FEATURES = 13  # two from the fitted rates, eleven from unit_table
START_FEATURES, END_FEATURES = 9, 9  # the lengths of title_spans.start_features and end_features
SMOOTHING = 3.0  # pseudo-counts that pull a rarely seen word's title rate towards the prior
EDGE_SMOOTHING = 2.0


@dataclass(frozen=True)
class Model:
    """Fitted weights: word title rates, how titles start and end, and the two linear models."""

    rates: dict[str, tuple[int, int]]  # word: (abstracts whose title uses it, abstracts that use it)
    prior: float
    edges: dict[str, tuple[int, int, int]]  # word: (titles it starts, titles it ends, titles it is in)
    edge_prior: float
    unit_weights: tuple[float, ...]
    unit_bias: float
    span_weights: tuple[float, ...]
    span_bias: float
    join_margin: float  # how much more F1 `A for B` must promise than the best single span

    @cached_property
    def edge_logits(self) -> dict[str, tuple[float, float]]:
        """Start and end log-odds of every word the model has seen in titles, worked out once."""
        return {w: (edge_logit(c, 0, self.edge_prior), edge_logit(c, 1, self.edge_prior)) for w, c in self.edges.items()}

    @cached_property
    def unseen_edge(self) -> tuple[float, float]:
        """Start and end log-odds of a word no title had."""
        return edge_logit((0, 0, 0), 0, self.edge_prior), edge_logit((0, 0, 0), 1, self.edge_prior)


@lru_cache(maxsize=1)
def load_model(path: Path = MODEL_FILE) -> Model:
    """Read the fitted weights shipped with the generator."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return Model({w: tuple(v) for w, v in data["rates"].items()}, data["prior"],
                 {w: tuple(v) for w, v in data["edges"].items()}, data["edge_prior"],
                 tuple(data["unit_weights"]), data["unit_bias"], tuple(data["span_weights"]), data["span_bias"],
                 data["join_margin"])


def logit(p: float) -> float:
    """Log-odds of a probability kept inside (0, 1)."""
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def word_rate(hits: int, seen: int, prior: float) -> float:
    """Smoothed log-odds that a title uses a word its abstract uses."""
    return logit((hits + SMOOTHING * prior) / (seen + SMOOTHING))


def edge_rate(model: Model, word: str, which: int) -> float:
    """Smoothed log-odds that a title word starts (0) or ends (1) its title."""
    return model.edge_logits.get(word, model.unseen_edge)[which]


def edge_logit(counts: tuple[int, int, int], which: int, prior: float) -> float:
    """Smoothed log-odds from (starts, ends, appearances) counts."""
    return logit((counts[which] + EDGE_SMOOTHING * prior) / (counts[2] + EDGE_SMOOTHING))


def unit_table(doc: Document) -> dict[str, list[float]]:
    """Per content word of the read sentences: how often, where first, in a contribution, capitalised, coined."""
    counts = Counter(UNIT.findall(" ".join(doc.sentences).lower()))
    total = max(sum(counts.values()), 1)
    name = set(UNIT.findall(doc.name.lower()))
    table: dict[str, list[float]] = {}
    for index, token in enumerate(doc.tokens):
        mid = index > 0 and doc.tokens[index - 1].sentence == token.sentence
        for unit in token.units:
            row = table.get(unit)
            if row is None:
                row = table[unit] = [math.log1p(counts[unit]), index / total, float(min(token.sentence, 5)),
                                     float(token.sentence == 0), 0.0, 0.0, 0.0, float(generic(unit)),
                                     float(len(unit)), float(unit.isdigit()), float(unit in name)]
            row[4] = max(row[4], float(doc.contribution[token.sentence]))
            row[5] = max(row[5], float(mid and token.text[:1].isupper()))
            row[6] = max(row[6], float(sum(c.isupper() for c in token.text) >= 2))
    return table


def unit_rows(doc: Document, rate_of) -> tuple[list[str], np.ndarray]:
    """The content words of a document and their feature rows; rate_of(word) gives (title rate, log seen)."""
    table = unit_table(doc)
    words = sorted(table)
    return words, np.array([[*rate_of(w), *table[w]] for w in words], dtype=float).reshape(len(words), UNIT_FEATURES)


def model_rate(model: Model):
    """Look up a word's title rate and how often it was seen, as the fitted model knows them."""
    def rate_of(word: str) -> tuple[float, float]:
        hits, seen = model.rates.get(word, (0, 0))
        return word_rate(hits, seen, model.prior), math.log1p(seen)
    return rate_of


def unit_chances(doc: Document, model: Model) -> dict[str, float]:
    """The chance that the title uses each content word of the read sentences."""
    words, rows = unit_rows(doc, model_rate(model))
    if not words:
        return {}
    z = rows @ np.array(model.unit_weights) + model.unit_bias
    return dict(zip(words, (1.0 / (1.0 + np.exp(-z))).tolist()))


def spans(doc: Document, skip: str = "") -> np.ndarray:
    """Every (start, end) token pair that can be a title phrase: one clause, sound edges, no word of `skip`."""
    tokens = doc.tokens
    skipped = set(UNIT.findall(skip.lower()))
    found = []
    for i, first in enumerate(tokens):
        if not can_start(first) or skipped.intersection(first.units):
            continue
        for j in range(i, min(len(tokens), i + MAX_SPAN)):
            token = tokens[j]
            if token.sentence != first.sentence or (j > i and token.opens) or skipped.intersection(token.units):
                break
            if token.lower in STOP:
                break
            if can_end(token):
                found.append((i, j))
            if token.closes:
                break
    return np.array(found, dtype=np.int64).reshape(-1, 2)


def span_matrix(doc: Document, chances: dict[str, float], edge_of, pairs: np.ndarray) -> np.ndarray:
    """Feature rows of the given spans: expected F1 and word sums from prefix arrays, then edge features."""
    tokens = doc.tokens
    gain = np.array([sum(chances.get(u, 0.0) for u in set(t.units)) for t in tokens])
    count = np.array([len(set(t.units)) for t in tokens], dtype=float)
    strong = np.array([sum(chances.get(u, 0.0) >= LIKELY for u in set(t.units)) for t in tokens], dtype=float)
    small = np.array([float(not t.units) for t in tokens])
    sums = [np.concatenate(([0.0], np.cumsum(a))) for a in (gain, count, strong, small)]
    i, j = pairs[:, 0], pairs[:, 1]
    s, n, big, filler = (c[j + 1] - c[i] for c in sums)
    length = (j - i + 1).astype(float)
    best = window_max(np.array([max((chances.get(u, 0.0) for u in t.units), default=0.0) for t in tokens]), i, j)
    firsts, lasts = np.unique(i), np.unique(j)  # features only for the words spans start or end on
    starts = np.zeros((len(tokens), START_FEATURES))
    starts[firsts] = [start_features(doc, k, edge_of(tokens[k].lower, 0)) for k in firsts.tolist()]
    ends = np.zeros((len(tokens), END_FEATURES))
    ends[lasts] = [end_features(doc, k, edge_of(tokens[k].lower, 1)) for k in lasts.tolist()]
    where = np.array([sentence_features(doc, k) for k in range(len(doc.sentences))])[[t.sentence for t in tokens]]
    head = np.column_stack([2 * s / (n + TITLE_UNITS), s, n, length, length ** 2, n ** 2, big, filler,
                            s / np.maximum(n, 1), best])
    return np.hstack([head, starts[i], ends[j], where[i]])


def window_max(values: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """The largest of values[i..j] for every span, a step per token of the longest span."""
    best = values[i].copy()
    for step in range(1, MAX_SPAN):
        inside = i + step <= j
        if not inside.any():
            break
        best[inside] = np.maximum(best[inside], values[(i + step)[inside]])
    return best


def ranked_spans(doc: Document, model: Model, chances: dict[str, float], skip: str = "") -> list[tuple[float, int, int]]:
    """Candidate spans with their scores, best first; ties go to the earlier span."""
    pairs = spans(doc, skip)
    if not len(pairs):
        return []
    edge_of = lambda word, which: edge_rate(model, word, which)  # noqa: E731
    scores = span_matrix(doc, chances, edge_of, pairs) @ np.array(model.span_weights) + model.span_bias
    order = np.lexsort((pairs[:, 0], -scores))
    return [(float(scores[k]), int(pairs[k, 0]), int(pairs[k, 1])) for k in order]

