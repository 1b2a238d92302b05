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
    ARTICLE,
    CAN_END,
    CAN_START,
    END_AT,
    IS_GLUE,
    LEAD,
    MAX_SPAN,
    PREPOSITION,
    START_AT,
    STOPS,
    UNIT,
    Document,
    capitals,
    generic,
    word_shape,
)

MODEL_FILE = Path(__file__).with_name("title_model.json")
TITLE_UNITS = 6.5  # content words of a typical real title: the F1 a span expects divides by its length plus this
LIKELY = 0.4  # a word at least this likely to be in the title counts as a strong one
UNIT_FEATURES = 13  # two from the fitted rates, eleven from unit_table
SHAPE_FEATURES = 17  # the length of title_spans.word_shape
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
    for index, units in enumerate(doc.units):
        if not units:
            continue
        sentence, text = doc.sentence[index], doc.text[index]
        contribution = float(doc.contribution[sentence])
        capital = float(index > 0 and doc.sentence[index - 1] == sentence and text[:1].isupper())
        initials = float(capitals(text) >= 2)
        for unit in units:
            row = table.get(unit)
            if row is None:
                table[unit] = [math.log1p(counts[unit]), index / total, float(min(sentence, 5)), float(sentence == 0),
                               contribution, capital, initials, float(generic(unit)), float(len(unit)),
                               float(unit.isdigit()), float(unit in name)]
            else:
                row[4], row[5], row[6] = max(row[4], contribution), max(row[5], capital), max(row[6], initials)
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


@dataclass(frozen=True)
class Columns:
    """Per-word arrays of a document that span features and the span search read."""

    shape: np.ndarray  # word_shape() rows
    sentence: np.ndarray
    opens: np.ndarray
    closes: np.ndarray


def columns(doc: Document) -> Columns:
    """Turn a document's word columns into arrays."""
    return Columns(np.array([word_shape(w) for w in doc.lower], dtype=float).reshape(len(doc), SHAPE_FEATURES),
                   np.array(doc.sentence, dtype=np.int64), np.array(doc.opens, dtype=bool),
                   np.array(doc.closes, dtype=bool))


def prefix(values: np.ndarray) -> np.ndarray:
    """Running sums with a leading zero, so sums over i..j are one subtraction."""
    return np.concatenate(([0], np.cumsum(values)))


def spans(doc: Document, skip: str = "", cols: Columns | None = None) -> np.ndarray:
    """Every (start, end) word pair that can be a title phrase: one clause, sound edges, no word of `skip`."""
    cols = cols or columns(doc)
    n = len(doc)
    skipped = set(UNIT.findall(skip.lower()))
    banned = np.array([bool(skipped.intersection(u)) for u in doc.units], dtype=bool) if skipped else np.zeros(n, bool)
    blocked = prefix(cols.shape[:, STOPS].astype(bool) | banned)
    opened, closed = prefix(cols.opens), prefix(cols.closes)
    first = np.flatnonzero(cols.shape[:, CAN_START].astype(bool) & ~banned)
    i = np.repeat(first, MAX_SPAN)
    j = i + np.tile(np.arange(MAX_SPAN), len(first))
    inside = j < n
    i, j = i[inside], j[inside]
    keep = ((blocked[j + 1] == blocked[i]) & (opened[j + 1] == opened[i + 1]) & (closed[j] == closed[i])
            & (cols.sentence[j] == cols.sentence[i]) & cols.shape[j, CAN_END].astype(bool))
    return np.column_stack([i[keep], j[keep]]).astype(np.int64)


def edge_table(doc: Document, model: Model) -> np.ndarray:
    """Start and end log-odds of every word, from the fitted model."""
    logits, unseen = model.edge_logits, model.unseen_edge
    return np.array([logits.get(w, unseen) for w in doc.lower], dtype=float).reshape(len(doc), 2)


def edge_features(doc: Document, cols: Columns, edges: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end feature rows of every word (title_spans.starts_inside and runs_on, vectorised)."""
    n, shape, sentence = len(doc), cols.shape, cols.sentence
    same = np.zeros(n, bool)  # the word before is in the same clause
    same[1:] = (sentence[1:] == sentence[:-1]) & ~cols.closes[:-1] & ~cols.opens[1:]
    two = np.zeros(n, bool)
    two[2:] = same[2:] & (sentence[2:] == sentence[:-2])
    before = np.vstack([np.zeros((1, shape.shape[1])), shape[:-1]])
    two_before = np.vstack([np.zeros((2, shape.shape[1])), shape[:-2]])[:n]
    capital = np.array([t[:1].isupper() for t in doc.text], dtype=float)
    lead = np.maximum(same * before[:, LEAD], two * two_before[:, LEAD])
    starts = np.column_stack([same * (1 - before[:, IS_GLUE]), shape[:, START_AT:END_AT], capital, edges[:, 0],
                              same * before[:, ARTICLE], same * before[:, PREPOSITION], lead])
    after = np.zeros(n, bool)
    after[:-1] = (sentence[1:] == sentence[:-1]) & ~cols.closes[:-1] & ~cols.opens[1:]
    following = np.vstack([shape[1:], np.zeros((1, shape.shape[1]))])
    ends = np.column_stack([after * (1 - following[:, IS_GLUE]), shape[:, END_AT:], edges[:, 1]])
    return starts, ends


def sentence_rows(doc: Document, cols: Columns) -> np.ndarray:
    """Where each word's sentence sits and whether it states the contribution."""
    s = cols.sentence
    contribution = np.array(doc.contribution, dtype=float)
    return np.column_stack([np.minimum(s, 5), s == 0, contribution[s], s / max(len(doc.sentences), 1)])


def span_matrix(doc: Document, chances: dict[str, float], edges: np.ndarray, pairs: np.ndarray,
                cols: Columns | None = None) -> np.ndarray:
    """Feature rows of the given spans: expected F1 and word sums from prefix arrays, then edge features."""
    cols = cols or columns(doc)
    found = [[chances.get(u, 0.0) for u in set(units)] for units in doc.units]
    gain = prefix(np.array([sum(c) for c in found]))
    count = prefix(np.array([len(c) for c in found], dtype=float))
    strong = prefix(np.array([sum(x >= LIKELY for x in c) for c in found], dtype=float))
    filler = prefix(np.array([float(not c) for c in found]))
    i, j = pairs[:, 0], pairs[:, 1]
    s, n, big, small = (c[j + 1] - c[i] for c in (gain, count, strong, filler))
    length = (j - i + 1).astype(float)
    best = window_max(np.array([max(c, default=0.0) for c in found]), i, j)
    starts, ends = edge_features(doc, cols, edges)
    head = np.column_stack([2 * s / (n + TITLE_UNITS), s, n, length, length ** 2, n ** 2, big, small,
                            s / np.maximum(n, 1), best])
    return np.hstack([head, starts[i], ends[j], sentence_rows(doc, cols)[i]])


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
    cols = columns(doc)
    pairs = spans(doc, skip, cols)
    if not len(pairs):
        return []
    rows = span_matrix(doc, chances, edge_table(doc, model), pairs, cols)
    scores = rows @ np.array(model.span_weights) + model.span_bias
    order = np.lexsort((pairs[:, 0], -scores))
    return [(float(scores[k]), int(pairs[k, 0]), int(pairs[k, 1])) for k in order]
