"""An `A and B` title says what it is of or for, as the abstract writes it (generator/derive/pair_heads.py)."""

from __future__ import annotations

import pytest

from generator.derive.pair_heads import pair_led
from generator.derive.title_spans import document

TITLE = "Quilt Pruning and Lattice Search"
VERBS = frozenset({"searches", "combines", "propose", "develop", "study", "report", "build"})
KNOWN = frozenset("a benchmark benchmarks standardized joint training combination optimal design quilt lattice pruning "
                  "search problem range substantial improvements models shared information".split())


def uses(word: str) -> int:
    return 5 if word in KNOWN else 0


@pytest.mark.parametrize("sentence, title, shown, expected", [
    ("We develop a benchmark for quilt pruning and lattice search.", TITLE, "", f"Benchmark for {TITLE}"),
    ("We develop standardized benchmarks for quilt pruning and lattice search.", TITLE, "",
     f"Standardized Benchmarks for {TITLE}"),
    ("We study the optimal combination of both quilt pruning and lattice search.", TITLE, "",
     f"Optimal Combination of {TITLE}"),  # past `both`
    ("We propose joint training of quilt pruning and lattice search.", f"QPL: {TITLE}", "QPL",
     f"QPL: Joint Training of {TITLE}"),  # after the name
    ("Our method searches for quilt pruning and lattice search.", TITLE, "", TITLE),  # a verb before the link
    ("We study quilt pruning and lattice search.", TITLE, "", TITLE),  # no link before the pair
    ("We study the problem of quilt pruning and lattice search.", TITLE, "", TITLE),  # an empty head
    ("We report substantial improvements in quilt pruning and lattice search.", TITLE, "", TITLE),  # praise
    ("Our method models shared information between quilt pruning and lattice search.", TITLE, "", TITLE),  # a clause
    ("We build acombination of quilt pruning and lattice search.", TITLE, "", TITLE),  # a word PDF glue made
    ("We develop a benchmark, for quilt pruning and lattice search.", TITLE, "", TITLE),  # a comma between
    ("We develop a benchmark for quilt pruning and lattice search.", "Quilt Pruning for Lattice Search", "",
     "Quilt Pruning for Lattice Search"),  # no pair
    ("We develop a benchmark with quilt pruning and lattice search.", TITLE, "", TITLE),  # `with`: how, not what of
], ids=["for", "plural-head", "of-both", "named", "verb", "no-link", "empty-head", "praise", "clause", "glued",
        "comma", "no-pair", "with"])
def test_pair_led_says_what_the_pair_is_of(sentence, title, shown, expected):
    """The noun phrase the abstract writes before `of`, `for`, `on`, `in` or `between` and the pair leads it."""
    doc = document(["Quilts are common.", sentence], shown)
    assert pair_led(doc, title, shown, VERBS, uses) == expected
