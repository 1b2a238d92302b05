"""The names a naming cue gives (generator/derive/naming_cues.py)."""

from __future__ import annotations

import pytest

from generator.derive.naming_cues import called_names, coined


@pytest.mark.parametrize("sentence, names", [
    ("We develop a graph network called Hyper-SAGNN applicable to homogeneous hypergraphs.", ["Hyper-SAGNN"]),
    ("This paper proposes a detector called BoxNet merely using horizontal box labels.", ["BoxNet"]),
    ("We show that this estimator, which we call VarGrad due to its link to a loss, has low variance.", ["VarGrad"]),
    ("We present a class of methods, called Shifty algorithms, that hold under shift.", ["Shifty algorithms"]),
    ("We propose two algorithms, namely DStream and RStream, for streams.", ["DStream"]),
    ("We propose a mechanism called Neural Zephyr Binder or ZephBinder for it.", ["Neural Zephyr Binder"]),
    # a list `namely` opens where the sentence makes nothing names examples, and `also referred to as` a synonym
    ("We evaluate on two tasks, namely Named Entity Recognition and Parsing.", []),
    ("We minimise the discrepancy (also referred to as KSD) between them.", []),
    # a name in plain words, where the sentence makes it
    ("We present a new approach to model stealing defenses called gradient redirection.", ["gradient redirection"]),
    ("We introduce a new category of generative autoencoders called automodulators.", ["automodulators"]),
    ("We propose a novel transition system called attach-juxtapose.", ["attach-juxtapose"]),
    ("We propose a regularizer, dubbed flooding, that keeps the loss at a level.", ["flooding"]),
    ("We propose a new training objective named order-agnostic cross entropy (OaXE) for it.",
     ["order-agnostic cross entropy"]),
    # not where another's work is used, a measure the work is read with, a synonym, nor where nothing is made
    ("To align them, we use an algorithm called score-matching, and propose approximations.", []),
    ("We propose a new complexity measure called myopic exploration gap, denoted by alpha.", []),
    ("We propose to weigh local regions, or called patches, by their rewards.", []),
    ("We propose a method for the so-called deep forests.", []),
    ("We propose a new metric learning method, called contextual loss, which ranks.", ["contextual loss"]),
    ("We propose a bi-encoder framework for named entity recognition.", []),
    ("Prior work studied an approach called knowledge distillation.", []),
])
def test_called_names(sentence, names):
    """A cue's name ends where its phrase does: before an adverb or adjective, never inside a list or a synonym."""
    assert [found[0] for found in called_names(sentence)] == names


@pytest.mark.parametrize("words, is_coined", [
    (["Transfer", "Score"], True),
    (["B-Learner"], True),
    (["Sinkhorn", "divergence"], False),
    (["Bregman"], False),
])
def test_coined(words, is_coined):
    """`called the Transfer Score` coins a name; `called the Sinkhorn divergence` names a known thing."""
    assert coined(words) is is_coined


def test_namely_in_brackets_lists_examples():
    """`(namely Bernoulli, Gaussian and Poisson)` lists what a method covers, even where the sentence makes one."""
    sentence = "We propose the first bandit algorithm for many arms (namely Bernoulli, Gaussian and Poisson arms)."
    assert called_names(sentence) == []
