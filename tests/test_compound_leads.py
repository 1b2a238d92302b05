"""Tests for generator/derive/compound_leads.py: a title takes back the compound its phrase starts with."""

from __future__ import annotations

import pytest

from generator.derive.compound_leads import compound_led
from generator.derive.title_spans import document


@pytest.mark.parametrize("sentence, title, shown", [
    ("We study two-layer networks trained by noisy gradient descent.", "Networks Trained by Noisy Gradient Descent",
     "Two-Layer Networks Trained by Noisy Gradient Descent"),
    ("We propose clean-label backdoor attacks on face forgery detectors.", "BA: Backdoor Attacks on Face Forgery",
     "BA: Clean-Label Backdoor Attacks on Face Forgery"),
    ("We beat state-of-the-art graph networks on benchmarks.", "Graph Networks on Benchmarks",
     "Graph Networks on Benchmarks"),  # praise says no kind
    ("We learn graphs instead of pre-defined communication architectures.", "Communication Architectures",
     "Communication Architectures"),  # what the paper does not do
    ("We propose multi-agent policy gradients for multi-agent games.", "Policy Gradients for Multi-Agent Games",
     "Policy Gradients for Multi-Agent Games"),  # said already
    ("We propose a novel attention model for images.", "Attention Model for Images",
     "Attention Model for Images"),  # no compound
    ("We study self-supervised learning of representations.", "Learning of Representations",
     "Learning of Representations"),  # a gerund leads: it would read as a verb's object
], ids=["two-layer", "after-a-name", "praise", "others-work", "said-already", "plain-word", "gerund"])
def test_compound_led(sentence, title, shown):
    doc = document(["Models matter.", sentence], "")
    assert compound_led(doc, title, frozenset({"learn"})) == shown


def test_background_names_others_work():
    """`Prior work focused on post-hoc explanations`: the compound is what the paper moves away from."""
    doc = document(["Prior work has focused on post-hoc Marmot explanations.",
                    "We propose Marmot explanations during training."], "")
    assert compound_led(doc, "Marmot Explanations during Training", frozenset()) == (
        "Marmot Explanations during Training")
