"""Score title candidates with weights fitted on real titles (`title_model.json`, made by `make titles-model`).

Two linear models. The first gives each word of an abstract the chance that the paper's title uses it,
from how often titles use that word at all and where and how the abstract uses it, and from each pair of
those features (a logistic model with its features' products: quadratic in them). The second ranks
spans: mostly the F1 a span can expect from those chances, then the shape of its edges and its sentence
(fitted listwise: an abstract's best spans against its others). The file also carries the words the
corpora use as verbs, which no title phrase holds, and how often each word is written after `for` and
before it, which orders the halves of a joined title, the acronyms many abstracts define alike, which
name a field rather than a paper's own work, the mixed-case spellings many abstracts share (`ResNet`), and
the words abstracts write with what follows them (`consisting of`, `molecular dynamics`), which no title cuts off.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import chain, repeat
from pathlib import Path

import numpy as np
from threadpoolctl import threadpool_limits

from generator.derive.span_features import span_scores, spans, word_sums
from generator.derive.title_features import Columns, Units, columns, units_of
from generator.derive.title_spans import Document

MODEL_FILE = Path(__file__).with_name("title_model.json")
RANKED = 40  # spans a title is picked from: the best few are all that title and join ever read
FIELD_USES = 30  # development abstracts (of 3,254: 1%) that use a field's words, each (`graph`, `offline`, `policy`)
KNOWN_USES = 5  # development abstracts that use a word of a name many papers use (`GPT-4`, `BERT`, `CLIP`)
SHARED_ACRONYM_USES = 8  # development abstracts that write an acronym a finding may open on (`PCA`, `TD`; not `BQ`)
SMOOTHING = 3.0  # pseudo-counts that pull a rarely seen word's title rate towards the prior
EDGE_SMOOTHING = 2.0
UNIT_FEATURES = 20  # a word's title rate and how often titles were seen with it, then units_of's 18 columns


@dataclass(frozen=True)
class Model:
    """Fitted weights: word title rates, how titles start and end, and the two linear models."""

    rates: dict[str, tuple[int, int]]  # word: (abstracts whose title uses it, abstracts that use it)
    prior: float
    edges: dict[str, tuple[int, int, int]]  # word: (titles it starts, titles it ends, titles it is in)
    edge_prior: float
    unit_weights: tuple[float, ...]  # on the word features, then on each pair of them (unit_terms)
    unit_bias: float
    span_weights: tuple[float, ...]
    span_bias: float
    join_margin: float  # how much more F1 `A for B` must promise than the best single span
    verbs: frozenset[str] = frozenset()  # words abstracts use as verbs or adverbs: no title phrase holds one
    purposes: dict[str, tuple[int, int]] = field(default_factory=dict)  # word: (times after `for`, times before)
    terms: frozenset[tuple[str, str]] = frozenset()  # (acronym, long form) pairs a field shares: never a title's name
    casings: frozenset[str] = frozenset()  # mixed-case spellings many abstracts share (`ResNet`): a name's own casing
    open_words: frozenset[str] = frozenset()  # words abstracts write with what follows (`consisting of`, `molecular`)

    @cached_property
    def acronyms(self) -> frozenset[str]:
        """The acronyms and mixed-case spellings many abstracts share, singular (`GNN`, `RL`, `PCA`, `ResNet`)."""
        used = (w.upper() for w, (_, n) in self.rates.items() if n >= SHARED_ACRONYM_USES and w.isalpha())
        return frozenset(w.removesuffix("s") for w in (*(a for a, _ in self.terms), *self.casings, *used))

    @cached_property
    def edge_logits(self) -> dict[str, tuple[float, float]]:
        """Start and end log-odds of every word the model has seen in titles, worked out once."""
        prior = self.edge_prior
        return {w: (edge_logit(c, 0, prior), edge_logit(c, 1, prior)) for w, c in self.edges.items()}

    @cached_property
    def unit_form(self) -> tuple[np.ndarray, np.ndarray]:
        """The word model as a linear part and a symmetric matrix of its pair weights: the same log-odds as
        unit_terms(rows) @ unit_weights, without a column for every pair."""
        weights = np.array(self.unit_weights)
        width = UNIT_FEATURES
        pairs = np.zeros((width, width))
        pairs[np.triu_indices(width)] = weights[width:]
        return weights[:width], (pairs + pairs.T) / 2

    @cached_property
    def rate_logits(self) -> dict[str, tuple[float, float]]:
        """Title rate log-odds and log count of every word the model has seen, worked out once."""
        return {w: (word_rate(h, n, self.prior), math.log1p(n)) for w, (h, n) in self.rates.items()}

    @cached_property
    def purpose_logits(self) -> dict[str, float]:
        """Log-odds that a word is written after `for` rather than before it, worked out once."""
        return {w: math.log((after + 1) / (before + 1)) for w, (after, before) in self.purposes.items()}

    @cached_property
    def known_words(self) -> frozenset[str]:
        """The content words the model has title rates for."""
        return frozenset(self.rates)

    def uses(self, word: str) -> int:
        """How many development abstracts use a content word (0 for one the model has not seen)."""
        return self.rates.get(word, (0, 0))[1]

    @cached_property
    def field_words(self) -> frozenset[str]:
        """The content words many development abstracts use (FIELD_USES): a phrase of these alone names a field."""
        return frozenset(w for w, (_, n) in self.rates.items() if n >= FIELD_USES)

    @cached_property
    def used_words(self) -> frozenset[str]:
        """The content words several development abstracts use (KNOWN_USES): a name of them is others' work."""
        return frozenset(w for w, (_, n) in self.rates.items() if n >= KNOWN_USES)

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
                 data["join_margin"], frozenset(data.get("verbs", ())),
                 {w: tuple(v) for w, v in data.get("purposes", {}).items()},
                 frozenset(map(tuple, data.get("terms", ()))), frozenset(data.get("casings", ())),
                 frozenset(data.get("open_words", ())))


