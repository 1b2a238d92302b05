"""A title whose work only holds its purpose turns round (generator/derive/holders.py)."""

from __future__ import annotations

import pytest

from generator.derive.holders import held_round


@pytest.mark.parametrize("name, title, turned", [
    ("", "Marmot Learning Setting for Lattice Harm", "Lattice Harm in Marmot Learning Setting"),
    ("", "Tessel Data for Offline Zephyr Learning", "Offline Zephyr Learning with Tessel Data"),
    ("", "Marmot Observations for Quilt Learning", "Quilt Learning from Marmot Observations"),
    ("Quilt", "Quilt: Tessel Data for Semi-Supervised Learning", "Quilt: Semi-Supervised Learning with Tessel Data"),
    ("", "Streaming Data for Federated Learning", "Federated Learning with Streaming Data"),  # a kind of data
    ("", "Generating Training Data for Safety Fine-Tuning",
     "Generating Training Data for Safety Fine-Tuning"),  # a deed done to the data
    ("DEF", "DEF: Detached Error Feedback for Distributed SGD",
     "DEF: Detached Error Feedback for Distributed SGD"),  # the name spells the work: it leads
    ("", "Data for Long-Tail Marmot Learning", "Data for Long-Tail Marmot Learning"),  # a holder alone says too little
    ("", "Perturbation Sets from Data for Robust Training",
     "Perturbation Sets from Data for Robust Training"),  # a half that relates its own words
    ("", "Sparse Rewards for Learning in Games", "Sparse Rewards for Learning in Games"),
    ("", "Sparse Rewards for Reinforcement Learning for Games",
     "Sparse Rewards for Reinforcement Learning for Games"),  # two purposes: not one join
    ("", "Sparse Rewards and Reinforcement Learning", "Sparse Rewards and Reinforcement Learning"),  # no purpose
    ("", "Safe Policy Optimization for Reinforcement Learning",
     "Safe Policy Optimization for Reinforcement Learning"),  # no holder
], ids=["setting", "data", "observations", "named", "kind-of-data", "deed", "spelled-name", "holder-alone",
        "relating-work", "relating-aim", "two-purposes", "no-purpose", "no-holder"])
def test_held_round(name, title, turned):
    """`A Data for B` reads `B with A Data`, `A Setting for B` reads `B in A Setting`, where nothing else relates."""
    assert held_round(name, title) == turned
