"""Tests for typos: a slip in a finished title is spelled as its abstract spells the word elsewhere."""

from __future__ import annotations

import pytest

from generator.derive.typos import derived, one_letter_away, respelled

USES = {"optimization": 476, "contrastive": 98, "sample": 323, "information": 398, "symmetry": 22, "shift": 60,
        "update": 80, "synthesis": 70, "turn": 40, "remain": 90, "transformer": 100, "routine": 3}


def uses(word: str) -> int:
    return USES.get(word, 0)


@pytest.mark.parametrize("title, abstract, expected", [
    ("ROBOT: Robust Bilevel Optimzation", "bilevel optimzation ... bilevel optimization problems",
     "ROBOT: Robust Bilevel Optimization"),  # a dropped letter
    ("Constrastive Weight Tying", "constrastive weight tying ... contrastive losses", "Contrastive Weight Tying"),
    ("Approximate Saample Perturbation", "saample perturbation ... each sample", "Approximate Sample Perturbation"),
    ("Transductive Infomation Maximization", "infomation maximization and information gain",
     "Transductive Information Maximization"),
    ("Robust Bilevel Optimzation", "bilevel optimzation only", "Robust Bilevel Optimzation"),  # never written right
    ("Asymmetry Learning", "asymmetry learning breaks symmetry", "Asymmetry Learning"),  # a letter before a word
    ("Shifty Algorithms", "shifty algorithms under shift", "Shifty Algorithms"),  # a letter after a word
    ("Wasserstein Belief Updater", "the belief updater ... each update", "Wasserstein Belief Updater"),
    ("Learning to Synthesise Speech", "synthesise speech by synthesis", "Learning to Synthesise Speech"),
    ("Turning Models into Samplers", "turning models ... we tuning", "Turning Models into Samplers"),  # a form
    ("Steps to Regain Speed", "regain ... remain", "Steps to Regain Speed"),  # a changed letter is no slip
    ("DA-Transfomer for Translation", "DA-Transfomer ... transformer", "DA-Transfomer for Translation"),  # a name
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
