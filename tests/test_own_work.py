"""The paper's own work put before a background topic (generator/derive/own_work.py)."""

from __future__ import annotations

import pytest

from generator.derive.own_work import unowned_topic, proposed_work, with_own_work, work_first, written_at
from generator.derive.shown_spans import whole_phrase
from generator.derive.title_spans import document, span_units

OPENING = "Symmetric eigenvalue problems arise in many scientific applications."


def _doc(proposal: str, name: str = "", long: str = ""):
    return document([OPENING, "In this paper, we propose " + proposal], name, long)


def _span(doc, first: str, last: str) -> tuple[int, int]:
    words = [w.lower() for w in doc.text]
    return words.index(first), words.index(last)


@pytest.mark.parametrize("words, topic", [
    ("Symmetric eigenvalue problems", "Symmetric eigenvalue problems"),  # a background phrase alone
    ("scientific applications for Symmetric eigenvalue problems", "Symmetric eigenvalue problems"),  # both background
    ("streaming algorithm", None),  # what `we propose` names: already the paper's work
    ("large matrices", "large matrices"),  # the paper's own sentence, but what the work is for
    ("streaming algorithm for Symmetric eigenvalue problems", None),  # the work is the paper's own
    ("scientific applications for large matrices", "large matrices"),  # another's work for the paper's own topic
    ("scientific applications for streaming algorithm", None),  # ... unless the topic is what `we propose` names
    ("Symmetric eigenvalue problems and scientific applications", None),  # relates two things already
    ("quantum eigenvalue solvers", None),  # not written in the abstract
], ids=["single", "both-halves-background", "proposed-phrase", "own-topic", "own-work-half", "background-work-half",
        "proposed-topic", "and", "unwritten"])
def test_unowned_topic_is_a_phrase_that_does_not_name_the_papers_own_work(words, topic):
    """A title that names no part of what `we propose` names has a topic the proposed work may lead, unless it is `A
    for B` whose A the paper's own sentences write."""
    doc = _doc("a parallel streaming algorithm that scales to large matrices.")
    found = unowned_topic(doc, words.split())
    assert (None if found is None else " ".join(doc.text[found[0] : found[1] + 1])) == topic


@pytest.mark.parametrize("proposal, first, last, kept", [
    ("a parallel streaming algorithm that scales to large matrices.", "parallel", "algorithm", True),
    ("a unified framework that scales to large matrices.", "unified", "framework", False),  # says no which
    ("a thorough empirical study that covers large matrices.", "thorough", "study", False),  # looked, made nothing
    ("symmetric solvers that scale to large matrices.", "symmetric", "solvers", False),  # shares the topic's word
    ("a sparse measure called path length.", "sparse", "length", False),  # the name a cue gives leads, not follows
], ids=["names-the-work", "vague-kind", "study", "shares-a-word", "naming-cue"])
def test_proposed_work_says_which_work_it_is(proposal, first, last, kept):
    """What `we propose` names leads only when it names a work of its own, apart from the topic."""
    doc = _doc(proposal)
    topical = set(span_units(doc, *_span(doc, "symmetric", "problems")))
    assert proposed_work(doc, *_span(doc, first, last), topical) is kept


def test_with_own_work_puts_the_proposed_work_before_the_unowned_topic():
    """`Work for Topic`, the work as the abstract writes it."""
    doc = _doc("a parallel streaming algorithm that scales to large matrices.")
    ranked = [(2.0, *_span(doc, "scientific", "applications")), (1.0, *_span(doc, "parallel", "algorithm"))]
    words = with_own_work(doc, "Symmetric eigenvalue problems".split(), ranked, lambda i, j: True)
    assert words == "parallel streaming algorithm for Symmetric eigenvalue problems".split()


def test_with_own_work_leads_with_a_novel_work_without_its_praise():
    """`a novel streaming algorithm` leads as `streaming algorithm`."""
    doc = _doc("a novel streaming algorithm that scales to large matrices.")
    ranked = [(2.0, *_span(doc, "scientific", "applications")), (1.0, *_span(doc, "streaming", "algorithm"))]
    whole = lambda i, j: whole_phrase(doc, i, j, frozenset())  # noqa: E731
    words = with_own_work(doc, "Symmetric eigenvalue problems".split(), ranked, whole)
    assert words == "streaming algorithm for Symmetric eigenvalue problems".split()


@pytest.mark.parametrize("name, long", [("", ""), ("PSA", "parallel streaming algorithm")], ids=["no-work", "spelled"])
def test_with_own_work_leaves_a_title_alone_without_a_proposed_work_or_with_a_spelled_name(name, long):
    """No proposed span among the ranked ones, or a name the abstract spells out: nothing to add."""
    doc = _doc("a parallel streaming algorithm that scales to large matrices.", name, long)
    ranked = [(2.0, *_span(doc, "scientific", "applications"))] if not name else [
        (1.0, *_span(doc, "parallel", "algorithm"))]
    assert with_own_work(doc, "Symmetric eigenvalue problems".split(), ranked, lambda i, j: True) == []


def test_written_at_finds_the_first_run_of_the_words():
    """The first place the abstract writes the words in a row."""
    doc = _doc("a parallel streaming algorithm that scales to large matrices.")
    assert written_at(doc, ["eigenvalue", "problems"]) == (1, 2)
    assert written_at(doc, ["problems", "eigenvalue"]) is None


def test_unowned_topic_is_never_an_approach():
    """`... for Representation Learning Approaches` names a kind of work as the purpose: no topic."""
    doc = document(["Symmetric solvers use many learning approaches.", "We propose a streaming algorithm."], "")
    assert unowned_topic(doc, "many learning approaches".split()) is None
    assert unowned_topic(doc, "Symmetric solvers".split()) == (0, 1)


@pytest.mark.parametrize("proposal, words, turned", [
    ("a doubly adaptive zephyr algorithm for federated learning.",
     "federated learning for doubly adaptive zephyr algorithm", True),  # the made thing leads
    ("a doubly adaptive zephyr algorithm for federated learning.",
     "doubly adaptive zephyr algorithm for federated learning", False),  # already so
    ("a streaming algorithm for symmetric solvers.", "Symmetric eigenvalue problems for streaming algorithm",
     True),  # a background topic after the work
    ("federated learning for large matrices.", "federated learning for large matrices", False),  # no kind of work
    ("a doubly adaptive quantization method.", "Symmetric eigenvalue problems for doubly adaptive quantization method",
     True),
    ("a doubly adaptive quantization method and a scientific framework.",
     "scientific framework for doubly adaptive quantization method", False),  # the first half a kind of work too
    ("a doubly adaptive quantization method.", "Symmetric eigenvalue problems for scientific applications",
     False),  # the second half not what `we propose` names
], ids=["topic-for-work", "work-for-topic", "background-topic", "no-kind", "method", "kind-first", "unproposed"])
def test_work_first_turns_a_title_whose_made_work_follows_for(proposal, words, turned):
    """`Topic for Work` reads `Work for Topic` where Work is what `we propose` names and a made thing."""
    doc = _doc(proposal)
    before, _, after = words.partition(" for ")
    expected = f"{after} for {before}" if turned else words
    assert work_first(doc, words.split()) == expected.split()
