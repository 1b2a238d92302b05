"""Topic labels: c-TF-IDF scores, and the terms that name each island of the map."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from generator.derive import topic_terms
from generator.derive.topic_terms import ctfidf, topic_labels

RL = [
    "We study reinforcement learning where an agent learns a policy from reward.",
    "Offline reinforcement learning trains a policy from logged reward data.",
    "A reinforcement learning agent explores to maximise reward with a safe policy.",
    "Policy gradient methods for reinforcement learning under sparse reward.",
]
GRAPHS = [
    "Graph neural networks pass messages between nodes of a graph.",
    "We bound the expressive power of GNNs on graphs with many nodes.",
    "Message passing GNNs over molecular graphs predict node labels.",
    "A GNN for link prediction between nodes of large graphs.",
]
DIFFUSION = [
    "Diffusion models generate images by reversing a noising process.",
    "Faster sampling for diffusion models with fewer denoising steps.",
    "Diffusion models for image editing guided by text.",
    "Score-based diffusion models learn to denoise images.",
]


def labels(*topics: list[str]) -> list[tuple[str, ...]]:
    texts = [text for group in topics for text in group]
    index = np.repeat(np.arange(len(topics)), [len(g) for g in topics])
    return [label.terms for label in topic_labels(texts, index)]


@pytest.mark.parametrize(("counts", "expected"), [
    # Two classes, two terms: a term only one class uses outweighs one both use equally often.
    ([[4, 2], [0, 2]], [[4 * np.log1p(4 / 4), 2 * np.log1p(4 / 4)], [0, 2 * np.log1p(4 / 4)]]),
    ([[3, 1], [1, 3]], [[3 * np.log1p(4 / 4), 1 * np.log1p(4 / 4)], [1 * np.log1p(4 / 4), 3 * np.log1p(4 / 4)]]),
    # A rare term (f = 1) against a common one (f = 9), with A = 10 words a class.
    ([[1, 9], [0, 0]], [[1 * np.log1p(5 / 1), 9 * np.log1p(5 / 9)], [0, 0]]),
])
def test_ctfidf_is_term_frequency_times_log_one_plus_average_over_frequency(counts, expected):
    """BERTopic's c-TF-IDF: tf(t, c) * log(1 + A / f(t)), A the mean number of words in a class."""
    matrix = sp.csr_matrix(np.array(counts, dtype=float))
    average = matrix.sum() / matrix.shape[0]
    assert np.allclose(ctfidf(matrix, average).toarray(), expected)


@pytest.mark.parametrize(("topics", "expected"), [
    ((RL, GRAPHS), [("reinforcement learning", "policy"), ("graphs", "nodes")]),
    ((GRAPHS, DIFFUSION), [("graphs", "nodes"), ("diffusion models", "images")]),
    ((RL, GRAPHS, DIFFUSION), [("reinforcement learning", "policy"), ("graphs", "nodes"), ("diffusion models", "images")]),
])
def test_each_topic_is_named_by_the_terms_that_set_it_apart(topics, expected):
    assert labels(*topics) == expected


def test_a_word_mostly_used_in_one_phrase_is_shown_as_that_phrase():
    """`reinforcement` stands in `reinforcement learning` every time: the label reads as the phrase."""
    assert labels(RL, GRAPHS)[0][0] == "reinforcement learning"


@pytest.mark.parametrize(("spellings", "shown"), [
    (["GNNs", "GNNs", "GNN", "gnn"], "GNNs"),  # plural and case fold into the most written form
    (["graph", "graphs", "graphs", "Graphs"], "graphs"),
    (["Diffusion", "Diffusion", "diffusion"], "diffusion"),  # a capital that only opens sentences counts less
    (["Nash"] * 5 + ["nash"], "Nash"),  # a name, capitalised wherever it stands, keeps its capital
])
def test_a_word_is_shown_as_most_abstracts_write_it(spellings, shown):
    ids, _, vocabulary = topic_terms.token_ids([f"{word} zebra." for word in spellings])
    folded = topic_terms.spelling(ids, vocabulary)
    assert {vocabulary[folded[vocabulary.index(word)]] for word in spellings} == {shown}


@pytest.mark.parametrize("text", [
    "We propose a novel method and show results that outperform existing approaches.",  # abstract boilerplate
    "The bound is $\\mathcal{O}(\\sqrt{T})$, \\emph{tight} with \\frac{1}{2} of it.",  # TeX and math are no words
    "Code is at https://github.com/someone/zebrafish-tool for everyone.",  # addresses
])
def test_boilerplate_math_and_addresses_never_name_a_topic(text):
    words = {w.lower() for terms in labels([text] * 3 + RL[:1], GRAPHS) for t in terms for w in t.split()}
    assert not words & {"propose", "novel", "method", "results", "mathcal", "sqrt", "emph", "frac", "https", "github", "zebrafish-tool"}


def test_a_term_in_a_single_abstract_is_too_rare_to_name_a_topic():
    """`kangaroo` is said five times, in one abstract of four: a label needs two abstracts, at least."""
    rare = RL[:3] + ["Kangaroo kangaroo kangaroo kangaroo kangaroo reinforcement learning policy reward."]
    assert all("kangaroo" not in t.lower() for t in labels(rare, GRAPHS)[0])


def test_labels_are_deterministic_and_cover_every_topic():
    texts = RL + GRAPHS + DIFFUSION
    index = np.array([2, 2, 0, 0, 1, 1, 0, 2, 1, 1, 2, 0])
    first, second = topic_labels(texts, index), topic_labels(list(texts), index.copy())
    assert first == second
    assert [label.topic for label in first] == [0, 1, 2]
    assert [label.size for label in first] == [4, 4, 4]
    assert all(len(label.terms) <= topic_terms.TERMS for label in first)


@pytest.mark.parametrize("texts", [[], ["one"], ["It is what it is, and we are here."] * 2])
def test_no_text_or_no_term_gives_empty_labels_without_failing(texts):
    found = topic_labels(texts, np.zeros(len(texts), dtype=np.int64))
    assert all(label.terms == () for label in found) and len(found) == (1 if texts else 0)
