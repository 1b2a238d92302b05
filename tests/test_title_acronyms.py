"""Acronyms a title spells out as its abstract defines them (generator/derive/title_acronyms.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_acronyms import (
    base_units,
    field_spelled,
    names_base,
    repeats,
    says_more_of_base,
    spelled_out,
    spelled_units,
    written_long_forms,
)
from generator.derive.title_spans import document


@pytest.mark.parametrize("sentences, name, title, expected", [
    (("We propose a tuning-free quilt-and-zephyr (QnZ) lattice algorithm.",), "",
     "Tuning-Free QnZ Lattice Algorithm", "Tuning-Free Quilt-and-Zephyr Lattice Algorithm"),
    (("We propose quilt estimation (QE) finetuning for marmot language generation.",), "",
     "QE Finetuning for Marmot Language Generation", "Quilt Estimation Finetuning for Marmot Language Generation"),
    (("We study zeroth-order (ZO) hard-thresholding for sparse problems.",), "",
     "Variance Reduced ZO Hard-Thresholding Algorithm", "Variance Reduced Zeroth-Order Hard-Thresholding Algorithm"),
    # an acronym the abstract defines in the other number takes the title's
    (("We study multimeasurement noise models (MNMs) of data.",), "",
     "Bayes Estimator for Gaussian MNM", "Bayes Estimator for Gaussian Multimeasurement Noise Model"),
    (("We propose a nearest prototype classifier (NPC) that is robust.",), "",
     "Robust NPCs for Images", "Robust Nearest Prototype Classifiers for Images"),
    # an article goes with the spelled word (`an L2Q` is `a Learning to Quilt`)
    (("We meta-train a learning to quilt (L2Q) optimizer.",), "",
     "Meta-Training an L2Q Optimizer", "Meta-Training a Learning to Quilt Optimizer"),
    # the name itself and the stock acronyms stay
    (("We propose Delay-Adapted Policy Optimization (DAPO) for reinforcement learning (RL).",), "DAPO",
     "DAPO: Delay-Adapted Policy Optimization for RL", "DAPO: Delay-Adapted Policy Optimization for RL"),
    # never where the title would say a word twice more than it did
    (("We propose Circulant MinHash (C-MinHash) for minwise hashing (MinHash).",), "C-MinHash",
     "C-MinHash: Circulant MinHash for Minwise Hashing", "C-MinHash: Circulant MinHash for Minwise Hashing"),
    # nor a long form that opens on a function word (`without replacement (WoR)`)
    (("We build marmot sequences for sampling without replacement (WoR) from urns.",), "",
     "Marmot Sequences for WoR Sampling", "Marmot Sequences for WoR Sampling"),
])
def test_spelled_out(sentences, name, title, expected):
    """An acronym the abstract defines is written out, as a reader of a list has no abstract to look it up in."""
    assert spelled_out(sentences, name, title) == expected


@pytest.mark.parametrize("name, units", [
    # a named paper's spans weigh an acronym as the long form a title spells out; not the name, nor a stock acronym
    ("WTTM", [("wttm",), ("weighted",), ("transformed", "teacher", "matching"), ("distillation",), ("rl",)]),
    ("", [("wttm",), ("weighted",), ("ttm",), ("distillation",), ("rl",)]),  # unnamed: spans move for the worse
])
def test_spelled_units(name, units):
    sentences = ["Transformed teacher matching (TTM) helps RL agents.", "We propose WTTM, weighted TTM distillation RL."]
    doc = spelled_units(document(sentences, name))
    assert [doc.units[k] for k in range(len(doc)) if doc.sentence[k] == 1][2:] == units


@pytest.mark.parametrize("text, count", [
    ("Circulant Minwise Hashing for Minwise Hashing", 2),
    ("Tuning-Free Quilt-and-Zephyr Lattice Algorithm", 0),
])
def test_repeats(text, count):
    """Count the content words said more than once."""
    assert repeats(text) == count


BASE_OPENING = "Quilted zephyr sampling (QZS) and marmot learning (ML) are popular."


@pytest.mark.parametrize("name, bases", [
    ("GibbsQZS", {frozenset({"quilted", "zephyr", "sampling"})}),  # the name builds on QZS
    ("QZS++", {frozenset({"quilted", "zephyr", "sampling"})}),
    ("QZS", set()),  # the name itself, no method it builds on
    ("QZSs", set()),  # nor in the plural
    ("Tessel", set()),  # a name that holds no acronym the abstract defines
    ("", set()),
])
def test_base_units_are_the_long_forms_of_the_acronyms_a_name_builds_on(name, bases):
    doc = document([BASE_OPENING, f"We propose {name or 'a sampler'} for lattices."], name)
    assert base_units(doc) == bases


@pytest.mark.parametrize("title, based, more", [
    ("GibbsQZS: Quilted Zephyr Sampling", True, False),
    ("GibbsQZS: Zephyr Sampling", True, False),  # part of the base's long form
    ("GibbsQZS: Quilted Zephyr Sampling for Lattices", False, True),  # the base, and what the work is for
    ("GibbsQZS: Tessellated Marmot Sampler", False, False),  # leaves the base out
    ("Quilted Zephyr Sampling", False, False),  # no name leads
])
def test_a_title_that_names_the_method_its_name_builds_on(title, based, more):
    """A name's phrase that only names the method the name builds on says nothing of the work; one that names it
    and more does."""
    doc = document([BASE_OPENING, "We propose GibbsQZS for lattices."], "GibbsQZS")
    assert (names_base(doc, title), says_more_of_base(doc, title)) == (based, more)


@pytest.mark.parametrize("text, longs", [
    ("We study federated learning (FL) with Bird-Eye-View (BEV) features.",
     {"FL": "federated learning", "BEV": "Bird-Eye-View"}),
    ("Vision-language models (VLMs) fail.", {"VLMs": "Vision-language models"}),
    ("A quilt zephyr (QZ) helps.", {"QZ": "quilt zephyr"}),
    ("Quilts (QZ) help.", {}),  # no words whose initials hold the letters
    ("We fit models (QZ) here.", {}),
], ids=["lower-and-hyphenated", "plural", "two-words", "initials-missing", "wrong-first-letter"])
def test_written_long_forms(text, longs):
    assert written_long_forms(text) == longs


@pytest.mark.parametrize("title, name, expected", [
    ("QZS: A Split-Mix FL Strategy", "QZS", "QZS: A Split-Mix Federated Learning Strategy"),
    ("Quilts for VLM Zephyrs", "", "Quilts for Vision-Language Model Zephyrs"),  # the singular of a plural defined
    ("Quilts for RL Zephyrs", "", "Quilts for RL Zephyrs"),  # a stock acronym titles keep
    ("FL: Quilts for Zephyrs", "FL", "FL: Quilts for Zephyrs"),  # the name stays
    ("Quilt Learning in FL", "", "Quilt Learning in Federated Learning"),  # `learning` may be said twice
    ("Federated Quilts for FL", "", "Federated Quilts for FL"),  # but not another word
], ids=["field-acronym", "singular", "stock", "name", "field-word-twice", "repeat"])
def test_field_spelled(title, name, expected):
    text = ("We study federated learning (FL) with vision-language models (VLMs) and reinforcement learning (RL). "
            "Quilt federation helps.")
    assert field_spelled(text, name, title) == expected

