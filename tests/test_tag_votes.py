"""The tags' second pass: the nearest abstracts' vote, and the same choice whichever way it is computed."""

from __future__ import annotations

import numpy as np
import pytest

from generator.config import load_config
from generator.derive.tag_model import load_model
from generator.derive.tag_votes import tag_votes, voted_tags
from generator.derive.tags import choose_tags, draft_tags, rank, tag_text
from generator.derive.vocabulary import vocabulary
from generator.parse import parse
from generator.sources import read_sources
from tests.conftest import CONFIG, SEEDS

VOCAB = vocabulary(load_config(CONFIG)[0])
MODEL = load_model()
TEXTS = [a.text for a in parse(read_sources(SEEDS)).abstracts]


@pytest.mark.parametrize("nearest, nearness, expected", [
    ([[1, 2]], [[0.5, 0.25]], [{"Graphs": 0.75, "Privacy": 0.5, "Robotics": 0.25}]),
    ([[2, -1]], [[0.4, 0.0]], [{"Graphs": 0.4, "Robotics": 0.4}]),
    ([[-1, -1]], [[0.0, 0.0]], [{}]),
])
def test_a_vote_sums_the_cosines_of_the_nearest_abstracts_that_carry_a_tag(nearest, nearness, expected):
    tag_sets = [("Optimization",), ("Graphs", "Privacy"), ("Graphs", "Robotics")]
    found = tag_votes(np.array(nearest), np.array(nearness, dtype=np.float32), tag_sets)
    assert [{t: pytest.approx(v) for t, v in vote.items()} for vote in found] == expected


def test_the_shipped_model_has_a_voted_pass_that_weighs_the_vote_up():
    assert MODEL.voted is not None and MODEL.voted.reader.vote_weight > 0


@pytest.mark.parametrize("index", [0, 9, 21, 40, 56])
def test_the_first_pass_is_the_single_abstract_tagger(index):
    first, _ = draft_tags(TEXTS[index], VOCAB, MODEL)
    assert first == tag_text(TEXTS[index], VOCAB, MODEL)


@pytest.mark.parametrize("index", [0, 9, 21, 40, 56])
@pytest.mark.parametrize("strength", [0.0, 0.6, 2.5])
def test_the_vote_added_to_kept_odds_ranks_as_the_voted_stage_does(index, strength):
    """A build adds the vote to odds its workers kept; the fit scores whole vectors: both choose alike."""
    ranked = rank(TEXTS[index], VOCAB, MODEL)
    vote = {m.tag: strength * (i % 3) / 2 for i, m in enumerate(ranked)}
    _, pending = draft_tags(TEXTS[index], VOCAB, MODEL)
    whole = rank(TEXTS[index], VOCAB, MODEL.voted, vote)
    assert voted_tags(pending, vote, VOCAB, MODEL) == choose_tags(whole, VOCAB, MODEL.voted)


def test_a_strong_vote_adds_a_topic_the_abstract_names_once():
    text = ("We study how to schedule jobs on a cluster. Our scheduler learns from logged decisions with "
            "offline reinforcement learning, and it cuts the mean completion time by a fifth on two traces.")
    first, pending = draft_tags(text, VOCAB, MODEL)
    alone = voted_tags(pending, {}, VOCAB, MODEL)
    backed = voted_tags(pending, {"Offline RL": 3.0, "Reinforcement Learning": 3.0}, VOCAB, MODEL)
    assert {m.tag for m in backed} >= {m.tag for m in alone}
    assert "Offline RL" in {m.tag for m in backed} or "Reinforcement Learning" in {m.tag for m in backed}
