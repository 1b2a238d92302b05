"""Joins the abstract writes out itself, right after a span or right before it (generator/derive/written_joins.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_joins import LINKS
from generator.derive.title_spans import CAN_START, document, word_shape
from generator.derive.written_joins import with_written, with_written_work, written_after, written_work


def span_of(doc, words: str) -> tuple[int, int]:
    """The first place a run of words stands in a document."""
    wanted = words.lower().split()
    return next((i, i + len(wanted) - 1) for i in range(len(doc)) if list(doc.lower[i : i + len(wanted)]) == wanted)


@pytest.mark.parametrize(
    "sentences, links, written",
    [
        (["We introduce Sparse Ordinal Embedding (SOE) for missing survey answers."], {"for"},
         ("for", "missing survey answers")),
        (["We introduce Sparse Ordinal Embedding (SOE) for the imputation of answers."], {"for"},
         ("for", "imputation of answers")),
        (["We introduce Sparse Ordinal Embedding for missing survey answers."], {"for"},
         ("for", "missing survey answers")),
        (["We introduce Sparse Ordinal Embedding (SOE) with missing survey answers."], {"for"}, None),
        (["We introduce Sparse Ordinal Embedding (SOE) with missing survey answers."], LINKS,
         ("with", "missing survey answers")),
        (["We introduce Sparse Ordinal Embedding (SOE) via lattice codes named SOX."], LINKS, ("via", "lattice codes")),
        (["We introduce Sparse Ordinal Embedding (SOE).", "For missing survey answers it is exact."], {"for"}, None),
    ],
    ids=["after-the-brackets", "article-skipped", "no-brackets", "not-for", "with", "no-naming-cue", "next-sentence"],
)
def test_what_the_abstract_writes_after_a_span(sentences, links, written):
    """`Long Form (NAME) for X`: X is what the named work is for, in the abstract's words; `with X`, `via X` alike."""
    doc = document(sentences, "SOE", "Sparse Ordinal Embedding")
    # every span of two to four words, the longest ranked best
    ranked = [(0.0, i, j) for i in range(len(doc)) for j in reversed(range(i + 1, min(len(doc), i + 4)))]
    found = written_after(doc, span_of(doc, "Sparse Ordinal Embedding"), ranked, lambda i, j: True, frozenset(links))
    assert found == ((written[0], span_of(doc, written[1])) if written else None)


def can_start(doc, i: int) -> bool:
    """Tell a word a title may open on (not `we`, `study`, `the`)."""
    return bool(word_shape(doc.lower[i])[CAN_START])


@pytest.mark.parametrize(
    "sentences, work_words",
    [
        (["Graph codes are everywhere.", "We study the expressive power of sparse graph codes."], "expressive power"),
        (["Graph codes are everywhere.", "We derive regret bounds for sparse graph codes."], "regret bounds"),
        (["Graph codes are everywhere.", "We study signal propagation in sparse graph codes."], "signal propagation"),
        (["The expressive power of sparse graph codes is known.", "We study them."], None),  # not a contribution
        (["Graph codes are everywhere.", "We study the problem of sparse graph codes."], None),  # frames, says nothing
        (["Graph codes are everywhere.", "We bound the size K of sparse graph codes."], None),  # a variable
    ],
    ids=["of", "for", "in", "background-sentence", "vague-work", "variable"],
)
def test_what_a_contribution_sentence_does_with_the_topic(sentences, work_words):
    """`X of TOPIC` where a sentence stating the contribution writes it: X is what the paper does with the topic."""
    doc = document(sentences, "")
    ranked = [(0.0, i, j) for i in range(len(doc)) for j in reversed(range(i, min(len(doc), i + 3)))]
    found = written_work(doc, span_of(doc, "sparse graph codes"), ranked, lambda i, j: j > i and can_start(doc, i))
    assert found == (span_of(doc, work_words) if work_words else None)


@pytest.mark.parametrize(
    "sentence, work, links, title",
    [
        ("We introduce Quilted Zephyr Lattices (QZL) for sparse marmot tracking.", "Quilted Zephyr Lattices", {"for"},
         "Quilted Zephyr Lattices for sparse marmot tracking"),
        ("We introduce Quilted Zephyr Lattices (QZL) via tessel codes.", "Quilted Zephyr Lattices", {"for"}, ""),
        ("We introduce Quilted Zephyr Lattices (QZL) via tessel codes.", "Quilted Zephyr Lattices", LINKS,
         "Quilted Zephyr Lattices via tessel codes"),
        # never `X for Y for Z`
        ("We introduce Lattices for Zephyr Quilts (QZL) for sparse marmot tracking.", "Lattices for Zephyr Quilts",
         {"for"}, ""),
    ],
    ids=["for", "link-not-allowed", "via", "for-twice"],
)
def test_with_written(sentence, work, links, title):
    """`WORK for AIM` as the abstract writes it right after the work, with the links allowed."""
    doc = document([sentence], "QZL", work)
    ranked = [(0.0, i, j) for i in range(len(doc)) for j in reversed(range(i + 1, min(len(doc), i + 4)))]
    assert " ".join(with_written(doc, span_of(doc, work), ranked, lambda i, j: True, frozenset(links))) == title


@pytest.mark.parametrize(
    "sentences, title",
    [
        (["Marmot codes are everywhere.", "We study the expressive power of tessel marmot codes."],
         "expressive power of tessel marmot codes"),
        (["Marmot codes are everywhere.", "We derive regret bounds for tessel marmot codes."],
         "regret bounds for tessel marmot codes"),
        (["The expressive power of tessel marmot codes is known.", "We study them."], ""),  # not a contribution
        (["Marmot codes are everywhere.", "We study the problem of tessel marmot codes."], ""),  # frames, says nothing
    ],
    ids=["of", "for", "background-sentence", "vague-work"],
)
def test_with_written_work(sentences, title):
    """`WORK of TOPIC` where a sentence stating the contribution writes what the paper does with the topic."""
    doc = document(sentences, "")
    ranked = [(0.0, i, j) for i in range(len(doc)) for j in reversed(range(i, min(len(doc), i + 3)))]
    found = with_written_work(doc, span_of(doc, "tessel marmot codes"), ranked,
                              lambda i, j: j > i and can_start(doc, i))
    assert " ".join(found) == title
