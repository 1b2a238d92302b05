"""Title-ready phrases cut from abstract prose (generator/derive/phrases.py)."""

from __future__ import annotations

import pytest

from generator.derive.phrases import clause_words, tidy


@pytest.mark.parametrize("text, words", [
    ("a framework that adjusts step sizes", ["adjusting", "step", "sizes"]),
    ("a sampler which folds quilted tessels", ["folding", "quilted", "tessels"]),
    ("a sampler for quilted tessels", []),  # no relative clause: nothing it does
], ids=["that-clause", "which-clause", "no-clause"])
def test_clause_words_say_what_a_thing_does_as_a_gerund(text, words):
    assert clause_words(text, 6) == words


@pytest.mark.parametrize("words, tidied", [
    ("approach to tackle quilt folding", ["tackling", "quilt", "folding"]),
    ("a novel method to fold marmot quilts", ["folding", "marmot", "quilts"]),
    ("the problem of quilt folding", ["quilt", "folding"]),
], ids=["approach-to-verb", "method-to-verb", "problem-of"])
def test_tidy_drops_the_lead_and_makes_its_verb_a_gerund(words, tidied):
    assert tidy(words.split(), 6) == tidied
