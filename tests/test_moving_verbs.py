"""Where a title's verb of moving takes its object (generator/derive/moving_verbs.py)."""

from __future__ import annotations

import pytest

from generator.derive.moving_verbs import moved_whole, verb_restored
from generator.derive.title_spans import document


@pytest.mark.parametrize("sentence, title, expected", [
    ("We incorporate flexible spatial signals into text-conditioned motion generation.",
     "FlexCo: Incorporating Flexible Spatial Signals",
     "FlexCo: Incorporating Flexible Spatial Signals into Text-Conditioned Motion Generation"),
    ("We cast the speech recognition problem as an image recognition task.", "Casting the Speech Recognition Problem",
     "Casting the Speech Recognition Problem as an Image Recognition Task"),  # `as an` keeps its article
    ("We map spoken puzzle queries to formal-query programs.", "Mapping Spoken Puzzle Queries",
     "Mapping Spoken Puzzle Queries to Formal-Query Programs"),  # a shared word, but a new one too
    # the title says where already, the abstract moves it nowhere right after, or where adds nothing
    ("We incorporate spatial signals for robots into motion generation.", "Incorporating Spatial Signals for Robots",
     "Incorporating Spatial Signals for Robots"),
    ("We incorporate spatial signals, into motion generation.", "Incorporating Spatial Signals",
     "Incorporating Spatial Signals"),
    ("We integrate spatial signals into spatial signals.", "Integrating Spatial Signals",
     "Integrating Spatial Signals"),
    ("We improve spatial signals into motion generation.", "Improving Spatial Signals", "Improving Spatial Signals"),
], ids=["into", "as", "to-shared-word", "said-already", "comma", "nothing-new", "not-moving"])
def test_moved_whole_says_where_a_moving_verb_takes_its_object(sentence, title, expected):
    """A title that opens on `Incorporating X` goes on where the abstract writes X goes."""
    doc = document(["Motion models are everywhere.", sentence], "")
    assert moved_whole(doc, title, lambda i, j: True) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose applying the Burer-Monteiro factorization to convex neural networks.",
     "Burer-Monteiro Factorization to Convex Networks", "Applying Burer-Monteiro Factorization to Convex Networks"),
    ("We show that adding differential privacy to boosting machines costs little.", "Differential Privacy to Boosting",
     "Adding Differential Privacy to Boosting"),
    ("We incorporated randomized smoothing into generative modeling.",
     "DS: Randomized Smoothing into Generative Models", "DS: Incorporating Randomized Smoothing into Generative Models"),
    ("We introduce Pareto estimation to pick the precision.", "Pareto Estimation to Pick the Precision",
     "Pareto Estimation to Pick the Precision"),  # no verb that brings
    ("We apply the method. Learning to rank is hard.", "Learning to Rank Items", "Learning to Rank Items"),  # a gerund
    ("We generalize Marmot-Tessel curvature to hypergraphs.", "Marmot-Tessel Curvature to Hypergraphs",
     "Generalizing Marmot-Tessel Curvature to Hypergraphs"),
    ("We introduce the concept of zigzag persistence into graph networks.", "Zigzag Persistence into Graph Networks",
     "Introducing Zigzag Persistence into Graph Networks"),  # past the frame `the concept of`
    ("We study the application of deep neural networks to marmot data.", "Deep Neural Networks to Marmot Data",
     "Applying Deep Neural Networks to Marmot Data"),  # the verb's noun before `of`
    ("We relate the columns of a matrix to subsets of singular vectors.", "Columns of a Matrix to Subsets",
     "Relating Columns of a Matrix to Subsets"),
])
def test_verb_restored_gives_a_title_to_y_its_verb(sentence, title, expected):
    """`X to Y` without the verb that brings X there reads as a relation the abstract never states."""
    doc = document(["Models matter.", sentence], "")
    assert verb_restored(doc, title) == expected
