"""A purpose that names a topic the site tags is kept; one that names a detail, or says the work again, is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.config import load_config
from generator.derive.title_model import load_model
from generator.derive.titles import derive_title, draft
from generator.derive.topic_purposes import TOPIC_SHARE, dropped_task, says_again, topic_share
from generator.derive.vocabulary import vocabulary

ROOT = Path(__file__).resolve().parent.parent
ABSTRACT = ("Mixed-precision quantization shrinks models. We propose tessel-aware mixed-precision quantization "
            "for graph neural networks, which learns a bit width for every node's aggregated features. "
            "Heterogeneous treatment effect (HTE) estimation is a related problem we also touch on.")


@pytest.fixture(scope="module")
def topics():
    """The share of a phrase the project's own tags cover."""
    config, _ = load_config(ROOT / "site_config")
    return topic_share(vocabulary(config))


@pytest.fixture(scope="module")
def doc():
    """The abstract read for titles."""
    model = load_model()
    return draft(ABSTRACT, model.terms, model.open_words, model.field_words, model.used_words)


@pytest.mark.parametrize("phrase, names_topic", [
    ("Graph Neural Networks", True),
    ("Multi-Step Time Series Forecasting", True),
    ("Open-Domain Question Answering", True),
    ("Virtual Samples", False),
    ("Gaussian Noise", False),
    ("Size of Deep Neural Network Models", False),
])
def test_topic_share_tells_a_task_from_a_detail(topics, phrase, names_topic):
    assert (topics(phrase) >= TOPIC_SHARE) is names_topic


@pytest.mark.parametrize("title, chosen, dropped", [
    # the judge's pick drops a task the site tags: kept
    ("Tessel-Aware Mixed-Precision Quantization for Graph Neural Networks",
     "Tessel-Aware Mixed-Precision Quantization", True),
    # a detail may go
    ("Tessel-Aware Mixed-Precision Quantization for Virtual Samples",
     "Tessel-Aware Mixed-Precision Quantization", False),
    # the work already says it, by its words, their stems or the acronym they make
    ("Graph Neural Network Quantization for Graph Neural Networks", "Graph Neural Network Quantization", False),
    ("Guided-ZPR: High-Quality Text-to-Marmot for Classifier Guidance", "Guided-ZPR: High-Quality Text-to-Marmot",
     False),
    ("BasisGAN: Multi-Mode Image Generator for Generative Adversarial Networks", "BasisGAN: Multi-Mode Image Generator",
     False),
    # by the long form of an acronym the abstract defines
    ("Nonparametric HTE Estimation for Treatment Effects", "Nonparametric HTE Estimation", False),
    # not a purpose dropped at all
    ("Tessel-Aware Mixed-Precision Quantization for Graph Neural Networks",
     "Tessel-Aware Mixed-Precision Quantization for Graph Neural Networks", False),
    ("Mixed-Precision Quantization with Graph Neural Networks", "Mixed-Precision Quantization", False),
])
def test_dropped_task(doc, topics, title, chosen, dropped):
    assert dropped_task(doc, title, chosen, topics) is dropped


def test_without_topics_nothing_is_kept(doc):
    title = "Tessel-Aware Mixed-Precision Quantization for Graph Neural Networks"
    assert not dropped_task(doc, title, "Tessel-Aware Mixed-Precision Quantization", None)


@pytest.mark.parametrize("work, purpose, again", [
    ("Message Passing Networks", "Metric Learning", False),
    ("Multi-Resolution Diffusion Model", "Time Series Data", False),
    ("Nonparametric HTE Estimation", "Treatment Effects", True),
    ("Lingual-SMoE: Sparse Mixture-of-Experts", "Scaling Up Multilingual Machine Translation", False),
])
def test_says_again(doc, work, purpose, again):
    assert says_again(doc, work, purpose) is again


def test_titles_read_the_same_without_a_task_to_keep(topics):
    plain = "We study sorting. We propose a faster comparison sort for small arrays. It beats insertion sort."
    assert derive_title(plain, topics=topics) == derive_title(plain)


# A corpus abstract whose name's expansion took no purpose before: the paper's own sentences name the task it serves.
DECONFOUNDED = (
    "Value decomposition (VD) methods have been widely used in cooperative multi-agent reinforcement learning (MARL), "
    "where credit assignment plays an important role in guiding the agents’ decentralized execution. In this paper, "
    "we investigate VD from a novel perspective of causal inference. We first show that the environment in existing VD "
    "methods is an unobserved confounder as the common cause factor of the global state and the joint value function, "
    "which leads to the confounding bias on learning credit assignment. We then present our approach, deconfounded "
    "value decomposition (DVD), which cuts off the backdoor confounding path from the global state to the joint value "
    "function. The cut is implemented by introducing the \\textit{trajectory graph}, which depends only on the local "
    "trajectories, as a proxy confounder. DVD is general enough to be applied to various VD methods, and extensive "
    "experiments show that DVD can consistently achieve significant performance gains over different state-of-the-art "
    "VD methods on StarCraft II and MACO benchmarks.")


def test_a_bare_expansion_takes_a_purpose_that_names_a_topic(topics):
    bare, told = derive_title(DECONFOUNDED), derive_title(DECONFOUNDED, topics=topics)
    assert " for " not in bare
    assert told.startswith(f"{bare} for ") and topics(told.split(" for ", 1)[1]) >= TOPIC_SHARE
