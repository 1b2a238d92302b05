"""Titles two papers share, made unique (generator/derive/unique_titles.py)."""

from __future__ import annotations

import re

import pytest

from generator.derive.house_style import UNTITLED
from generator.derive.title_model import load_model
from generator.derive.titles import derive_title
from generator.derive.unique_titles import disambiguate, told_apart, whole


def test_collisions_get_a_distinguishing_phrase():
    texts = [
        "We study offline reinforcement learning. It covers robotic manipulation tasks.",
        "We study offline reinforcement learning. It covers autonomous driving scenarios.",
        "We study graph neural networks for molecules.",
    ]
    titles = [derive_title(t) for t in texts]
    assert titles[0] == titles[1]
    unique = disambiguate(titles, texts)
    assert unique[2] == titles[2]
    assert len({t.lower() for t in unique}) == 3
    for title in unique[:2]:
        assert title.endswith(" for " + titles[0])  # `Robotic Manipulation Tasks for Offline ...`
        assert not re.search(r"\(\d+\)$", title), title
    assert "Manipulation" in unique[0] and "Driving" in unique[1]


@pytest.mark.parametrize("title, words, told", [
    ("Offline Learning", "Robotic Manipulation Tasks", "Robotic Manipulation Tasks for Offline Learning"),
    # a title that joins two things already takes the phrase as its subtitle, or in brackets after a name's colon
    ("Graph Networks for Molecules", "Message Passing", "Graph Networks for Molecules: Message Passing"),
    ("GNN: Graph Networks", "Message Passing", "GNN: Graph Networks (Message Passing)"),
    # nor does a verb's phrase lead (`Solving X for Y`), nor a phrase of its own purpose (`X for Y for Z`)
    ("Offline Learning", "Solving Robotic Tasks", "Offline Learning: Solving Robotic Tasks"),
    ("Offline Learning", "Benchmark for Robots", "Offline Learning: Benchmark for Robots"),
    (UNTITLED, "Robotic Tasks", f"{UNTITLED} (Robotic Tasks)"),
    # the phrase a title takes reads with the links any title reads with (titles.linked)
    ("Offline Learning", "Sparse External Rewards", "Offline Learning with Sparse External Rewards"),
])
def test_told_apart(title, words, told):
    """A plain shared title is told apart as `Phrase for Title`, any other by a subtitle or, after a colon, brackets."""
    assert told_apart(title, words.split()) == told


def test_disambiguation_is_deterministic_and_case_blind():
    texts = ["Alpha beta gamma delta epsilon zeta.", "Alpha beta gamma delta epsilon eta."]
    titles = ["Same Title Here", "same title here"]
    first = disambiguate(titles, texts)
    assert first == disambiguate(titles, texts)
    assert first[0].lower() != first[1].lower()


@pytest.mark.parametrize("phrase, ok", [
    ("Quilt-Based Marmot Policy", True),
    ("Quilt-Based Marmot Policy Capable", False),  # cut off from what follows
    ("Density Functions Parameterized Up", False),
    ("Widely Used Evaluation Metrics", False),  # others' work, as no title shows it
    ("Despite the Fast Development", False),  # an aside
    ("", False),
])
def test_a_distinguishing_phrase_is_whole(phrase, ok):
    """The phrase that tells two equal titles apart passes the tests a title's own words pass."""
    assert whole(load_model())(phrase.split()) is ok


def test_an_address_tells_no_title_apart():
    """Two abstracts that are only addresses get numbers, never the address in brackets."""
    titles = disambiguate([UNTITLED] * 2,
                          ["https://drive.google.com/file/d/1lRV/view", "https://example.org/paper"])
    assert titles == [f"{UNTITLED} (2)", f"{UNTITLED} (3)"]
