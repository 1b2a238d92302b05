"""Choosing among near-tied spans (generator/derive/span_choice.py)."""

from __future__ import annotations

import pytest

from generator.derive.span_choice import CONTRIBUTION_TIE, begun, fuller, own_best
from generator.derive.title_spans import document, span_words


@pytest.mark.parametrize("gap, chosen", [
    (CONTRIBUTION_TIE / 2, "sparse routing scheme"),  # nearly as good, and the paper's own: it wins
    (CONTRIBUTION_TIE * 2, "image segmentation"),  # clearly worse: the best stays
], ids=["near-tie-goes-to-the-contribution", "clear-lead-stays"])
def test_own_best_breaks_near_ties_toward_the_contribution(gap, chosen):
    """A span from a sentence stating the paper's own work wins a near tie with one from its background."""
    doc = document(["Deep networks are widely used for image segmentation today.",
                    "We propose a sparse routing scheme for fast inference."], "")
    words = [w.lower() for w in doc.text]
    background = (words.index("image"), words.index("segmentation"))
    own = (words.index("sparse"), words.index("scheme"))
    _, *best = own_best(doc, iter([(2.0, *background), (2.0 - gap, *own)]))
    assert " ".join(span_words(doc, *best)).lower() == chosen


@pytest.mark.parametrize("ranked, fits, chosen", [
    ([(2.0, 3, 4), (1.95, 2, 6), (1.0, 0, 6)], lambda i, j: True, (2, 6)),  # a tied span holding it says more
    ([(2.0, 3, 4), (1.5, 2, 6)], lambda i, j: True, (3, 4)),  # not nearly as good
    ([(2.0, 3, 4), (1.95, 5, 8)], lambda i, j: True, (3, 4)),  # tied, but another phrase
    ([(2.0, 3, 4), (1.95, 2, 6)], lambda i, j: False, (3, 4)),  # tied, but fails the span's tests
], ids=["tied-and-holding", "clearly-worse", "not-holding", "failing"])
def test_fuller_takes_a_tied_span_that_holds_the_best(ranked, fits, chosen):
    """A longer span nearly as good as the best and holding it says more of the same phrase."""
    assert fuller((2.0, 3, 4), ranked, fits) == chosen


@pytest.mark.parametrize("name, sentence, span, shown", [
    ("Time-LLM", "Models for time series forecasting are specialized.", "series forecasting", "time series forecasting"),
    ("Time-LLM", "We study series forecasting here.", "series forecasting", "series forecasting"),  # starts a phrase
    ("ProtoNet", "Models for time series forecasting are specialized.", "series forecasting", "series forecasting"),
    ("Time-LLM", "Models for long time series forecasting work.", "series forecasting", "series forecasting"),
], ids=["name-word-starts-the-phrase", "phrase-starts-here", "word-not-the-names", "phrase-starts-further-back"])
def test_begun_starts_a_span_where_only_the_names_word_kept_it_out(name, sentence, span, shown):
    """A span the name's own word cut short starts at that word: `Time-LLM: Time Series Forecasting`."""
    doc = document([sentence], name)
    words = [w.lower() for w in doc.text]
    i = words.index(span.split()[0])
    assert " ".join(span_words(doc, *begun(doc, i, i + len(span.split()) - 1))).lower() == shown
