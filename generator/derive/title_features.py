"""Features of title candidates' words, for many abstracts at once: word columns side by side.

Abstracts are laid end to end and every sentence gets an id of its own, so a span never crosses from
one abstract into the next and one numpy pass scores the candidates of a whole chunk of abstracts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain, count, repeat
from typing import Callable

import numpy as np

from generator.derive.finite_verbs import plural
from generator.derive.title_pieces import UNIT, all_units, word_units
from generator.derive.title_spans import PARTICIPLE_AFTER, Document, first_contribution, generic, past, word_shape

SHAPE_FEATURES = 18  # the length of title_spans.word_shape


def numbered(items: list[str]) -> tuple[dict[str, int], np.ndarray]:
    """Number strings in the order first met: the numbering, and each item's number."""
    # All in C: a dict with a __missing__ hook called Python once a distinct string, some 13,000 a chunk.
    numbering = dict(zip(dict.fromkeys(items), count()))  # dicts keep the order their keys came in
    return numbering, np.fromiter(map(numbering.__getitem__, items), dtype=np.int64, count=len(items))


class Lexicon:
    """Feature rows of strings that depend on the string alone, each worked out once a process, when first met.

    A chunk of 250 abstracts holds about 8,000 distinct words, most of them met in earlier chunks too:
    working their features out once a chunk, a Python call and a tuple each, was a tenth of the title stage.
    """

    def __init__(self, features: Callable[[str], tuple[float, ...]], width: int) -> None:
        self.features, self.width = features, width
        self.number: dict[str, int] = {}
        self.table = np.zeros((1024, width))  # rows past len(self.number) are room to grow into

    def rows(self, words: list[str]) -> np.ndarray:
        """The feature rows of the given distinct strings, in their order."""
        # One look-up a string: the new ones are the misses, numbered after the known.
        at = np.fromiter(map(self.number.get, words, repeat(-1)), dtype=np.int64, count=len(words))
        missing = np.flatnonzero(at < 0)
        if len(missing):
            known, new = len(self.number), [words[k] for k in missing.tolist()]
            self.number.update(zip(new, count(known)))
            at[missing] = np.arange(known, len(self.number))
            while len(self.table) < len(self.number):
                self.table = np.vstack([self.table, np.zeros_like(self.table)])
            added = np.fromiter(chain.from_iterable(map(self.features, new)), dtype=float, count=len(new) * self.width)
            self.table[known : len(self.number)] = added.reshape(len(new), self.width)
        return self.table[at]


def lower_features(lower: str) -> tuple[float, ...]:
    """What a lower-cased word's form says: word_shape, then a past form, a word after a participle, `to`, a plural."""
    return (*word_shape(lower), float(past(lower)), float(lower in PARTICIPLE_AFTER), float(lower == "to"),
            float(plural(lower)))


PAST, AFTER_PARTICIPLE, TO, PLURAL = range(SHAPE_FEATURES, SHAPE_FEATURES + 4)
LOWER = Lexicon(lower_features, SHAPE_FEATURES + 4)


@dataclass(frozen=True)
class Columns:
    """The words of several documents, end to end, as arrays; `start[d]` is where document d begins."""

    docs: tuple[Document, ...]
    start: np.ndarray
    vocabulary: list[str]  # the distinct lower-cased words
    word: np.ndarray  # per word: its place in the vocabulary
    lexical: np.ndarray  # per vocabulary word: its lower_features() row
    shape: np.ndarray  # per word: its word_shape() row
    sentence: np.ndarray  # an id per sentence, unique across the documents
    local: np.ndarray  # the sentence's place in its own abstract
    opens: np.ndarray
    closes: np.ndarray
    banned: np.ndarray  # words of the name the title leads with: no span holds them
    capital: np.ndarray  # the word starts with a capital
    initials: np.ndarray  # it has two capitals or more
    example: np.ndarray  # it sits in an example list (`such as X`)
    proposed: np.ndarray  # it is in what `we propose` names
    inline: np.ndarray  # an acronym bracketed inside a phrase: a span may hold it
    long_inner: np.ndarray  # a word after the first of such an acronym's long form

    def __len__(self) -> int:
        return len(self.shape)


