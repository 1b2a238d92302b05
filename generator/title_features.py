"""Features of title candidates, for many abstracts at once: word columns side by side, spans as index pairs.

Abstracts are laid end to end and every sentence gets an id of its own, so a span never crosses from
one abstract into the next and one numpy pass scores the candidates of a whole chunk of abstracts.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import chain
import math

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

TITLE_UNITS = 6.5  # content words of a typical real title: the F1 a span expects divides by its length plus this
LIKELY = 0.4  # a word at least this likely to be in the title counts as a strong one
SHAPE_FEATURES = 17  # the length of title_spans.word_shape


@dataclass(frozen=True)
class Columns:
    """The words of several documents, end to end, as arrays; `start[d]` is where document d begins."""

    docs: tuple[Document, ...]
    start: np.ndarray
    shape: np.ndarray  # word_shape() rows
    sentence: np.ndarray  # an id per sentence, unique across the documents
    local: np.ndarray  # the sentence's place in its own abstract
    opens: np.ndarray
    closes: np.ndarray
    banned: np.ndarray  # words of the name the title leads with: no span holds them

    def __len__(self) -> int:
        return len(self.shape)


def columns(docs: list[Document]) -> Columns:
    """Lay the documents' words end to end as arrays."""
    sizes = [len(d) for d in docs]
    start = np.concatenate(([0], np.cumsum(sizes))).astype(np.int64)
    total = int(start[-1])
    lower = list(chain.from_iterable(d.lower for d in docs))
    shape = np.fromiter(chain.from_iterable(map(word_shape, lower)), dtype=float, count=total * SHAPE_FEATURES)
    base = np.repeat(np.concatenate(([0], np.cumsum([len(d.sentences) for d in docs]))).astype(np.int64)[:-1], sizes)
    local = np.fromiter(chain.from_iterable(d.sentence for d in docs), dtype=np.int64, count=total)
    return Columns(tuple(docs), start, shape.reshape(total, SHAPE_FEATURES), base + local, local,
                   np.fromiter(chain.from_iterable(d.opens for d in docs), dtype=bool, count=total),
                   np.fromiter(chain.from_iterable(d.closes for d in docs), dtype=bool, count=total),
                   np.fromiter(chain.from_iterable(map(_banned, docs)), dtype=bool, count=total))


def _banned(doc: Document) -> list[bool]:
    """Which words of a document belong to the name its title leads with."""
    name = set(UNIT.findall(doc.name.lower()))
    return [bool(name.intersection(u)) for u in doc.units] if name else [False] * len(doc)


def prefix(values: np.ndarray) -> np.ndarray:
    """Running sums with a leading zero, so sums over i..j are one subtraction."""
    return np.concatenate(([0], np.cumsum(values)))


def spans(cols: Columns) -> np.ndarray:
    """Every (start, end) word pair that can be a title phrase: one clause, sound edges, no word of the name."""
    n = len(cols)
    blocked = prefix(cols.shape[:, STOPS].astype(bool) | cols.banned)
    opened, closed = prefix(cols.opens), prefix(cols.closes)
    first = np.flatnonzero(cols.shape[:, CAN_START].astype(bool) & ~cols.banned)
    i = np.repeat(first, MAX_SPAN)
    j = i + np.tile(np.arange(MAX_SPAN), len(first))
    inside = j < n
    i, j = i[inside], j[inside]
    keep = ((blocked[j + 1] == blocked[i]) & (opened[j + 1] == opened[i + 1]) & (closed[j] == closed[i])
            & (cols.sentence[j] == cols.sentence[i]) & cols.shape[j, CAN_END].astype(bool))
    return np.column_stack([i[keep], j[keep]]).astype(np.int64).reshape(-1, 2)


def edge_features(cols: Columns, edges: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end feature rows of every word (title_spans.starts_inside and runs_on, vectorised)."""
    n, shape, sentence = len(cols), cols.shape, cols.sentence
    same = np.zeros(n, bool)  # the word before is in the same clause
    same[1:] = (sentence[1:] == sentence[:-1]) & ~cols.closes[:-1] & ~cols.opens[1:]
    two = np.zeros(n, bool)
    two[2:] = same[2:] & (sentence[2:] == sentence[:-2])
    before = np.vstack([np.zeros((1, shape.shape[1])), shape[:-1]])
    two_before = np.vstack([np.zeros((2, shape.shape[1])), shape[:-2]])[:n]
    text = chain.from_iterable(d.text for d in cols.docs)
    capital = np.fromiter((t[:1].isupper() for t in text), dtype=float, count=n)
    lead = np.maximum(same * before[:, LEAD], two * two_before[:, LEAD])
    starts = np.column_stack([same * (1 - before[:, IS_GLUE]), shape[:, START_AT:END_AT], capital, edges[:, 0],
                              same * before[:, ARTICLE], same * before[:, PREPOSITION], lead])
    following = np.vstack([shape[1:], np.zeros((1, shape.shape[1]))])
    ends = np.column_stack([np.concatenate((same[1:], [False])) * (1 - following[:, IS_GLUE]), shape[:, END_AT:],
                            edges[:, 1]])
    return starts, ends


def sentence_rows(cols: Columns) -> np.ndarray:
    """Where each word's sentence sits in its abstract and whether it states the contribution."""
    contribution = np.fromiter(chain.from_iterable(d.contribution for d in cols.docs), dtype=float)
    counts = np.repeat([len(d.sentences) for d in cols.docs], np.diff(cols.start))
    s = cols.local
    return np.column_stack([np.minimum(s, 5), s == 0, contribution[cols.sentence], s / np.maximum(counts, 1)])


def token_chances(cols: Columns, chances: list[dict[str, float]]) -> list[list[float]]:
    """Per word, the title chances of its distinct content units, each from its own abstract."""
    return [[own.get(u, 0.0) for u in set(units)] for doc, own in zip(cols.docs, chances) for units in doc.units]


def span_matrix(cols: Columns, found: list[list[float]], edges: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """Feature rows of the given spans: expected F1 and word sums from prefix arrays, then edge features."""
    gain = prefix(np.fromiter(map(sum, found), dtype=float, count=len(found)))
    count = prefix(np.fromiter(map(len, found), dtype=float, count=len(found)))
    strong = prefix(np.fromiter((sum(x >= LIKELY for x in c) for c in found), dtype=float, count=len(found)))
    filler = prefix(np.fromiter((not c for c in found), dtype=float, count=len(found)))
    i, j = pairs[:, 0], pairs[:, 1]
    s, n, big, small = (c[j + 1] - c[i] for c in (gain, count, strong, filler))
    length = (j - i + 1).astype(float)
    best = window_max(np.fromiter((max(c, default=0.0) for c in found), dtype=float, count=len(found)), i, j)
    starts, ends = edge_features(cols, edges)
    head = np.column_stack([2 * s / (n + TITLE_UNITS), s, n, length, length ** 2, n ** 2, big, small,
                            s / np.maximum(n, 1), best])
    return np.hstack([head, starts[i], ends[j], sentence_rows(cols)[i]])


def window_max(values: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """The largest of values[i..j] for every span: two lookups in a table of maxima over 1, 2, 4, 8 words."""
    levels = [values]
    while 1 << len(levels) <= MAX_SPAN:
        last, width = levels[-1], 1 << (len(levels) - 1)
        levels.append(np.maximum(last, np.concatenate((last[width:], last[-width:]))))
    level = np.floor(np.log2(j - i + 1)).astype(np.int64)
    table = np.stack(levels)
    return np.maximum(table[level, i], table[level, j - (1 << level) + 1])


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
