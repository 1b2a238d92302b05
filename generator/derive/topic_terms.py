"""Name each topic island of the map by its top terms: class-based TF-IDF over the island's abstracts.

c-TF-IDF (BERTopic's formula) treats all abstracts of one island as one document: a term's weight in
island c is tf(t, c) * log(1 + A / f(t)), where tf is its count in c, f its count over all islands and
A the average number of words an island has. Terms are single words and two-word phrases that stand
side by side with no stop word or punctuation between them, counted with numpy in one pass.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from itertools import count
from typing import Sequence

import numpy as np
import scipy.sparse as sp
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from generator.models import TopicLabel

TERMS = 2  # terms on each label
MIN_SHARE = 0.03  # a term must occur in this share of an island's abstracts (and in two of them)
PHRASE_SHARE = 0.3  # a word is shown as its phrase when at least this share of its uses are in it
MIN_LETTERS = 3
SENTENCE_CASE = 0.25  # `Diffusion models` counts a quarter against `diffusion models`: most open a sentence
SAME_PREFIX = 6  # words that share this many first letters are taken as forms of one word

# Words every abstract uses to talk about itself: they tell nothing about the topic.
ABSTRACT_WORDS = frozenset("""
    propose proposed proposes proposing present presents presented introduce introduces introduced paper
    papers work works approach approaches method methods result results show shows shown showing
    demonstrate demonstrates demonstrated experiment experiments experimental empirical empirically
    novel new existing previous prior recent recently state art based using use used uses able achieve
    achieves achieved outperform outperforms improve improves improved improvement performance problem
    problems task tasks framework study studies provide provides significant significantly effective
    effectively extensive key various different including specifically particular particularly widely
    challenge challenging challenges benchmark benchmarks large small high low better best way ways
    however often well also thus non given like make makes making known set sets simple code available
    https github com www http org
""".split())
STOP = frozenset(ENGLISH_STOP_WORDS) | ABSTRACT_WORDS
# Words of every machine-learning topic: they name a topic only in a phrase (`reinforcement learning`).
GENERIC = frozenset("""
    learning learn learned learns model models modeling data network networks neural deep algorithm
    algorithms training train trained machine function functions theoretical theory analysis
    representation representations
""".split())

# A token is a word, or a run of anything else; math, TeX commands and addresses are single tokens,
# so they never count as words and break phrases as punctuation does.
_TOKEN = re.compile(r"\$[^$]*\$|\\[A-Za-z]+|https?://\S+|www\.\S+|[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|[^\sA-Za-z]+")
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


@dataclass(frozen=True)
class TermCounts:
    """Counts of every term per topic, and in how many of the topic's abstracts each occurs.

    Columns are the vocabulary's words (each the most frequent spelling of its lower-case singular),
    then phrases: pairs of those words in `pairs`.
    """

    vocabulary: tuple[str, ...]
    pairs: np.ndarray  # phrases x 2 word ids
    counts: sp.csr_matrix  # topics x terms
    documents: sp.csr_matrix  # topics x terms, abstracts holding the term
    telling: np.ndarray  # per term, whether it may name a topic: not generic, or a phrase with a word that is not
    spellings: tuple[np.ndarray, np.ndarray]  # per phrase use, its column and its two words as written

    @property
    def words(self) -> int:
        return len(self.vocabulary)

    def name(self, term: int) -> str:
        """Spell a term as the abstracts most often do: a word, or a phrase (`language models`)."""
        if term < self.words:
            return self.vocabulary[term]
        column, written = self.spellings
        forms, uses = np.unique(written[column == term - self.words], return_counts=True)
        uses = uses * np.array([weight(self.vocabulary[f // self.words]) for f in forms.tolist()])
        best = int(forms[np.argmax(uses)])  # the first of the most used: unique sorts them
        return f"{self.vocabulary[best // self.words]} {self.vocabulary[best % self.words]}"

    def parts(self, term: int) -> set[int]:
        """Return the words a term is made of."""
        return {term} if term < self.words else set(self.pairs[term - self.words].tolist())


def token_ids(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray, tuple[str, ...]]:
    """Number every token of every text as written; return token ids, each token's text index and the vocabulary."""
    vocabulary: defaultdict[str, int] = defaultdict(count().__next__)
    ids: list[int] = []
    lengths = np.zeros(len(texts), dtype=np.int64)
    for i, text in enumerate(texts):
        tokens = _TOKEN.findall(text)
        ids.extend(map(vocabulary.__getitem__, tokens))  # new tokens get the next id, all in C
        lengths[i] = len(tokens)
    return np.array(ids, dtype=np.int64), np.repeat(np.arange(len(texts)), lengths), tuple(vocabulary)


def is_term(vocabulary: Sequence[str]) -> np.ndarray:
    """Mark the tokens that can be terms: words of three or more letters that are not stop words."""
    return np.array([len(t) >= MIN_LETTERS and t.lower() not in STOP and bool(_WORD.fullmatch(t)) for t in vocabulary],
                    dtype=bool)


def weight(word: str) -> float:
    """Weigh a spelling's uses: a capital first letter alone is mostly a sentence's start (`Diffusion`)."""
    return SENTENCE_CASE if word[:1].isupper() and word[1:].islower() else 1.0