def columns(docs: list[Document]) -> Columns:
    """Lay the documents' words end to end as arrays."""
    sizes = [len(d) for d in docs]
    start = np.concatenate(([0], np.cumsum(sizes))).astype(np.int64)
    total = int(start[-1])
    vocab, word = numbered(list(chain.from_iterable(d.lower for d in docs)))
    table = LOWER.rows(list(vocab))
    base = np.repeat(np.concatenate(([0], np.cumsum([len(d.sentences) for d in docs]))).astype(np.int64)[:-1], sizes)
    local = np.fromiter(chain.from_iterable(d.sentence for d in docs), dtype=np.int64, count=total)
    return Columns(tuple(docs), start, list(vocab), word, table, table[word, :SHAPE_FEATURES], base + local, local,
                   joined_flags(docs, "opens"), joined_flags(docs, "closes"), banned(docs, start),
                   joined_flags(docs, "capital"), joined_flags(docs, "initials"), joined_flags(docs, "example"),
                   joined_flags(docs, "proposed"), joined_flags(docs, "inline"),
                   joined_flags(docs, "long_inner"))


def joined_flags(docs: list[Document], column: str) -> np.ndarray:
    """One boolean array of a flag column of the documents (`opens`, `closes`, ...), end to end."""
    # As bytes, joined: four times faster than np.fromiter over the flags one by one.
    return np.frombuffer(b"".join([bytes(getattr(d, column)) for d in docs]), dtype=bool)


def banned(docs: list[Document], start: np.ndarray) -> np.ndarray:
    """Which words of the documents hold a word of the name its title leads with (most documents have none)."""
    found = np.zeros(int(start[-1]), dtype=bool)
    for d, at in zip(docs, start.tolist()):
        name = set(UNIT.findall(d.name.lower()))
        if name:
            found[at : at + len(d)] = ~np.fromiter(map(name.isdisjoint, d.units), dtype=bool, count=len(d))
    return found


@dataclass(frozen=True)
class Units:
    """Each document's distinct content words (keys), their features, and which word of the text uses which."""

    doc: np.ndarray  # per key: its document
    words: list[str]  # per key: the content word
    rows: np.ndarray  # per key: count, first place, sentence, contribution, capitals, generic, length, digit,
    #                   name, uses in the read sentences and in contribution sentences, in the name spelled out, in a defined term
    token: np.ndarray  # per use: the word of the documents (a global index) that uses a key
    key: np.ndarray  # per use: that key
    kinds: list[str] = field(default_factory=list)  # the distinct content words of all the documents
    kind: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))  # per key: its word's place in kinds


def units_of(cols: Columns) -> Units:
    """Find every document's content words and what the model weighs in each."""
    owner = np.repeat(np.arange(len(cols.docs)), np.diff(cols.start))
    token, word_id, numbering = uses_of(cols)
    names, kinds = list(numbering), max(len(numbering), 1)
    keys, first, key = np.unique(owner[token] * kinds + word_id, return_index=True, return_inverse=True)
    doc, kind = keys // kinds, keys % kinds
    rows = np.zeros((len(keys), 18))
    # The text before the contribution and the text from it on, read once each: their sum is the whole.
    cuts = [first_contribution(d) for d in cols.docs]
    before, before_totals = occurrences(numbering, [" ".join(d.sentences[:c]) for d, c in zip(cols.docs, cuts)])
    own, own_totals = occurrences(numbering, [" ".join(d.sentences[c:]) for d, c in zip(cols.docs, cuts)])
    totals = before_totals + own_totals
    rows[:, 16] = counts_of(keys, own)  # uses from the contribution on: the paper's own words
    rows[:, 0] = np.log1p(counts_of(keys, before) + rows[:, 16])
    rows[:, 16] = np.log1p(rows[:, 16])
    rows[:, 10] = among(keys, numbering, [d.name for d in cols.docs])
    rows[:, 13] = among(keys, numbering, [d.long for d in cols.docs])
    rows[:, 14] = among(keys, numbering, [d.defined for d in cols.docs])
    rows[:, 7:10] = KINDS.rows(names)[kind]
    at = token[first]
    rows[:, 1] = (at - cols.start[doc]) / np.maximum(totals, 1)[doc]
    rows[:, 2], rows[:, 3] = np.minimum(cols.local[at], 5), cols.local[at] == 0
    flags = word_flags(cols)
    # A flag of any use is a count of uses above zero: bincount runs several times faster than np.maximum.at.
    for column, flag in zip((4, 5, 6), flags):
        rows[:, column] = np.bincount(key, flag[token], minlength=len(keys)) > 0
    rows[:, 11] = np.log1p(np.bincount(key, minlength=len(keys)))  # uses in the read sentences
    rows[:, 12] = np.log1p(np.bincount(key, flags[0][token], minlength=len(keys)))  # ... in contribution ones
    rows[:, 15] = np.bincount(key, ~cols.example[token], minlength=len(keys)) > 0  # a use outside an example list
    rows[:, 17] = np.bincount(key, cols.proposed[token], minlength=len(keys)) > 0  # in what `we propose` names
    return Units(doc, list(map(names.__getitem__, kind.tolist())), rows, token, key, names, kind)


