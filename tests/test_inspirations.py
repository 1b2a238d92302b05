"""What inspired the work, set apart from what it is for (generator/derive/inspirations.py)."""

from __future__ import annotations

import pytest

from generator.derive.inspirations import comparison, compared, inspiration


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


@pytest.mark.parametrize("sentence, flagged", [
    ("Adversarially-trained models transfer better than non-adversarially-trained models, especially here.",
     "than non-adversarially-trained models,"),
    ("We show that our algorithm outperforms existing conservative offline RL algorithms on many tasks.",
     "outperforms existing conservative offline RL algorithms on many tasks."),
    ("Unlike prior work, we propose a new loss.", "Unlike prior work,"),
    ("Compared with local training we propose a method.", ""),  # no comma: no clause to set apart
    ("We employ regional attention rather than global self-attention in vision transformers.",
     "than global self-attention in vision transformers."),
    ("In contrast to previous works on submodular minimization, we study nonsubmodular functions.",
     "In contrast to previous works on submodular minimization,"),  # the cue's own `to` ends nothing
    ("We propose a new loss for ranking.", ""),
], ids=["than", "outperforms", "unlike", "no-comma", "rather-than", "in-contrast-to", "none"])
def test_comparison_runs_from_its_cue_to_what_ends_it(sentence, flagged):
    """What the work is compared with, from its cue to the comma or clause that ends it: the baseline."""
    raws = sentence.split()
    assert " ".join(raw for raw, flag in zip(raws, comparison(raws)) if flag) == flagged
    assert compared(sentence) == bool(flagged) or flagged == ""
