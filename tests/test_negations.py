"""Tests for negations: a title says `without` where its abstract writes one of its halves only after `without`."""

from __future__ import annotations

import pytest

from generator.derive.negations import negated, negation_restored


@pytest.mark.parametrize("title, abstract, expected", [
    ("Quilt Folding with Marmot Labels", "We show why quilts can be folded without marmot labels.",
     "Quilt Folding without Marmot Labels"),  # the second half
    ("QZ: Quilt Zephyrs for Marmot Alignment Data", "We propose QZ, quilt zephyrs that fold w/o marmot alignment data.",
     "QZ: Quilt Zephyrs without Marmot Alignment Data"),  # a name stays first
    ("Repeated Quilt Folding for Marmot Repair", "We repair marmots without repeated quilt folding.",
     "Marmot Repair without Repeated Quilt Folding"),  # the first half goes second
    ("A Zephyr Method for Solving Extra Quilt Problems", "Our zephyr method works without solving extra quilt "
     "problems.", "A Zephyr Method without Solving Extra Quilt Problems"),
    ("Quilt Folding with Marmot Labels", "Marmot labels guide quilt folding; without marmot labels it fails.",
     "Quilt Folding with Marmot Labels"),  # the abstract also writes the half plainly
    ("Quilt Folding with Marmot Labels", "We fold quilts with non-marmot labels.",
     "Quilt Folding with Marmot Labels"),  # `non-` is another word: the half is never written
    ("Quilt Folding with Marmot Labels", "We fold quilts with no marmot labels.",
     "Quilt Folding with Marmot Labels"),  # `no` reads as a claim, not as what is done without
    ("Zephyrs for Quilts without Forgetting", "Zephyrs learn quilts without forgetting.",
     "Zephyrs for Quilts without Forgetting"),  # a third part: left as it is
    ("Quilt Folding and Marmot Labels", "We fold quilts without marmot labels.",
     "Quilt Folding and Marmot Labels"),  # no link between two halves
    ("Marmot Labels for Quilts", "We fold without quilts and without marmot labels.",
     "Marmot Labels for Quilts"),  # both halves only after `without`: nothing to turn
], ids=["second", "name-kept", "first-turned", "gerund", "also-plain", "non-prefix", "no-claim", "three-parts",
        "no-link", "both-negated"])
def test_a_half_the_abstract_does_without_is_said_so(title: str, abstract: str, expected: str) -> None:
    assert negation_restored(title, abstract) == expected


@pytest.mark.parametrize("half, abstract, expected", [
    ("Marmot Labels", "trained without marmot labels", True),
    ("the Marmot Labels", "trained without  marmot labels", True),  # an article the title adds
    ("Marmot Labels", "trained without marmot labels and with marmot labels", False),
    ("Marmot Labels", "trained without marmot labelsets", False),  # another word
    ("Marmot Labels", "trained on quilts", False),  # never written
], ids=["only-negated", "article", "also-plain", "longer-word", "absent"])
def test_a_half_is_negated_only_where_every_mention_follows_without(half: str, abstract: str, expected: bool) -> None:
    assert negated(half, abstract) is expected
