"""Highlights: the sentence that states what a paper contributes, not the background it opens with."""

from __future__ import annotations

import pytest

from generator.derive.highlight import LIMIT, highlight, shortened

CASES = [
    # (what it covers, abstract, expected highlight)
    ("background first, proposal second",
     "Graph networks are widely used. However, they oversmooth. We propose DropLink, a regulariser for deep graph "
     "networks. Experiments show gains.",
     "We propose DropLink, a regulariser for deep graph networks."),
    ("a proposal beats a study of the problem",
     "We study the problem of streaming mean estimation. We propose a correlated quantization protocol with "
     "guarantees that depend on deviation. Experiments confirm it.",
     "We propose a correlated quantization protocol with guarantees that depend on deviation."),
    ("a connector that points back is dropped",
     "Language models hallucinate facts in long answers. To address this issue, we introduce a retrieval check "
     "that verifies every claim against a corpus.",
     "We introduce a retrieval check that verifies every claim against a corpus."),
    ("a vague proposal gives way to the one that names the work",
     "Distributed sampling is hard. We propose to fill this gap in the case of partitioned data. We derive a "
     "centralised distributed sampler with provable scaling.",
     "We derive a centralised distributed sampler with provable scaling."),
    ("an abstract opening on its own work states it first",
     "We implement training of neural networks under secure multi-party computation with quantization. We develop protocols for division. "
     "Finally, we present experiments.",
     "We implement training of neural networks under secure multi-party computation with quantization."),
    ("`in this paper` with a verb the title stage does not know",
     "Shortcuts are easy to erase. In this paper, we resolve this problem by perturbing only one pixel per image. "
     "Based on this, we introduce a dataset.",
     "We resolve this problem by perturbing only one pixel per image."),
    ("a stop after an acronym that lost its space ends the background",
     "Private training adds noise, as in DP-SGD.In this paper, we propose a sampler that amplifies privacy for "
     "correlated noise. Experiments confirm it.",
     "We propose a sampler that amplifies privacy for correlated noise."),
    ("a connector that orders the sentence goes too",
     "Graph networks oversmooth. First, we propose DropLink, a regulariser that keeps deep graph networks apart. "
     "Experiments confirm it.",
     "We propose DropLink, a regulariser that keeps deep graph networks apart."),
    ("a short proposal is followed by what it is",
     "Explaining time series models is hard. We propose dynamic masks (Dynamask). This method fits a perturbation "
     "mask to the input.",
     "We propose dynamic masks (Dynamask). This method fits a perturbation mask to the input."),
    ("no contribution sentence at all: the passive one",
     "Policy evaluation is studied for many agents. A simple decentralised tracker that wraps gradient tracking is "
     "proposed for it. It converges.",
     "A simple decentralised tracker that wraps gradient tracking is proposed for it."),
    ("words set in math read as words, and a stop that lost its space still ends a sentence",
     "Wide networks cost more.To break this tradeoff, we advocate $\\textit{Structured Sparsification}$, which "
     "boosts accuracy. Concretely, the activation has few nonzero values.",
     "To break this tradeoff, we advocate Structured Sparsification, which boosts accuracy."),
    ("Markdown and math are shown as the reader sees them",
     "Sparse models matter. We propose **SparseNet**, which reaches $O(\\sqrt{T})$ regret.",
     "We propose SparseNet, which reaches $O(\\sqrt{T})$ regret."),
]


@pytest.mark.parametrize("case, text, expected", CASES, ids=[c[0] for c in CASES])
def test_highlight_is_the_contribution_sentence(case, text, expected):
    assert highlight(text) == expected


def test_long_sentences_are_cut_at_a_word():
    text = "We propose " + " ".join(f"word{i}" for i in range(120)) + "."
    found = highlight(text)
    assert len(found) <= LIMIT + 1 and found.endswith("\u2026") and " word" in found


def test_a_long_sentence_is_never_cut_inside_its_math():
    """A cut inside `$...$` leaves half a formula that lists can set neither as math nor as words."""
    text = "We propose " + " ".join(f"word{i}" for i in range(30)) + " and $x_1" + " + x" * 60 + "$ here."
    found = highlight(text)
    assert found.endswith("and\u2026") and "$" not in found


@pytest.mark.parametrize("text", ["", "   ", "One word.", "$x$"])
def test_degenerate_abstracts_give_a_string(text):
    assert isinstance(highlight(text), str)


@pytest.mark.parametrize("sentence, shown", [
    ("We propose $\\textbf{\\texttt{Lingual-SMoE}}$ for translation.", "We propose Lingual-SMoE for translation."),
    ("We call it $\\text{\\bf Me}$ here.", "We call it Me here."),
    ("We name it $\\textbf{\\emph{\\texttt{SurCo}}}$.", "We name it SurCo."),
    ("We keep $\\underline{\\text{Sur}}$ and $x_{\\text{max}}$ as math.",
     "We keep $\\underline{\\text{Sur}}$ and $x_{\\text{max}}$ as math."),
])
def test_words_set_in_nested_text_commands_read_as_words(sentence, shown):
    assert shortened(sentence) == shown