def spelling(ids: np.ndarray, vocabulary: Sequence[str]) -> np.ndarray:
    """Map each token id to the most frequent spelling of its word, folding case and plurals (`GNN`, `GNNs`)."""
    lower = [w.lower() for w in vocabulary]
    known = set(lower)
    keys = [w[:-1] if w.endswith("s") and not w.endswith("ss") and w[:-1] in known else w for w in lower]
    classes = np.unique(np.array(keys, dtype=object), return_inverse=True)[1].ravel()
    uses = np.bincount(ids, minlength=len(vocabulary)) * np.array([weight(w) for w in vocabulary])
    order = np.lexsort((np.arange(len(vocabulary)), -uses, classes))  # by class, most used first
    first = order[np.r_[True, classes[order][1:] != classes[order][:-1]]]
    best = np.empty(classes.max() + 1 if len(classes) else 0, dtype=np.int64)
    best[classes[first]] = first
    return best[classes]


def per_topic(columns: np.ndarray, docs: np.ndarray, topics: np.ndarray, width: int) -> tuple[sp.csr_matrix, sp.csr_matrix]:
    """Count each column's tokens per topic, and the abstracts holding it."""
    n = len(topics)
    held = sp.csr_matrix((np.ones(len(columns)), (docs, columns)), shape=(n, width))
    held.sum_duplicates()
    held.data[:] = 1.0
    topic_rows = sp.csr_matrix((np.ones(n), (topics, np.arange(n))), shape=(int(topics.max()) + 1, n))
    counts = sp.csr_matrix((np.ones(len(columns)), (topics[docs], columns)), shape=(topic_rows.shape[0], width))
    counts.sum_duplicates()
    return counts, (topic_rows @ held).tocsr()


def term_counts(texts: Sequence[str], topics: np.ndarray) -> TermCounts:
    """Count single words and two-word phrases per topic."""
    written, docs, vocabulary = token_ids(texts)
    ids = spelling(written, vocabulary)[written]
    usable = is_term(vocabulary)[ids]
    words = len(vocabulary)
    word_counts, word_docs = per_topic(ids[usable], docs[usable], topics, words)
    # A phrase is two usable tokens side by side in one abstract, keyed by its two word ids.
    side = usable[:-1] & usable[1:] & (docs[:-1] == docs[1:])
    distinct, column = np.unique(ids[:-1][side] * words + ids[1:][side], return_inverse=True)
    column = column.ravel()
    phrase_counts, phrase_docs = per_topic(column, docs[:-1][side], topics, len(distinct))
    pairs = np.column_stack([distinct // words, distinct % words]) if len(distinct) else np.zeros((0, 2), np.int64)
    generic = np.array([w.lower() in GENERIC for w in vocabulary], dtype=bool)
    telling = np.concatenate([~generic, ~generic[pairs].all(axis=1)])
    return TermCounts(vocabulary, pairs, sp.hstack([word_counts, phrase_counts]).tocsr(),
                      sp.hstack([word_docs, phrase_docs]).tocsr(), telling,
                      (column, written[:-1][side] * words + written[1:][side]))


def ctfidf(counts: sp.csr_matrix, average: float) -> sp.csr_matrix:
    """Score terms per class: tf(t, c) * log(1 + A / f(t)), A the average word count of a class."""
    frequency = np.asarray(counts.sum(axis=0)).ravel()
    scores = counts.copy().tocoo()
    scores.data = scores.data * np.log1p(average / frequency[scores.col])
    return scores.tocsr()


def label_terms(terms: TermCounts, candidates: np.ndarray, scores: np.ndarray, counts: np.ndarray) -> tuple[str, ...]:
    """Pick one topic's top terms among its candidates; a word mostly used in one phrase becomes that phrase.

    candidates are term indices, with their scores and counts in the topic, in the same order.
    """
    uses = dict(zip(candidates.tolist(), counts.tolist()))
    phrases = [t for t in candidates.tolist() if t >= terms.words]
    chosen: list[int] = []
    shown: set[int] = set()  # words already on the label, alone or in a phrase
    for t in candidates[np.lexsort((candidates, -scores))].tolist():
        if t < terms.words:
            holding = [p for p in phrases if t in terms.parts(p)]
            best = min(holding, key=lambda p: (-uses[p], p), default=None)
            if best is not None and uses[best] >= PHRASE_SHARE * uses[t]:
                t = best
        if terms.parts(t) & shown or any(alike(terms.vocabulary[a], terms.vocabulary[b])
                                          for a in terms.parts(t) for b in shown):
            continue
        chosen.append(t)
        shown |= terms.parts(t)
        if len(chosen) == TERMS:
            break
    return tuple(terms.name(t) for t in chosen)


def alike(one: str, other: str) -> bool:
    """Tell whether two words are forms of one (`fair`, `fairness`; `molecules`, `molecular`)."""
    one, other = one.lower(), other.lower()
    return one[:SAME_PREFIX] == other[:SAME_PREFIX] or one.startswith(other) or other.startswith(one)


def topic_labels(texts: Sequence[str], topics: np.ndarray) -> tuple[TopicLabel, ...]:
    """Name every topic by its top c-TF-IDF terms; topics[i] is the topic of texts[i]."""
    if not len(topics):
        return ()
    terms = term_counts(texts, topics)
    k = terms.counts.shape[0]
    scores = ctfidf(terms.counts, terms.counts[:, :terms.words].sum() / k)
    sizes = np.bincount(topics, minlength=k)
    labels = []
    for c in range(k):
        row = terms.documents[c]
        held = row.indices[row.data >= max(2, MIN_SHARE * sizes[c])]
        candidates = np.sort(held[terms.telling[held]])
        row_scores = scores[c, candidates].toarray().ravel()
        row_counts = terms.counts[c, candidates].toarray().ravel()
        labels.append(TopicLabel(c, int(sizes[c]), label_terms(terms, candidates, row_scores, row_counts)))
    return tuple(labels)
