"""An attack is on what it targets, a robustness of whom it is (generator/derive/targets.py)."""

from __future__ import annotations

import pytest

from generator.derive.targets import defended, targeted
from generator.derive.title_spans import document


@pytest.mark.parametrize("title, linked", [
    ("Neurotoxin: Backdoor Attack for Federated Learning", "Neurotoxin: Backdoor Attack on Federated Learning"),
    ("Adversarial Attacks for Machine Learning Classifiers", "Adversarial Attacks on Machine Learning Classifiers"),
    ("Adversarial Robustness for Marmot Graph Networks", "Adversarial Robustness of Marmot Graph Networks"),
    ("Quilt-Only Attack for Marmot Inference", "Quilt-Only Attack for Marmot Inference"),  # a use, no learner
    ("Adversarial Attacks for Provably Defending Any Image Classifier",
     "Adversarial Attacks for Provably Defending Any Image Classifier"),  # a deed after `for`
    ("Lattice Attack for Zephyr Fairness in ZPR Models",
     "Lattice Attack for Zephyr Fairness in ZPR Models"),  # the purpose relates words of its own
    ("Certified Defense for Neural Networks", "Certified Defense for Neural Networks"),  # a defense is for them
    ("Attacks for Networks for Vision", "Attacks for Networks for Vision"),  # two purposes
], ids=["attack", "learning-word", "robustness", "use", "deed", "relating", "defense", "two-purposes"])
def test_targeted(title, linked):
    assert targeted(title) == linked


@pytest.mark.parametrize("sentences, name, title, linked", [
    (["Backdoors threaten models.", "We propose a defense that erases backdoor triggers from models."], "",
     "Attention Distillation for Backdoor Attacks", "Attention Distillation against Backdoor Attacks"),
    (["Overfitting hurts.", "We show that our training mitigates robust overfitting."], "",
     "Constrained Adversarial Training for Robust Overfitting",
     "Constrained Adversarial Training against Robust Overfitting"),
    (["Backdoors threaten models.", "We propose a novel defense called RNP to purify models."], "RNP",
     "RNP: Neuron Pruning for Backdoor Attacks", "RNP: Neuron Pruning against Backdoor Attacks"),
    (["Attacks matter.", "We propose a query-based attack that beats defenses against black-box attacks."], "",
     "Gradient Approximation for Black-Box Attacks", "Gradient Approximation for Black-Box Attacks"),  # no own defence
    (["Models are robust against attacks, others say.", "We propose a sampling method."], "",
     "Output Sampling for Black-Box Attacks", "Output Sampling for Black-Box Attacks"),  # background only
    (["Our defense stands against attacks."], "",
     "Distillation for Constructing Black-Box Attacks", "Distillation for Constructing Black-Box Attacks"),  # a deed
    (["Our defense stands against poisoning attacks."], "",
     "Universal Backdoor Attacks for Data Poisoning", "Universal Backdoor Attacks for Data Poisoning"),  # an attack
], ids=["erases", "mitigates", "defense-called", "attack-paper", "background", "deed", "attack-work"])
def test_defended(sentences, name, title, linked):
    """A defence stands against the harm its purpose names, where the paper's own sentences say so."""
    doc = document(sentences, name)
    assert defended(doc, title) == linked


def test_a_long_form_keeps_its_own_for():
    doc = document(["We propose Feature Map Pruning for Backdoor (FMP), a defense against backdoor attacks."], "FMP",
                   "Feature Map Pruning for Backdoor")
    assert defended(doc, "FMP: Feature Map Pruning for Backdoor") == "FMP: Feature Map Pruning for Backdoor"
