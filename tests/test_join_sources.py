"""Joins of a named paper's title whose halves the abstract never relates, or whose purpose it only writes as a means
(generator/derive/join_sources.py)."""

from __future__ import annotations

import pytest

from generator.derive.join_sources import (
    begins_name,
    means_linked,
    role,
    unrelated_named_join,
    written_as_means,
    written_in,
)
from generator.derive.title_spans import document

SENTENCES = [
    "Protein folding needs accurate structure models.",  # the opening
    "Earlier work used graph kernels on large molecular datasets.",  # background
    "We propose FoldNet, a geometric transformer for protein folding.",  # coins the name
    "We also show that sparse attention speeds up training.",  # the paper's own work
]


@pytest.mark.parametrize("words, unrelated", [
    ("geometric transformer for protein folding", False),  # one sentence writes it whole
    ("geometric transformer for molecular datasets", True),  # the purpose only the background writes
    ("structure models for geometric transformer", False),  # opening, then the name's sentence: left to the scorer
    ("geometric transformer for sparse attention", False),  # both halves the paper's own
    ("structure models for sparse attention", False),  # opening and own work: left to the scorer
    ("geometric transformer", False),  # no join
    ("geometric transformer for protein folding for structure models", False),  # not one `for`
], ids=["written-whole", "background-purpose", "opening-name", "own-purpose", "opening-own", "single", "two-fors"])
def test_unrelated_named_join(words, unrelated):
    """Only a named paper's join whose purpose a later background sentence writes counts as unrelated."""
    doc = document(SENTENCES, "FoldNet")
    assert unrelated_named_join(doc, words.split()) is unrelated


def test_an_unnamed_papers_join_is_left_to_the_scorer():
    """Without a name, a join says what the work is: the scorer's choice stands."""
    doc = document(SENTENCES, "")
    assert not unrelated_named_join(doc, "geometric transformer for molecular datasets".split())


@pytest.mark.parametrize("words, expected", [
    ("protein folding", "opening"),  # the first sentence that writes it decides
    ("graph kernels", "background"),
    ("geometric transformer", "name"),
    ("sparse attention", "own"),
    ("quantum annealing", "unwritten"),
])
def test_role_is_the_first_writing_sentences(words, expected):
    """A phrase's role is its first sentence's: the name's, the opening, the paper's own work or background."""
    assert role(document(SENTENCES, "FoldNet"), words.split()) == expected


def test_written_in_lists_every_sentence_writing_the_words():
    """Each sentence that writes the words in a row, by its index."""
    assert written_in(document(SENTENCES, "FoldNet"), ["protein", "folding"]) == {0, 2}


def test_a_first_half_that_begins_the_name_is_the_names_own_phrase():
    """`GTNet: Geometric Transformer for ...` keeps its purpose: the first half spells the name's start."""
    doc = document([s.replace("FoldNet", "GTNet") for s in SENTENCES], "GTNet")
    assert not unrelated_named_join(doc, "geometric transformer for molecular datasets".split())
    assert begins_name("GTNet", ["geometric", "transformer"]) and not begins_name("GTNet", ["graph", "kernels"])


@pytest.mark.parametrize("sentences, purpose, means", [
    (["We learn keypoints by leveraging principles from reinforcement learning."], "reinforcement learning", True),
    (["We learn keypoints using the reinforcement learning."], "reinforcement learning", True),  # past an article
    (["We learn keypoints using reinforcement learning.", "Keypoints help reinforcement learning."],
     "reinforcement learning", False),  # written once as what the work is for
    (["We learn keypoints for reinforcement learning."], "reinforcement learning", False),
    (["We learn keypoints."], "reinforcement learning", False),  # not written as a phrase at all
], ids=["after-principles-from", "using-the", "also-plain", "for", "unwritten"])
def test_written_as_means(sentences, purpose, means):
    """A purpose the abstract only writes after a means word is what the work uses, not what it is for."""
    assert written_as_means(document(sentences, ""), purpose.split()) is means


@pytest.mark.parametrize("sentence, title, linked", [
    ("We introduce QuiltPool, a tessel operator based on marmot networks, that downsamples maps.",
     "QuiltPool: Tessel Operator for Marmot Networks", "QuiltPool: Tessel Operator Based on Marmot Networks"),
    ("We develop a lattice sampling scheme using a quilted flow model.",
     "A Lattice Sampling Scheme for Quilted Flow", "A Lattice Sampling Scheme Using Quilted Flow"),
    ("We propose a zephyr forecaster by utilizing a learnable marmot grammar.",
     "Zephyr Forecaster for Learnable Marmot Grammar", "Zephyr Forecaster Using Learnable Marmot Grammar"),
    # the abstract also writes B apart from that link: the join stands
    ("We introduce a tessel operator based on marmot networks. Marmot networks are deep.",
     "Tessel Operator for Marmot Networks", "Tessel Operator for Marmot Networks"),
    # a purpose the abstract writes after `for`
    ("We introduce a tessel operator for marmot networks.",
     "Tessel Operator for Marmot Networks", "Tessel Operator for Marmot Networks"),
    # the link stands too far from the first half
    ("We introduce a tessel operator that is cheap and fast, based on marmot networks.",
     "Tessel Operator for Marmot Networks", "Tessel Operator for Marmot Networks"),
])
def test_means_linked_writes_the_link_the_abstract_writes_to_what_a_work_uses(sentence, title, linked):
    """`A for B` turns B into A's purpose; where the abstract only writes B as what A uses, its own link stands."""
    doc = document(["Marmots are everywhere in vision.", sentence], "")
    assert means_linked(doc, title) == linked
