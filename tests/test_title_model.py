"""The word model: its quadratic form gives the log-odds of the fitted weights on every feature pair."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from generator.derive.title_model import UNIT_FEATURES, chance_of, load_model, unit_terms


@pytest.mark.parametrize("seed, scale", [(0, 1.0), (1, 5.0), (2, 0.01)])
def test_chance_is_the_logistic_of_every_feature_pair(seed, scale):
    """chance_of, without a column a pair, equals the logistic of unit_terms(rows) @ weights."""
    rng = np.random.default_rng(seed)
    width = UNIT_FEATURES + UNIT_FEATURES * (UNIT_FEATURES + 1) // 2
    model = replace(load_model(), unit_weights=tuple(rng.normal(0, 0.05, width)), unit_bias=-1.0)
    rows = rng.normal(0, scale, (50, UNIT_FEATURES))
    want = 1 / (1 + np.exp(-(unit_terms(rows) @ np.array(model.unit_weights) + model.unit_bias)))
    assert np.allclose(chance_of(rows, model), want)


def test_shipped_weights_cover_every_pair():
    """The shipped file holds a weight for each feature and each pair of them."""
    assert len(load_model().unit_weights) == UNIT_FEATURES * (UNIT_FEATURES + 3) // 2


def test_extreme_features_give_a_chance_not_an_overflow():
    """A word far outside what the fit saw (a 300-letter token) still gets a chance in [0, 1]."""
    rows = np.full((1, UNIT_FEATURES), 300.0)
    with np.errstate(over="raise"):
        assert 0.0 <= chance_of(rows, load_model())[0] <= 1.0
