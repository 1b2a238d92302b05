"""Features of title candidates' spans, for many abstracts at once: every (start, end) word pair a title
phrase can be, and what the span model weighs in each, from prefix sums over the word columns."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain

import numpy as np

from generator.derive.finite_verbs import base_forms
from generator.derive.title_features import AFTER_PARTICIPLE, PAST, PLURAL, TO, Columns, Units
from generator.derive.title_spans import (
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
    SUBJECT,
    first_contribution,
)

TITLE_UNITS = 6.5  # content words of a typical real title: the F1 a span expects divides by its length plus this
LIKELY = 0.4  # a word at least this likely to be in the title counts as a strong one
# Kinds of work, which say nothing a phrase before them has not (`Marmot Learning Methods`)
_KINDS = frozenset("method methods algorithm algorithms model models framework frameworks approach approaches problem "
                   "problems setting settings task tasks technique techniques system systems agent agents scheme "
                   "schemes paradigm procedure".split())


def prefix(values: np.ndarray) -> np.ndarray:
    """Running sums with a leading zero, so sums over i..j are one subtraction."""
    return np.concatenate(([0], np.cumsum(values)))


def spans(cols: Columns, verbs: frozenset[str] = frozenset()) -> np.ndarray:
    """Every (start, end) word pair that can be a title phrase: one clause, sound edges, no name, no verb."""
    n = len(cols)
    blocked = prefix(cols.shape[:, STOPS].astype(bool) | cols.banned)
    opened, closed = prefix(cols.opens & ~cols.inline), prefix(cols.closes & ~cols.inline)
    held = prefix(cols.inline)
    same = np.zeros(n, bool)  # the word before is in the same sentence
    same[1:] = cols.sentence[1:] == cols.sentence[:-1]
    after_subject = np.zeros(n, bool)
    after_subject[1:] = cols.shape[:-1, SUBJECT].astype(bool) & same[1:]
    particle = cols.lexical[cols.word, AFTER_PARTICIPLE].astype(bool)
    verb = cols.lexical[cols.word, PAST].astype(bool)
    participle = np.zeros(n, bool)
    participle[:-1] = verb[:-1] & particle[1:] & same[1:]
    before_object = before_article(cols, same)  # a content word the clause follows with an article is a verb
    verbal = verbal_words(cols, verbs, same, before_object)
    after_to = np.zeros(n, bool)  # `Learning to Rank`: a verb after `to` is the phrase's own
    after_to[1:] = cols.lexical[cols.word[:-1], TO].astype(bool) & same[1:]
    finite = prefix((verbal | before_object & ~cols.shape[:, IS_GLUE].astype(bool)) & ~after_to)
    first = np.flatnonzero(cols.shape[:, CAN_START].astype(bool) & ~cols.banned & ~after_subject & ~participle
                           & ~verbal & ~cols.inline)
    # A span never ends on a past form (`... Kernels Motivated`) nor before an article (`Watermarks Impact | the`).
    last = cols.shape[:, CAN_END].astype(bool) & ~verb & ~before_object & ~cols.inline & ~kind_after_acronym(cols)
    i = np.repeat(first, MAX_SPAN)
    j = i + np.tile(np.arange(MAX_SPAN), len(first))
    inside = j < n
    inside[inside] = last[j[inside]]  # the one-word test first: the pair tests then read only what it keeps
    i, j = i[inside], j[inside]
    keep = ((blocked[j + 1] == blocked[i]) & (opened[j + 1] == opened[i + 1]) & (closed[j] == closed[i])
            & (cols.sentence[j] == cols.sentence[i])
            & (finite[j + 1] == finite[i + 1])  # and holds no verb (`... Architectures Usually Apply ...`)
            & ~((held[j + 1] > held[i]) & cols.long_inner[i]))  # holds an acronym's brackets, all its long form too
    return np.column_stack([i[keep], j[keep]]).astype(np.int64).reshape(-1, 2)


def kind_after_acronym(cols: Columns) -> np.ndarray:
    """Which words are a kind of work right after an acronym's brackets (`marmot learning (ML) | methods`), or after
    `based` there: a span that runs on through the brackets to end there only adds vague words to the phrase."""
    after = np.zeros(len(cols), bool)
    after[1:] = cols.inline[:-1]
    after[2:] |= cols.inline[:-2] & among(cols, frozenset({"based"}))[1:-1]
    return among(cols, _KINDS) & after


def among(cols: Columns, words: frozenset[str]) -> np.ndarray:
    """Which words of the columns are in a set, read once a distinct word."""
    return np.fromiter(map(words.__contains__, cols.vocabulary), dtype=bool, count=len(cols.vocabulary))[cols.word]


def before_article(cols: Columns, same: np.ndarray) -> np.ndarray:
    """Which words the same clause goes on from with an article (`studies | the`); same: the word before is in the
    same sentence."""
    before = np.zeros(len(cols), bool)
    before[:-1] = cols.shape[1:, ARTICLE].astype(bool) & same[1:] & ~cols.closes[:-1]
    return before


def verbal_words(cols: Columns, verbs: frozenset[str], same: np.ndarray, before: np.ndarray) -> np.ndarray:
    """Which words are finite verbs, as finite_verbs.finite tells them one at a time; same: the word before is
    in the same sentence; before: the words before_article gives."""
    # A base form right after a plural is its verb (`LLMs | remain`, `methods | fail`), though not in verbs:
    # most base forms are nouns too (`control`, `play`), and verbs only when a plural subject comes first, or
    # between a content word and an article (`tessel | play | a part`).
    after = np.zeros(len(cols), bool)  # the word before is in the same clause
    after[1:] = same[1:] & ~cols.closes[:-1]
    after_plural = np.zeros(len(cols), bool)
    after_plural[1:] = cols.lexical[cols.word[:-1], PLURAL].astype(bool)
    after_content = np.zeros(len(cols), bool)
    after_content[1:] = ~cols.shape[:-1, IS_GLUE].astype(bool)
    return among(cols, verbs) | among(cols, base_forms(verbs)) & after & (after_plural | after_content & before)


def edge_features(cols: Columns, edges: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end feature rows of every word (title_spans.starts_inside and runs_on, vectorised)."""
    n, shape, sentence = len(cols), cols.shape, cols.sentence
    same = np.zeros(n, bool)  # the word before is in the same clause
    same[1:] = (sentence[1:] == sentence[:-1]) & ~cols.closes[:-1] & ~cols.opens[1:]
    two = np.zeros(n, bool)
    two[2:] = same[2:] & (sentence[2:] == sentence[:-2])
    before = {c: shifted(shape[:, c], 1) for c in (IS_GLUE, ARTICLE, PREPOSITION, LEAD)}  # the columns read only
    capital = cols.capital.astype(float)
    lead = np.maximum(same * before[LEAD], two * shifted(shape[:, LEAD], 2))
    starts = np.column_stack([same * (1 - before[IS_GLUE]), shape[:, START_AT:END_AT], capital, edges[:, 0],
                              same * before[ARTICLE], same * before[PREPOSITION], lead])
    ends = np.column_stack([np.concatenate((same[1:], [False])) * (1 - shifted(shape[:, IS_GLUE], -1)),
                            shape[:, END_AT:], edges[:, 1]])
    return starts, ends


