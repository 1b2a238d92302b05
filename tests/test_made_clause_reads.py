import pytest

from generator.derive.made_clause_reads import BUILT, made_at


@pytest.mark.parametrize("sentence, at, making, expected", [
    ("we propose a quilt folder for zephyrs", 3, None, True),
    ("we study quilt folding in zephyrs", 2, None, True),  # studying counts as making a title's topic
    ("we study quilt folding in zephyrs", 2, BUILT, False),  # but a next sentence's `It` is not that topic
    ("we introduce a new class of quilt folders", 6, None, False),  # past `a class of` only when wide
    ("a method called quilt folding", 3, None, False),
], ids=["propose", "study", "study-not-built", "group-not-wide", "named-not-wide"])
def test_made_at(sentence, at, making, expected):
    low = sentence.split()
    assert (made_at(low, at) if making is None else made_at(low, at, True, making)) is expected


@pytest.mark.parametrize("sentence, at, expected", [
    ("we introduce a new class of quilt folders", 6, True),
    ("a method called quilt folding", 3, True),
], ids=["group-wide", "named-wide"])
def test_made_at_wide(sentence, at, expected):
    assert made_at(sentence.split(), at, wide=True) is expected
