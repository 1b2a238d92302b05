"""An attack is on what it targets, a robustness of whom it is (generator/derive/targets.py)."""

from __future__ import annotations

import pytest

from generator.derive.targets import targeted


@pytest.mark.parametrize("title, linked", [
    ("Neurotoxin: Backdoor Attack for Federated Learning", "Neurotoxin: Backdoor Attack on Federated Learning"),
    ("Adversarial Attacks for Machine Learning Classifiers", "Adversarial Attacks on Machine Learning Classifiers"),
    ("Adversarial Robustness for Graph Neural Networks", "Adversarial Robustness of Graph Neural Networks"),
    ("Label-Only Attack for Membership Inference", "Label-Only Attack for Membership Inference"),  # a use, no learner
    ("Adversarial Attacks for Provably Defending Any Image Classifier",
     "Adversarial Attacks for Provably Defending Any Image Classifier"),  # a deed after `for`
    ("Adversarial Attack for Individual Fairness in ML Models",
     "Adversarial Attack for Individual Fairness in ML Models"),  # the purpose relates words of its own
    ("Certified Defense for Neural Networks", "Certified Defense for Neural Networks"),  # a defense is for them
    ("Attacks for Networks for Vision", "Attacks for Networks for Vision"),  # two purposes
], ids=["attack", "learning-word", "robustness", "use", "deed", "relating", "defense", "two-purposes"])
def test_targeted(title, linked):
    assert targeted(title) == linked