def shifted(column: np.ndarray, by: int) -> np.ndarray:
    """The column moved `by` places on (back when negative): each word sees the one `by` before it, else 0."""
    out = np.zeros_like(column)
    if by > 0:
        out[by:] = column[:-by]
    else:
        out[:by] = column[-by:]
    return out


def sentence_rows(cols: Columns) -> np.ndarray:
    """Where each word's sentence sits, whether it states the contribution, whether it comes before that."""
    contribution = np.fromiter(chain.from_iterable(d.contribution for d in cols.docs), dtype=float)
    counts = np.repeat([len(d.sentences) for d in cols.docs], np.diff(cols.start))
    first = np.repeat([first_contribution(d) for d in cols.docs], np.diff(cols.start))
    s = cols.local
    return np.column_stack([np.minimum(s, 5), s == 0, contribution[cols.sentence], s / np.maximum(counts, 1),
                            s < first])


@dataclass(frozen=True)
class WordSums:
    """Per word of the documents: its title chances summed, counted, counted when strong, and the largest."""

    gain: np.ndarray
    count: np.ndarray
    strong: np.ndarray
    best: np.ndarray


def word_sums(cols: Columns, units: Units, chance: np.ndarray) -> WordSums:
    """Add up the chances of each word's content units (each unit once per word)."""
    n, token, per_use = len(cols), units.token, chance[units.key]  # uses are distinct within a word
    best = np.zeros(n)
    if len(token):  # uses come sorted by word: the largest of each run, without the slow np.maximum.at
        starts = np.flatnonzero(np.concatenate(([True], token[1:] != token[:-1])))
        best[token[starts]] = np.maximum.reduceat(per_use, starts)
    return WordSums(np.bincount(token, per_use, n), np.bincount(token, None, n).astype(float),
                    np.bincount(token, (per_use >= LIKELY).astype(float), n), best)