# Keys and the units of a text are matched as numbers (document * kinds + unit), in numpy: a Python
# lookup a key was a fifth of units_of.
def occurrences(numbering: dict[str, int], texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """The units of each text that numbering knows, as key numbers with repeats; and each text's unit count."""
    kinds = max(len(numbering), 1)
    found = list(map(all_units, texts))
    sizes = np.fromiter(map(len, found), dtype=np.int64, count=len(found))
    number = np.fromiter(map(numbering.get, chain.from_iterable(found), repeat(-1)), dtype=np.int64,
                         count=int(sizes.sum()))
    codes = np.repeat(np.arange(len(texts)), sizes) * kinds + number
    return codes[number >= 0], sizes.astype(float)


def counts_of(keys: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """How often each of the sorted distinct keys occurs among codes."""
    # Each code's place among the keys, counted where the key is there: a third cheaper than sorting
    # the codes and finding each key's first and last place among them.
    if not len(keys):
        return np.zeros(0)
    at = np.searchsorted(keys, codes)
    found = keys[np.minimum(at, len(keys) - 1)] == codes
    return np.bincount(at[found], minlength=len(keys)).astype(float)


def among(keys: np.ndarray, numbering: dict[str, int], texts: list[str]) -> np.ndarray:
    """Whether each key's word is a unit of its document's text: the name, its long form, the defined terms."""
    return (counts_of(keys, occurrences(numbering, texts)[0]) > 0).astype(float)


def uses_of(cols: Columns) -> tuple[np.ndarray, np.ndarray, dict[str, int]]:
    """Each content unit a word of the documents uses, once a word: (the word, the unit's number), and the numbering."""
    # Found once a distinct word, then spread to its every use in numpy: a chunk has four times as
    # many words as distinct ones. Units are numbered in the order the text first uses them either way.
    per_kind = list(map(word_units, cols.vocabulary))
    sizes = np.fromiter(map(len, per_kind), dtype=np.int64, count=len(per_kind))
    numbering, number = numbered(list(chain.from_iterable(per_kind)))
    kinds = max(len(numbering), 1)
    distinct = np.unique(np.repeat(np.arange(len(per_kind)), sizes) * kinds + number)  # by word, then by unit
    first = np.searchsorted(distinct // kinds, np.arange(len(per_kind) + 1))  # word w's: distinct[first[w]:first[w + 1]]
    count = np.diff(first)[cols.word]
    token = np.repeat(np.arange(len(cols)), count)
    at = np.repeat(first[cols.word] - (np.cumsum(count) - count), count) + np.arange(len(token))
    return token, distinct[at] % kinds, numbering


def word_kind(word: str) -> tuple[float, float, float]:
    """Whether a content word says nothing alone, its length, whether it is a number."""
    return float(generic(word)), float(len(word)), float(word.isdigit())


KINDS = Lexicon(word_kind, 3)


def word_flags(cols: Columns) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per word: in a contribution sentence; capitalised after the sentence's first word; two capitals or more."""
    contribution = np.fromiter(chain.from_iterable(d.contribution for d in cols.docs), dtype=float)[cols.sentence]
    mid = np.zeros(len(cols), bool)
    mid[1:] = cols.sentence[1:] == cols.sentence[:-1]
    return contribution, (mid & cols.capital).astype(float), cols.initials.astype(float)
