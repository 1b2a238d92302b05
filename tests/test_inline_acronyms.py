"""Acronyms bracketed inside a phrase, and the long forms they follow (generator/derive/inline_acronyms.py)."""

from __future__ import annotations

import pytest

from generator.derive.inline_acronyms import inline_acronyms, initials, letters, long_form_start

GLUE = frozenset("for by in of with and to".split())


@pytest.mark.parametrize("sentence, name, inline, inner", [
    ("we train quilted lattice samplers (QLS) updates online", "", ["(QLS)"], ["lattice", "samplers"]),
    ("a Zephyr AutoEncoder (ZAE) layer is used", "", ["(ZAE)"], ["AutoEncoder"]),
    ("with marmot-tessel (MT) learning updates", "", ["(MT)"], []),  # one hyphened word gives both letters
    ("quilted lattice samplers (QLSs) need little", "", ["(QLSs)"], ["lattice", "samplers"]),  # a plural
    ("the rate of quilted decay (RQD) grows", "", ["(RQD)"], ["of", "quilted", "decay"]),  # `of` gives no letter
    ("quilted lattice samplers (QLS) for graphs", "", [], []),  # glue after the brackets ends the phrase
    ("quilted lattice samplers (QLS), which", "", [], []),  # a comma ends it
    ("quilted lattice samplers (QLS) ends it", "QLS", [], []),  # the paper's own name keeps its brackets
    ("quilted lattice samplers (Zephyr) ends it", "", [], []),  # letters the long form does not spell
    ("many quilted (multivariate) series", "", [], []),  # an aside, not an acronym
    ("quilted lattice samplers (QLS) Then", "", [], []),  # a capital after the brackets starts anew
    ("(QLS) updates", "", [], []),  # nothing before it
], ids=["three-words", "capital-inside", "hyphened", "plural", "skipped-of", "glue-after", "comma", "own-name",
        "not-spelled", "aside", "capital-after", "first-word"])
def test_inline_acronyms(sentence, name, inline, inner):
    """An acronym is inline when its long form spells it and the phrase goes on after its brackets."""
    raws = sentence.split()
    found, within = inline_acronyms(raws, name, GLUE)
    assert [w for w, f in zip(raws, found) if f] == inline
    assert [w for w, f in zip(raws, within) if f] == inner


@pytest.mark.parametrize("acronym, spelled", [("QLS", "qls"), ("QLSs", "qls"), ("Q-L-S", "qls"), ("QLs", "ql")])
def test_letters(acronym, spelled):
    assert letters(acronym) == spelled


@pytest.mark.parametrize("word, given", [
    ("quilted", "q"), ("AutoEncoder", "ae"), ("marmot-tessel", "mt"), ("$x$", ""), ("k-Marmot", "km"),
])
def test_initials(word, given):
    assert initials(word) == given


def test_long_form_start_stops_at_a_clause_edge():
    """A comma before the long form is spelled in full ends the search: no long form."""
    raws = "samplers, lattice (QLS) updates".split()
    assert long_form_start(raws, 2, "qls") is None