def span_matrix(cols: Columns, sums: WordSums, edges: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """Feature rows of the given spans: expected F1 and word sums from prefix arrays, then edge features."""
    head, starts, ends, where = span_parts(cols, sums, edges, pairs)
    i, j = pairs[:, 0], pairs[:, 1]
    return np.hstack([head, starts[i], ends[j], where[i]])


def span_scores(cols: Columns, sums: WordSums, edges: np.ndarray, pairs: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """span_matrix(...) @ weights, without building the matrix: the edge parts are weighed once per word."""
    head, starts, ends, where = span_parts(cols, sums, edges, pairs)
    cut = np.cumsum([head.shape[1], starts.shape[1], ends.shape[1]])
    w_head, w_start, w_end, w_where = np.split(weights, cut)
    i, j = pairs[:, 0], pairs[:, 1]
    return head @ w_head + (starts @ w_start)[i] + (ends @ w_end)[j] + (where @ w_where)[i]


def span_parts(cols: Columns, sums: WordSums, edges: np.ndarray, pairs: np.ndarray) -> tuple[np.ndarray, ...]:
    """The span-level features, and the per-word start, end and sentence features spans pick from."""
    i, j = pairs[:, 0], pairs[:, 1]
    s, n, big, small = (c[j + 1] - c[i] for c in map(prefix, (sums.gain, sums.count, sums.strong, sums.count == 0)))
    length = (j - i + 1).astype(float)
    best = window_max(sums.best, i, j)
    starts, ends = edge_features(cols, edges)
    example = prefix(cols.example)
    head = np.column_stack([2 * s / (n + TITLE_UNITS), s, n, length, length ** 2, n ** 2, big, small,
                            s / np.maximum(n, 1), best, example[j + 1] > example[i]])
    return head, starts, ends, sentence_rows(cols)


_LEVEL = np.floor(np.log2(np.maximum(np.arange(MAX_SPAN + 1), 1))).astype(np.int64)


def window_max(values: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """The largest of values[i..j] for every span: two lookups in a table of maxima over 1, 2, 4, 8 words."""
    levels = [values]
    while 1 << len(levels) <= MAX_SPAN:
        last, width = levels[-1], 1 << (len(levels) - 1)
        levels.append(np.maximum(last, np.concatenate((last[width:], last[-width:]))))
    level = _LEVEL[j - i + 1]  # floor(log2(length)), looked up: a logarithm a span cost more than the rest
    table = np.stack(levels)
    return np.maximum(table[level, i], table[level, j - (1 << level) + 1])