def logit(p: float) -> float:
    """Log-odds of a probability kept inside (0, 1)."""
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def word_rate(hits: int, seen: int, prior: float) -> float:
    """Smoothed log-odds that a title uses a word its abstract uses."""
    return logit((hits + SMOOTHING * prior) / (seen + SMOOTHING))


def edge_logit(counts: tuple[int, int, int], which: int, prior: float) -> float:
    """Smoothed log-odds from (starts, ends, appearances) counts."""
    return logit((counts[which] + EDGE_SMOOTHING * prior) / (counts[2] + EDGE_SMOOTHING))


def unit_matrix(units: Units, rate_of) -> np.ndarray:
    """The word model's feature rows: rate_of(document, word) gives (title rate, log seen), then units' own."""
    rates = np.array([rate_of(d, w) for d, w in zip(units.doc.tolist(), units.words)], dtype=float)
    return np.hstack([rates.reshape(len(units.words), 2), units.rows])


def model_matrix(units: Units, model: Model) -> np.ndarray:
    """unit_matrix with the fitted title rates, which depend on the word alone: looked up once a distinct word."""
    known, unseen = model.rate_logits, (word_rate(0, 0, model.prior), 0.0)
    rates = np.fromiter(chain.from_iterable(map(known.get, units.kinds, repeat(unseen))), dtype=float,
                        count=2 * len(units.kinds))
    return np.hstack([rates.reshape(len(units.kinds), 2)[units.kind], units.rows])


def unit_terms(rows: np.ndarray) -> np.ndarray:
    """The word model's inputs: the word features, then the product of each pair of them (each with itself too)."""
    # A word's own rate counts for more where the abstract also uses it often, in its own sentences, or in the
    # name: pairs let a linear model weigh that. Held out, titles gained 0.003 to 0.006 of F1 on every fold
    # (twenty-seventh session); the features alone, scaled as these are, gained nothing.
    i, j = np.triu_indices(rows.shape[1])
    return np.hstack([rows, rows[:, i] * rows[:, j]])


def chance_of(rows: np.ndarray, model: Model) -> np.ndarray:
    """The chance that the title uses each key's word: rows are its features, the model weighs them and their pairs."""
    linear, pairs = model.unit_form
    # One BLAS thread: a product this small ends before more threads would help, and the woken threads spin on
    # afterwards (run in one process, the title stage took 13.6 s of CPU instead of 7.3). Workers hold one already.
    with threadpool_limits(1):
        quadratic = np.einsum("ij,ij->i", rows @ pairs, rows)
    logits = rows @ linear + quadratic + model.unit_bias
    # A word far outside what the fit saw (a 300-letter token) squares to log-odds past what exp takes.
    return logistic(np.clip(logits, -30.0, 30.0))


def logistic(logits: np.ndarray) -> np.ndarray:
    """The chances that log-odds stand for."""
    return 1.0 / (1.0 + np.exp(-logits))


def edge_table(cols: Columns, model: Model) -> np.ndarray:
    """Start and end log-odds of every word, from the fitted model."""
    logits, unseen = model.edge_logits, model.unseen_edge
    table = np.fromiter(chain.from_iterable(map(logits.get, cols.vocabulary, repeat(unseen))), dtype=float,
                        count=2 * len(cols.vocabulary))
    return table.reshape(-1, 2)[cols.word]


def ranked_of(docs: list[Document], model: Model,
              limit: int | None = RANKED) -> list[tuple[dict[str, float], list[tuple[float, int, int]]]]:
    """For each document: its words' title chances, and its best spans with scores, best first (ties: earlier)."""
    cols = columns(docs)
    if not len(cols):  # nothing a title could be cut from
        return [({}, []) for _ in docs]
    units = units_of(cols)
    chance = chance_of(model_matrix(units, model), model)
    pairs = spans(cols, model.verbs)
    sums = word_sums(cols, units, chance)
    scores = span_scores(cols, sums, edge_table(cols, model), pairs, np.array(model.span_weights)) + model.span_bias
    owner = np.searchsorted(cols.start, pairs[:, 0], side="right") - 1
    # Spans come in reading order, and these sorts are stable: equal scores keep it, the earlier first.
    # By score, then by document as 16-bit numbers, which numpy sorts by radix: np.lexsort took 1.6x as long.
    by_score = np.argsort(-scores, kind="stable")
    order = by_score[np.argsort(owner[by_score].astype(np.int16 if len(docs) < 1 << 15 else np.int64), kind="stable")]
    bounds = np.searchsorted(owner[order], np.arange(len(docs) + 1))
    if limit is not None:  # each document's best few, picked for all at once
        order = order[np.arange(len(order)) - bounds[owner[order]] < limit]
        bounds = np.searchsorted(owner[order], np.arange(len(docs) + 1))
    base = cols.start[owner[order]]
    ranked = list(zip(scores[order].tolist(), (pairs[order, 0] - base).tolist(), (pairs[order, 1] - base).tolist()))
    keys = np.searchsorted(units.doc, np.arange(len(docs) + 1)).tolist()  # units come sorted by document
    spans_at, words, chances = bounds.tolist(), units.words, chance.tolist()
    return [(dict(zip(words[keys[d] : keys[d + 1]], chances[keys[d] : keys[d + 1]])),
             ranked[spans_at[d] : spans_at[d + 1]]) for d in range(len(docs))]
