"""Tests for typos: a slip in a finished title is spelled as its abstract spells the word elsewhere."""

from __future__ import annotations

import pytest

from generator.derive.typos import _written_near, derived, one_letter_away, respelled

USES = {"optimization": 476, "contrastive": 98, "sample": 323, "information": 398, "symmetry": 22, "shift": 60,
        "update": 80, "synthesis": 70, "turn": 40, "remain": 90, "transformer": 100, "routine": 3}


def uses(word: str) -> int:
    return USES.get(word, 0)


@pytest.mark.parametrize("title, abstract, expected", [
    ("SKO: Sparse Kernel Optimzation", "kernel optimzation ... sparse optimization problems",
     "SKO: Sparse Kernel Optimization"),  # a dropped letter
    ("Constrastive Token Pairing", "constrastive token pairing ... contrastive losses", "Contrastive Token Pairing"),
    ("Saample Reweighting for Graphs", "saample reweighting ... each sample", "Sample Reweighting for Graphs"),
    ("Layerwise Infomation Routing", "infomation routing and information gain", "Layerwise Information Routing"),
    ("Sparse Kernel Optimzation", "kernel optimzation only", "Sparse Kernel Optimzation"),  # never written right
    ("Asymmetry Priors", "asymmetry priors break symmetry", "Asymmetry Priors"),  # a letter before a word
    ("Shifty Samplers", "shifty samplers under shift", "Shifty Samplers"),  # a letter after a word
    ("Kernel State Updater", "the state updater ... each update", "Kernel State Updater"),
    ("Learning to Synthesise Chords", "synthesise chords by synthesis", "Learning to Synthesise Chords"),
    ("Turning Models into Samplers", "turning models ... we tuning", "Turning Models into Samplers"),  # a form
    ("Steps to Regain Speed", "regain ... remain", "Steps to Regain Speed"),  # a changed letter is no slip
    ("QX-Transfomer for Parsing", "QX-Transfomer ... transformer", "QX-Transfomer for Parsing"),  # a name
], ids=["dropped", "inserted", "doubled", "dropped-inside", "not-written", "prefix", "suffix", "agent-noun",
        "spelling-variant", "form", "changed-letter", "hyphenated-name"])
def test_a_slip_takes_the_spelling_its_abstract_writes(title: str, abstract: str, expected: str) -> None:
    assert respelled(title, uses, abstract) == expected


@pytest.mark.parametrize("word, common, expected", [
    ("asymmetry", "symmetry", True), ("shifty", "shift", True), ("synthesise", "synthesis", True),
    ("optimzation", "optimization", False), ("anguage", "language", False),
])
def test_derived_words_differ_at_an_edge(word: str, common: str, expected: bool) -> None:
    assert derived(word, common) is expected


def test_one_letter_away_never_changes_a_letter() -> None:
    near = one_letter_away("regain")
    assert "regin" in near and "regaine" in near and "ergain" in near
    assert "remain" not in near and "regain" not in near


def test_written_near_finds_what_one_letter_away_finds() -> None:
    written = {"marmot", "marmots", "mamot", "amrmot", "marmto", "quilted", "tessel", "marmoot", "marmt"}
    for word in ("marmot", "tessel", "quilte", "marmto"):
        assert _written_near(word, written) == one_letter_away(word) & written
