"""The reader stage of the tag model: turn the title stage's view of every candidate into the chance a reader
finds the tag correct.

The title stage (tag_evidence.FEATURES) is fitted on what real titles name, and titles name tools as well as
topics; strict readers judged 600 papers tag by tag (benchmarks/tag_labels). This stage is a second
logistic regression fitted on those judgments by `make tags-model` (benchmarks/train_reader.py). Its
inputs are the title stage's features, the title stage's logit, where the tag ranks in its paper, and a
few cues the readers' notes point at, then the tag's smoothed reader rate. Plain Python, one dot product
per candidate.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import mul

from generator.derive.tag_evidence import CONTRIBUTION, FEATURES, FIRST, OBJECT, PLAIN, REPORT

_PLAIN_ROLES, _WORDS = (OBJECT, CONTRIBUTION, REPORT, PLAIN), FEATURES.index("most words in one matched phrase")
RANK_CAP = 6  # the seventh candidate of a paper is as far from its topic as the twelfth
EDGE = 1e-6  # a probability this near 0 or 1 is as sure as it gets: its logit stays finite
READER_FEATURES = (
    *(f"title stage: {name}" for name in FEATURES),
    "title stage logit",
    "rank by the title stage in the paper (0 first, capped at 6)",
    "title logit below the paper's best",
    "only in the opening sentence (the field, not always the topic)",
    "single-word phrases only",
    "area x title logit",
    "area x its best lifting child's title logit",
    "tag's reader prior (logit of its readers' correct rate)",
)
# The second pass (tag_votes.py) adds one feature before the prior: how near the abstracts are that vote for the tag.
VOTE = "summed cosine of the nearest abstracts whose first-pass tags hold the tag"
VOTED_FEATURES = (*READER_FEATURES[:-1], VOTE, READER_FEATURES[-1])


def logit(p: float) -> float:
    """Return the log odds of a probability kept away from 0 and 1."""
    p = min(max(p, EDGE), 1.0 - EDGE)
    return math.log(p / (1.0 - p))


_NONE = logit(0.0)  # an area without a lifting child


def reader_vectors(found: list[tuple], title: list[float], areas, lifts, group_of) -> list[list[float]]:
    """Lay out each candidate's reader features but its prior; found: (tag, title features, phrases)."""
    z = [logit(p) for p in title]  # once a candidate: the features below reuse it
    order = sorted(range(len(found)), key=lambda i: (-title[i], found[i][0]))
    place = [RANK_CAP] * len(found)
    for n, i in enumerate(order[:RANK_CAP]):
        place[i] = n
    top = z[order[0]] if order else 0.0
    child: dict[str, float] = {}  # each area's likeliest lifting child, as a logit
    for (tag, _, _), zi in zip(found, z):
        if tag in lifts and zi > child.get(group_of[tag], _NONE):
            child[group_of[tag]] = zi
    vectors = []
    for (tag, f, _), zi, rank in zip(found, z, place):
        area = 1.0 if tag in areas else 0.0
        first_only = 1.0 if f[FIRST] > 0 and not any(f[i] for i in _PLAIN_ROLES) else 0.0
        vectors.append([*f, zi, rank, top - zi, first_only, 1.0 if f[_WORDS] <= 1 else 0.0,
                        area * zi, area * child.get(tag, _NONE)])
    return vectors


@dataclass(frozen=True)
class ReaderStage:
    """Fitted weights and per-tag reader priors of the reader stage."""

    weights: tuple[float, ...]
    bias: float
    priors: dict[str, float]  # smoothed logit of how often readers judged the tag's candidates correct
    default_prior: float  # for a tag no reader saw as a candidate

    def probability(self, vector: list[float], tag: str) -> float:
        """Return the chance a reader judges the tag correct, its prior appended to the vector."""
        return sigmoid(self.logit(vector, tag))

    def logit(self, vector: list[float], tag: str) -> float:
        """Return the log odds of a vector, its prior appended; a vector one short of a voted stage's leaves out the vote."""
        prior = self.priors.get(tag, self.default_prior)
        return self.bias + sum(map(mul, self.weights, vector)) + self.weights[-1] * prior

    @property
    def vote_weight(self) -> float:
        """Return the weight of the neighbours' vote (a voted stage's feature before the prior)."""
        return self.weights[-2]


def sigmoid(z: float) -> float:
    """Return the logistic function of a log odds, 0 where it would underflow."""
    return 1.0 / (1.0 + math.exp(-z)) if z > -30.0 else 0.0


def stage_from(data: dict, features: tuple[str, ...] = READER_FEATURES) -> ReaderStage:
    """Build a reader stage from its JSON, checking it fits its features."""
    if data["features"] != list(features):
        raise ValueError("tag_weights.json's reader stage was fitted on other features: run `make tags-model`")
    return ReaderStage(tuple(data["weights"]), data["bias"], dict(data["priors"]), data["default_prior"])
