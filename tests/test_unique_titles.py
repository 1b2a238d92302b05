"""Titles two papers share, made unique (generator/derive/unique_titles.py)."""

from __future__ import annotations

import re

import pytest

from generator.derive.title_model import load_model
from generator.derive.titles import derive_title
from generator.derive.unique_titles import disambiguate, whole


def test_collisions_get_a_distinguishing_phrase():
    texts = [
        "We propose a new benchmark for offline reinforcement learning. It covers robotic manipulation tasks.",
        "We propose a new benchmark for offline reinforcement learning. It covers autonomous driving scenarios.",
        "We study graph neural networks for molecules.",
    ]
    titles = [derive_title(t) for t in texts]
    assert titles[0] == titles[1]
    unique = disambiguate(titles, texts)
    assert unique[2] == titles[2]
    assert len({t.lower() for t in unique}) == 3
    for title in unique[:2]:
        assert title.startswith(titles[0] + " (")
        assert not re.search(r"\(\d+\)$", title), title
    assert "Manipulation" in unique[0] and "Driving" in unique[1]


def test_disambiguation_is_deterministic_and_case_blind():
    texts = ["Alpha beta gamma delta epsilon zeta.", "Alpha beta gamma delta epsilon eta."]
    titles = ["Same Title Here", "same title here"]
    first = disambiguate(titles, texts)
    assert first == disambiguate(titles, texts)
    assert first[0].lower() != first[1].lower()


@pytest.mark.parametrize("phrase, ok", [
    ("Video-Based Robot Policy", True),
    ("Video-Based Robot Policy Capable", False),  # cut off from what follows
    ("Density Functions Parameterized Up", False),
    ("Widely Used Evaluation Metrics", False),  # others' work, as no title shows it
    ("Despite the Fast Development", False),  # an aside
    ("", False),
])
def test_a_distinguishing_phrase_is_whole(phrase, ok):
    """The phrase that tells two equal titles apart passes the tests a title's own words pass."""
    assert whole(load_model())(phrase.split()) is ok
