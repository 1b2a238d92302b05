"""Island labels on the topic map: Explore queries, and boxes that neither overlap nor hide dots."""

from __future__ import annotations

from urllib.parse import parse_qs

import numpy as np
import pytest

from generator.pages import map_labels
from generator.pages.map_labels import explore_query, place
from generator.models import TopicLabel

BOUNDS = (0.0, 0.0, 1000.0, 700.0)


@pytest.mark.parametrize(("terms", "query"), [
    (("graphs", "nodes"), "graphs nodes"),
    (("reinforcement learning", "reward"), '"reinforcement learning" reward'),  # a phrase must occur as written
    (("OOD detection",), '"OOD detection"'),
    (("x&y", "a+b"), "x&y a+b"),  # escaped in the URL, read back as typed
])
def test_a_label_links_to_the_explore_query_of_its_terms(terms, query):
    assert parse_qs(explore_query(terms)) == {"q": [query]}


def boxes(chosen, wanted):
    return [(x - w / 2, y - h / 2, x + w / 2, y + h / 2) for (x, y), (_, _, (w, h)) in zip(chosen, wanted)]


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("count", [2, 5, 12])
def test_labels_that_all_want_one_spot_do_not_overlap(count):
    wanted = [(np.array([500.0, 350.0]), 40.0, (150.0, 40.0))] * count
    placed = boxes(place(wanted, np.zeros((0, 2)), BOUNDS), wanted)
    assert not any(overlap(a, b) for i, a in enumerate(placed) for b in placed[i + 1:])
    assert all(BOUNDS[0] <= b[0] and b[2] <= BOUNDS[2] and BOUNDS[1] <= b[1] and b[3] <= BOUNDS[3] for b in placed)


def test_a_label_sits_over_a_sparse_island_and_beside_a_dense_one():
    rng = np.random.default_rng(0)
    dense = np.array([500.0, 350.0]) + rng.normal(0, 15, (400, 2))
    wanted = [(np.array([500.0, 350.0]), 30.0, (120.0, 40.0))]
    (x, y), = place(wanted, dense, BOUNDS)
    assert (x, y) != (500.0, 350.0)
    assert ((np.abs(dense[:, 0] - x) < 60) & (np.abs(dense[:, 1] - y) < 20)).sum() < 20  # few dots hidden
    assert np.hypot(x - 500, y - 350) < 120  # and still by its island
    assert place(wanted, dense[:3] * 0 + [[100.0, 100.0]], BOUNDS) == [(500.0, 350.0)]  # nothing to hide: centred


def test_every_island_with_dots_is_labelled_largest_first_with_centred_lines():
    topics = (TopicLabel(0, 5, ("graphs", "nodes")), TopicLabel(1, 9, ("diffusion models",)),
              TopicLabel(2, 7, ("bandits", "regret")), TopicLabel(3, 2, ()))
    islands = {0: np.array([[100.0, 100.0], [110.0, 100.0]]), 1: np.array([[600.0, 400.0]]),
               2: np.array([[300.0, 300.0]]), 3: np.array([[900.0, 600.0]])}
    counts = {0: 2, 1: 1, 3: 1}  # papers of this map on each island: none on 2
    labels = map_labels.map_labels(topics, islands, counts, np.zeros((0, 2)), BOUNDS)  # no dot to avoid: centred
    assert [label.lines for label in labels] == [("diffusion models",), ("graphs", "nodes")]  # 2 has no dot, 3 no terms
    assert [label.size for label in labels] == [1, 2]
    one = labels[0]
    assert one.y == pytest.approx(400.0 + map_labels.FONT * 0.35, abs=0.1) and one.x == 600.0
