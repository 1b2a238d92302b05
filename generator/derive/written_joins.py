"""Joins the abstract writes out itself (`WORK for AIM` right after the work, `WORK of TOPIC` right before the
topic): where a sentence relates two spans in so many words, the title takes that relation as written, with no score
to weigh the halves. Kept apart from title_joins.py, which weighs the joins the abstract leaves unwritten, so that each
holds one way of finding a join.
"""

from __future__ import annotations

from typing import Callable

from generator.derive.title_checks import NAMING_WORDS
from generator.derive.title_joins import JOINED_UNITS, WORK_LINKS
from generator.derive.title_spans import Document, span_units, span_words

PURPOSE_WORDS = 7  # words of a purpose the abstract writes after its name: longer, it reads as a sentence
# What a paper does with a topic never opens on these: they frame it (`Problem of Computing ...`, `Following ...`).
VAGUE_WORK = frozenset({"problem", "problems", "task", "tasks", "following", "classic"})


def written_after(doc: Document, work: tuple[int, int], ranked: list[tuple[float, int, int]],
                  fits: Callable[[int, int], bool], links: frozenset[str]) -> tuple[str, tuple[int, int]] | None:
    """What the abstract writes right after a span, led by one of links (`Automatic Prompt Engineer (APE) for
    automatic instruction generation`, `... networks with one hidden layer`): the link and the best-ranked span that
    starts there and fits, or None."""
    k = work[1] + 1
    if k < len(doc) and doc.opens[k] and doc.closes[k]:  # the name's brackets
        k += 1
    if k + 1 >= len(doc) or doc.lower[k] not in links or doc.sentence[k] != doc.sentence[work[1]]:
        return None
    if work[1] > work[0] and doc.lower[work[1] - 1] == "to":  # `Space to Search for X`: the verb's preposition
        return None
    start = k + 2 if doc.lower[k + 1] in ("a", "an", "the") else k + 1
    named = set(span_units(doc, *work))
    for _, i, j in ranked:
        if i != start or j - i >= PURPOSE_WORDS or doc.sentence[j] != doc.sentence[k] or not fits(i, j):
            continue
        units = set(span_units(doc, i, j))
        if len(named) + len(units) <= JOINED_UNITS and named.isdisjoint(units) \
                and NAMING_WORDS.isdisjoint(doc.lower[i : j + 1]):  # `... Named X`
            return doc.lower[k], (i, j)
    return None


def written_work(doc: Document, topic: tuple[int, int], ranked: list[tuple[float, int, int]],
                 fits: Callable[[int, int], bool]) -> tuple[int, int] | None:
    """What a contribution sentence writes the paper does with a topic, right before it (`the expressive power of |
    depth-2 networks`, `signal propagation in | deep networks`): the best-ranked span that ends there and fits."""
    words, size = doc.lower[topic[0] : topic[1] + 1], topic[1] - topic[0] + 1
    topical = set(span_units(doc, *topic))
    for k in range(2, len(doc) - size + 1):
        if (doc.lower[k : k + size] != words or doc.lower[k - 1] not in WORK_LINKS
                or not doc.contribution[doc.sentence[k]] or doc.sentence[k - 2] != doc.sentence[k]):
            continue
        found = next(((i, j) for _, i, j in ranked if j == k - 2 and fits(i, j) and doc.lower[i] not in VAGUE_WORK
                      and min(map(len, doc.lower[i : j + 1])) > 1  # `Size K for ...`: a variable
                      and topical.isdisjoint(span_units(doc, i, j))), None)
        if found:
            return found
    return None


def with_written(doc: Document, work: tuple[int, int], ranked: list[tuple[float, int, int]],
                 fits: Callable[[int, int], bool], links: frozenset[str] = frozenset({"for"})) -> list[str]:
    """`WORK for AIM` (or `with`, `via`, ... when links allow them) where the abstract writes it right after the work
    (`Sparse Ordinal Embedding (SOE) for the imputation of ...`), else []: the relation is the abstract's own, so
    readers take it as the title's."""
    found = written_after(doc, work, ranked, fits, links)
    if not found or found[0] == "for" and "for" in doc.lower[work[0] : work[1] + 1]:  # never `X for Y for Z`
        return []
    return [*span_words(doc, *work), found[0], *span_words(doc, *found[1])]


def with_written_work(doc: Document, topic: tuple[int, int], ranked: list[tuple[float, int, int]],
                      fits: Callable[[int, int], bool]) -> list[str]:
    """`WORK of TOPIC` where a contribution sentence writes the title's topic after what the paper does with it
    (`We investigate the expressive power of depth-2 ... networks`), else []."""
    found = written_work(doc, topic, ranked, fits)
    return [*span_words(doc, *found), doc.lower[found[1] + 1], *span_words(doc, *topic)] if found else []
