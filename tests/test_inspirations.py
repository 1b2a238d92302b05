"""What inspired the work, set apart from what it is for (generator/derive/inspirations.py)."""

from __future__ import annotations

import pytest

from generator.derive.inspirations import inspiration


@pytest.mark.parametrize("sentence, flagged", [
    ("Inspired by continual learning, we propose a decentralized algorithm.", "Inspired by continual learning,"),
    ("Inspired by continual learning we propose a decentralized algorithm.", ""),  # no comma: no clause to set apart
    ("We propose an objective inspired by fair allocation in networks that encourages fairness.",
     "inspired by fair allocation in networks"),  # inside a sentence: up to the clause that ends it
    ("We propose mixout, motivated by dropout, for fine-tuning.", "motivated by dropout,"),
], ids=["clause", "no-comma", "inside", "aside"])
def test_inspiration_runs_from_its_cue_to_what_ends_it(sentence, flagged):
    """What inspired the work, from its cue to the comma or clause that ends it."""
    raws = sentence.split()
    assert " ".join(raw for raw, flag in zip(raws, inspiration(raws)) if flag) == flagged
