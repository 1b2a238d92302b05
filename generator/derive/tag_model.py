"""Turn a tag's evidence in one abstract into the probability that the paper is about it.

The title stage is a logistic regression fitted on the development set (a tag counts as the paper's topic
when its real title names it); the reader stage (tag_reader.py) turns its view into the chance a strict
reader finds the tag correct, fitted on reader labels. Both are fitted by `make tags-model`
(benchmarks/train_tags.py, benchmarks/train_reader.py) and kept in tag_weights.json. Inference is a
dot product or two per candidate tag, in plain Python.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from functools import lru_cache
from operator import mul
from pathlib import Path

from generator.derive.tag_evidence import FEATURES
from generator.derive.tag_reader import VOTED_FEATURES, ReaderStage, stage_from

WEIGHTS = Path(__file__).with_name("tag_weights.json")


@dataclass(frozen=True)
class TagModel:
    """Fitted weights, per-tag priors and the probabilities that choose tags."""

    weights: tuple[float, ...]
    bias: float
    priors: dict[str, float]  # smoothed logit of how often a candidate tag is named by its title
    default_prior: float  # for a tag the development set never saw as a candidate
    threshold: float  # a tag is the paper's topic from here on
    fill: float  # the second tag, when only one passes, needs at least this
    reader: ReaderStage | None = None  # the reader stage; without it the title stage chooses
    area_threshold: float | None = None  # an area tag needs this much (None: the threshold)
    child_bar: float | None = None  # a chosen area's likeliest tag joins it from here on (None: never)
    area_child: float = 0.3  # a chosen child this likely brings its area (areas of unsure children: half wrong)
    voted: TagModel | None = None  # the second pass, its reader stage fed the nearest abstracts' vote (tag_votes.py)

    def probability(self, features: list[float]) -> float:
        """Return the logistic probability of a feature vector (the prior already appended)."""
        z = self.bias + sum(map(mul, self.weights, features))
        if z < -30.0:  # exp would overflow for absurd inputs; the probability is 0 to machine precision
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


def model_from(data: dict) -> TagModel:
    """Build a model from the JSON written by benchmarks/train_tags.py, checking it fits FEATURES."""
    if data["features"] != list(FEATURES):
        raise ValueError(f"{WEIGHTS.name} was fitted on other features: run `make tags-model`")
    reader = stage_from(data["reader"]) if "reader" in data else None
    model = TagModel(tuple(data["weights"]), data["bias"], dict(data["priors"]), data["default_prior"],
                     data["threshold"], data["fill"], reader, data.get("area_threshold"),
                     data.get("child_bar"), data.get("area_child", 0.3))
    if "voted" not in data:
        return model
    second = data["voted"]
    return replace(model, voted=replace(
        model, reader=stage_from(second["reader"], VOTED_FEATURES), threshold=second["threshold"],
        fill=second["fill"], area_threshold=second.get("area_threshold"), child_bar=second.get("child_bar"),
        area_child=second.get("area_child", 0.3)))


@lru_cache(maxsize=1)
def load_model(path: Path = WEIGHTS) -> TagModel:
    """Read the fitted model once."""
    return model_from(json.loads(path.read_text(encoding="utf-8")))
