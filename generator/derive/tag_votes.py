"""The tags' second pass: a paper's nearest abstracts vote for the topics it shares with them.

Readers name topics an abstract implies without the vocabulary's words (an explainer is about
interpretability; regret bounds for MDPs are reinforcement learning theory), and a topic the abstract
mentions once, below the threshold, is often what its nearest abstracts are tagged with. So each
candidate's log odds gains the reader stage's fitted weight times its vote: the summed text cosine of
the ten nearest abstracts (text_space.NEAREST) whose first-pass tags hold the tag. The sum, not a share:
in a small corpus the nearest abstracts are far, and their vote stays small. Fitted with the reader
stage by `make tags-model` (benchmarks/train_reader.py).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from generator.derive.tag_model import TagModel
from generator.derive.tag_reader import sigmoid
from generator.derive.tags import Pending, choose_tags, ranked_scores
from generator.derive.vocabulary import Vocabulary
from generator.models import TagMatch


def tag_votes(nearest: np.ndarray, nearness: np.ndarray, tag_sets: Sequence[Sequence[str]]) -> list[dict[str, float]]:
    """Sum, for each row, the cosines of its nearest rows (-1: none) that carry each tag."""
    votes: list[dict[str, float]] = []
    for columns, cosines in zip(nearest.tolist(), nearness.tolist()):
        vote: dict[str, float] = {}
        for j, cosine in zip(columns, cosines):
            if j >= 0:
                for tag in tag_sets[j]:
                    vote[tag] = vote.get(tag, 0.0) + cosine
        votes.append(vote)
    return votes


def voted_tags(pending: Pending, vote: dict[str, float], vocab: Vocabulary, model: TagModel) -> tuple[TagMatch, ...]:
    """Choose one abstract's tags again, its nearest abstracts' vote added to each candidate's log odds."""
    assert model.voted is not None and model.voted.reader is not None  # pending holds only a voted model's odds
    weight = model.voted.reader.vote_weight
    scores = [sigmoid(z + weight * vote.get(tag, 0.0)) for tag, z, _ in pending]
    return choose_tags(ranked_scores(list(pending), scores), vocab, model.voted)
