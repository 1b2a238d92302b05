"""A title whose work only holds its purpose turns round (generator/derive/holders.py)."""

from __future__ import annotations

import pytest

from generator.derive.holders import held_round


@pytest.mark.parametrize("name, title, turned", [
    ("", "Contrastive Learning Setting for Representation Harm", "Representation Harm in Contrastive Learning Setting"),
    ("", "Unlabeled Data for Offline Reinforcement Learning", "Offline Reinforcement Learning with Unlabeled Data"),
    ("", "Expert Observations for Imitation Learning", "Imitation Learning from Expert Observations"),
    ("Dash", "Dash: Unlabeled Data for Semi-Supervised Learning", "Dash: Semi-Supervised Learning with Unlabeled Data"),
    ("", "Streaming Data for Federated Learning", "Federated Learning with Streaming Data"),  # a kind of data
    ("", "Generating Training Data for Safety Fine-Tuning",
     "Generating Training Data for Safety Fine-Tuning"),  # a deed done to the data
    ("DEF", "DEF: Detached Error Feedback for Distributed SGD",
     "DEF: Detached Error Feedback for Distributed SGD"),  # the name spells the work: it leads
    ("", "Data for Long-Tail Learning", "Data for Long-Tail Learning"),  # a holder alone says too little
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
