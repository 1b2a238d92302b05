"""Tests for generator/derive/long_form_heads.py: a long form ending on a modifier takes its head noun."""

from __future__ import annotations

import pytest

from generator.derive.long_form_heads import head_noun, modifier
from generator.derive.title_spans import document

EDGES = {"retrieval": (0, 12, 40)}


@pytest.mark.parametrize("word, found", [
    ("Adversarial", True),
    ("Skip-wise", True),
    ("Gap-Aware", True),
    ("Retrieval", False),  # real titles end on it: a noun
    ("Descent", False),
    ("Training", False),
])
def test_modifier(word, found):
    assert modifier(word, EDGES) is found


@pytest.mark.parametrize("sentence, long, head", [
    ("We propose Max-Margin Adversarial (MMA) training to learn robust models.", "Max-Margin Adversarial",
     ["training"]),
    ("We release Large Robust Visual (LRV)-Instruction, a dataset.", "Large Robust Visual", ["Instruction"]),
    ("We propose Dense Passage Retrieval (DPR) for questions.", "Dense Passage Retrieval", []),  # a noun ends it
    ("We propose Max-Margin Adversarial (MMA) to learn robust models.", "Max-Margin Adversarial", []),  # no noun
], ids=["word-after", "joined-on", "noun-end", "glue-after"])
def test_head_noun(sentence, long, head):
    """The words after the name's brackets finish its long form, up to glue, a verb or a modifier."""
    name = sentence.split("(")[1].split(")")[0]
    doc = document(["Robust models matter.", sentence], name, long)
    assert head_noun(doc, EDGES, frozenset({"learn"})) == head
