"""Tests for generator/derive/house_style.py: the house rules every title is finished by."""

import pytest

from generator.derive.house_style import finished, powered


@pytest.mark.parametrize("title, shown", [
    ("Low-Dimensional Embedding for Graph G", "Low-Dimensional Embedding for Graph"),
    ("Optimal Transport Map for P and Q", "Optimal Transport Map"),
    ("Relative Entropy Coding for Divergence D ||", "Relative Entropy Coding for Divergence"),
    ("StyleGAN Heads for Inverting X", "StyleGAN Heads for Inverting X"),
    ("EX-Graph: Ethereum and X", "EX-Graph: Ethereum and X"),
], ids=["variable", "variables-and-their-and", "bare-symbol-then-variable", "object-of-a-verb", "four-words"])
def test_a_title_ends_on_no_variable(title, shown):
    """Math read as a word (`... for Graph G`) ends no title, unless it is a verb's object or the title is short."""
    assert finished(title) == shown


@pytest.mark.parametrize("title, expected", [
    ("DDM^2: Denoising Diffusion MRI", "DDM²: Denoising Diffusion MRI"),
    ("G^2CN: Graph Gaussian Convolution Networks", "G²CN: Graph Gaussian Convolution Networks"),
    ("Manifolds Embedded in R^m by Injective Flows", "Manifolds Embedded in R^m by Injective Flows"),  # no digit
    ("Rates of Order n^2.5 for Sorting", "Rates of Order n^2.5 for Sorting"),  # a number, not a name's power
])
def test_powered(title, expected):
    """A caret power after a name's letter reads as the superscript its TeX form would give."""
    assert powered(title) == expected


@pytest.mark.parametrize("title, shown", [
    ("SetCSE: Innovative Information Retrieval Framework", "SetCSE: Information Retrieval Framework"),
    ("Innovative Second-Order Algorithm for Phase Retrieval", "Second-Order Algorithm for Phase Retrieval"),
    ("Innovative Methods", "Innovative Methods"),  # nothing left to say
    ("Novel View Synthesis with Diffusion", "Novel View Synthesis with Diffusion"),  # a task's name
], ids=["after-name", "opening", "too-short", "task"])
def test_praise_opens_no_title(title, shown):
    assert finished(title) == shown
