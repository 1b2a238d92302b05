"""Tests for generator/derive/long_form_heads.py: a long form ending on a modifier takes its head noun."""

from __future__ import annotations

import pytest

from generator.derive.long_form_heads import compound_modifier, defined_head, head_noun, modifier
from generator.derive.title_spans import document

EDGES = {"retrieval": (0, 12, 40), "q-learning": (0, 6, 20)}


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


@pytest.mark.parametrize("word, found", [
    ("Removal-Enabled", True),
    ("Open-Domain", True),
    ("Q-Learning", False),  # real titles end on it: a noun
    ("Re-Weighting", False),  # a deed
    ("Co-Design", False),
    ("Learning-to-Match", False),
    ("GNN-2", False),  # not words of letters
    ("Adversarial", False),  # no compound: `modifier` reads it
])
def test_compound_modifier(word, found):
    assert compound_modifier(word, EDGES) is found


@pytest.mark.parametrize("sentence, long, head", [
    ("We propose Max-Margin Adversarial (MMA) training to learn robust models.", "Max-Margin Adversarial",
     ["training"]),
    ("We release Large Robust Visual (LRV)-Instruction, a dataset.", "Large Robust Visual", ["Instruction"]),
    ("We propose Dense Passage Retrieval (DPR) for questions.", "Dense Passage Retrieval", []),  # a noun ends it
    ("We propose Max-Margin Adversarial (MMA) to learn robust models.", "Max-Margin Adversarial", []),  # no noun
    ("We introduce data removal-enabled (DaRE) forests, a variant.", "data removal-enabled", ["forests"]),
    ("We propose Deep Q-Learning (DQL) agents for games.", "Deep Q-Learning", []),  # a noun ends it
], ids=["word-after", "joined-on", "noun-end", "glue-after", "compound-modifier", "compound-noun"])
def test_head_noun(sentence, long, head):
    """The words after the name's brackets finish its long form, up to glue, a verb or a modifier."""
    name = sentence.split("(")[1].split(")")[0]
    doc = document(["Robust models matter.", sentence], name, long)
    assert head_noun(doc, EDGES, frozenset({"learn"})) == head


HEAD_EDGES = {"descent": (0, 9, 20), "prediction": (0, 30, 60), "algorithms": (0, 40, 90), "emerges": (0, 0, 2)}


@pytest.mark.parametrize("sentence, title, shown", [
    ("We propose Zephyr natural gradient (ZNG) descent for training.", "Zephyr Natural Gradient",
     "Zephyr Natural Gradient Descent"),
    ("Click-through rate (CTR) prediction plays a role in ads.", "MaskFusion: Feature Fusion for Click-through Rate",
     "MaskFusion: Feature Fusion for Click-through Rate Prediction"),
    ("We study reinforcement learning (RL) algorithms in games.", "Robustness for Reinforcement Learning",
     "Robustness for Reinforcement Learning"),  # a kind the term is only of
    ("A new structure (NS) emerges in training.", "Learning a New Structure", "Learning a New Structure"),  # a verb
    ("We propose gradient prediction (GP) prediction here.", "Gradient Prediction", "Gradient Prediction"),  # twice
    ("We propose Zephyr natural gradient (ZNG) descent for training.", "Natural Gradient for Images",
     "Natural Gradient for Images"),  # the title does not end on the term
], ids=["descent", "after-a-name", "kind", "verb", "said-twice", "not-at-the-end"])
def test_defined_head(sentence, title, shown):
    """A title ending on a term the abstract defines takes the noun the brackets part from it, as real titles end."""
    doc = document(["Models matter.", sentence], "", "")
    assert defined_head(doc, title, HEAD_EDGES, frozenset({"emerges"})) == shown
