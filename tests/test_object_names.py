"""The name a contribution sentence writes as its verb's object (generator/derive/object_names.py)."""

from __future__ import annotations

import pytest

from generator.derive.object_names import after_verb, strong_single


def read_after(sentence: str, verb: str):
    """The name after_verb reads right after verb in sentence, and the match it came from."""
    found = after_verb(sentence, sentence.index(verb) + len(verb))
    return (found.group(1) if found else None), found


@pytest.mark.parametrize(
    "sentence, verb, name",
    [
        ("We propose QuiltNet, a model for tessel tiling.", "propose", "QuiltNet"),
        ("We propose, ZephyrGrad, a sparse optimizer.", "propose", "ZephyrGrad"),  # a comma before the name
        ("We design and analyze an algorithm MarmotUCB for bandits.", "design", "MarmotUCB"),  # a second verb
        ("We introduce the Tesselator \u2013 a model that folds quilts.", "introduce", "Tesselator"),
        ("We propose a new family of networks, dubbed ZephyrNet, for vision.", "propose", "ZephyrNet"),  # a cue
        ("We introduce a multi-agent framework MarmotVerse that plans.", "introduce", "MarmotVerse"),  # its noun's
        ("We propose a framework that shows why losses (QuiltLoss, MarmotLoss) fail.", "propose", None),  # a list
        ("We propose a simple method for tessel tiling.", "propose", None),
    ],
    ids=["right-after", "comma-first", "second-verb", "the-and-a-dash", "naming-cue", "after-its-noun",
         "bracketed-list", "no-name"],
)
def test_after_verb(sentence, verb, name):
    """The verb's object names the work: right after it, or inside the short description of what is made."""
    assert read_after(sentence, verb)[0] == name


@pytest.mark.parametrize(
    "sentence, strong",
    [
        ("We propose Quilt, a method for tiling.", True),  # an appositive says what it is
        ("We propose Quilt for tiling.", False),
        ("We propose quilt, a method for tiling.", False),  # not capitalised
    ],
    ids=["appositive", "no-appositive", "lower-case"],
)
def test_strong_single(sentence, strong):
    """A plain capitalised word right after the verb is a name only where an appositive follows it."""
    _, found = read_after(sentence, "propose")
    assert strong_single(sentence, found) is strong
