"""Which half of a joined title is the work and which its purpose (generator/derive/title_joins.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_joins import purpose
from generator.derive.title_spans import document

SIDES = {"forecasting": 2.3, "detection": 2.4, "networks": 1.4, "framework": -5.9, "layers": -0.5, "kernel": -0.2}


def span_of(doc, words: str) -> tuple[int, int]:
    """The first place a run of words stands in a document."""
    wanted = words.lower().split()
    return next((i, i + len(wanted) - 1) for i in range(len(doc)) if list(doc.lower[i : i + len(wanted)]) == wanted)


@pytest.mark.parametrize(
    "sentences, work, aim, sides",
    [
        # the abstract writes `for X`: X is the purpose, whatever the words
        (["We propose attention layers for traffic forecasting.", "Sparse kernel layers scale well."],
         "Sparse kernel", "traffic forecasting", {}),
        # neither is written after `for`, both in one sentence: the words' sides decide
        (["Sparse kernel layers improve traffic forecasting.", "We study their depth."],
         "Sparse kernel layers", "traffic forecasting", SIDES),
        (["Object detection needs graph neural networks.", "We study their depth."],
         "graph neural networks", "Object detection", SIDES),
    ],
    ids=["written-after-for", "sides-decide", "sides-decide-against-reading-order"],
)
def test_purpose_tells_the_aim_from_the_work(sentences, work, aim, sides):
    """The purpose half scores above the work half."""
    doc = document(sentences, "")
    assert purpose(doc, span_of(doc, aim), sides) > purpose(doc, span_of(doc, work), sides)


def test_without_sides_the_reading_decides():
    """With no word known, neither half leans: a field set out before the contribution is the purpose."""
    doc = document(["Traffic forecasting is hard.", "We propose sparse kernel layers."], "")
    assert purpose(doc, span_of(doc, "Traffic forecasting"), {}) > purpose(doc, span_of(doc, "sparse kernel layers"), {})
