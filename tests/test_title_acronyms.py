"""Acronyms a title spells out as its abstract defines them (generator/derive/title_acronyms.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_acronyms import repeats, spelled_out


@pytest.mark.parametrize("sentences, name, title, expected", [
    (("We propose a tuning-free plug-and-play (PnP) proximal algorithm.",), "",
     "Tuning-Free PnP Proximal Algorithm", "Tuning-Free Plug-and-Play Proximal Algorithm"),
    (("We propose quality estimation (QE) finetuning for natural language generation.",), "",
     "QE Finetuning for Natural Language Generation", "Quality Estimation Finetuning for Natural Language Generation"),
    (("We study zeroth-order (ZO) hard-thresholding for sparse problems.",), "",
     "Variance Reduced ZO Hard-Thresholding Algorithm", "Variance Reduced Zeroth-Order Hard-Thresholding Algorithm"),
    # an acronym the abstract defines in the other number takes the title's
    (("We study multimeasurement noise models (MNMs) of data.",), "",
     "Bayes Estimator for Gaussian MNM", "Bayes Estimator for Gaussian Multimeasurement Noise Model"),
    (("We propose a nearest prototype classifier (NPC) that is robust.",), "",
     "Robust NPCs for Images", "Robust Nearest Prototype Classifiers for Images"),
    # the name itself and the stock acronyms stay
    (("We propose Delay-Adapted Policy Optimization (DAPO) for reinforcement learning (RL).",), "DAPO",
     "DAPO: Delay-Adapted Policy Optimization for RL", "DAPO: Delay-Adapted Policy Optimization for RL"),
    # never where the title would say a word twice more than it did
    (("We propose Circulant MinHash (C-MinHash) for minwise hashing (MinHash).",), "C-MinHash",
     "C-MinHash: Circulant MinHash for Minwise Hashing", "C-MinHash: Circulant MinHash for Minwise Hashing"),
    # nor a long form that opens on a function word (`without replacement (WoR)`)
    (("We build confidence sequences for sampling without replacement (WoR) from urns.",), "",
     "Confidence Sequences for WoR Sampling", "Confidence Sequences for WoR Sampling"),
])
def test_spelled_out(sentences, name, title, expected):
    """An acronym the abstract defines is written out, as a reader of a list has no abstract to look it up in."""
    assert spelled_out(sentences, name, title) == expected


@pytest.mark.parametrize("text, count", [
    ("Circulant Minwise Hashing for Minwise Hashing", 2),
    ("Tuning-Free Plug-and-Play Proximal Algorithm", 0),
])
def test_repeats(text, count):
    """Count the content words said more than once."""
    assert repeats(text) == count
