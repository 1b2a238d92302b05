"""The judge of whole titles: what it reads of a title, and when it lets the span alone replace a join."""

from __future__ import annotations

import math

import pytest

from generator.derive.house_style import UNTITLED
from generator.derive.title_model import load_model, ranked_of
from generator.derive.title_reader import (
    AND_SLACK,
    F1_SLACK,
    FEATURES,
    MARGIN,
    Reader,
    expected_f1,
    load_reader,
    reader_choice,
    reader_features,
    reader_text,
    unit_places,
)
from generator.derive.titles import draft

ABSTRACT = ("Training deep networks on noisy labels is hard. Curriculum methods discard many examples. "
            "We propose a symmetric cross entropy loss for learning with noisy labels. "
            "Experiments on image classification benchmarks show consistent gains over strong baselines.")


@pytest.fixture(scope="module")
def scored():
    """The abstract read for titles, its words' title chances, and the text the reader compares titles with."""
    model = load_model()
    doc = draft(ABSTRACT, model.terms, model.open_words, model.field_words, model.used_words)
    chances, _ = ranked_of([doc], model)[0]
    return doc, chances, reader_text(doc)


RATES = {"noisy": (4, 15), "labels": (0, 0)}  # (titles that use a word, abstracts that use it)


def features_of(scored, title: str) -> dict[str, float]:
    doc, chances, text = scored
    return dict(zip(FEATURES, reader_features(doc, chances, unit_places(doc), text, RATES, title)))


def only(feature: str, weight: float) -> Reader:
    """A judge that reads one feature alone."""
    return Reader(tuple(weight if f == feature else 0.0 for f in FEATURES), 0.0)


def test_shipped_weights_read_the_codes_features():
    assert len(load_reader().weights) == len(FEATURES)


@pytest.mark.parametrize("title, feature, value", [
    ("Symmetric Cross Entropy Loss", "verbatim", 1.0),  # the abstract writes it as one phrase
    ("Cross Entropy Symmetric Loss", "verbatim", 0.0),
    ("Symmetric Cross Entropy Loss", "own", 1.0),  # every word from the sentence that says what the paper does
    ("Training Deep Networks", "background", 1.0),  # every word from the opening
    ("Symmetric Cross Entropy Loss for Noisy Labels", "link_for", 1.0),
    ("Symmetric Cross Entropy Loss for Noisy Labels", "halves_verbatim", 1.0),
    ("SCE: Symmetric Cross Entropy Loss", "named", 1.0),
    ("SCE: Symmetric Cross Entropy Loss", "name_length", 3.0),
    ("Symmetric Cross Entropy Loss", "unread", 0.0),
    ("Symmetric Quantum Loss", "unread", 1 / 3),  # a word the abstract never writes
    ("Training Approach", "vague", 1.0),
    ("Training Deep Networks", "in_first", 1.0),  # the opening, mostly background
    ("Symmetric Cross Entropy Loss", "in_first", 0.0),
    ("Cross Entropy Loss", "cut_start", 1.0),  # the abstract writes `symmetric` before it: begun inside a phrase
    ("Symmetric Cross Entropy Loss", "cut_start", 0.0),  # after `a`
    ("Symmetric Cross Entropy Loss", "open_end", 1.0),  # the abstract goes on `for learning ...`
    ("Symmetric Cross Entropy Loss for Learning with Noisy Labels", "open_end", 0.0),  # a stop follows
    ("Training Deep Networks", "gerund", 1.0),
    ("Noisy Labels", "common", math.log1p(15) / 2),  # the mean of log(1 + abstracts using a word)
    ("Noisy Labels", "most_common", math.log1p(15)),
    ("Symmetric Cross Entropy Loss for Noisy Labels", "tail_common", math.log1p(15) / 2),
    ("Symmetric Cross Entropy Loss for Noisy Labels", "tail_rate", (4.5 / 20 + 0.5 / 5) / 2),  # smoothed title rates
    ("Symmetric Cross Entropy Loss", "tail_rate", 0.0),  # no second half
    (UNTITLED, "untitled", 1.0),  # the product's own fallback title
])
def test_features_read_the_title_against_the_abstract(scored, title, feature, value):
    assert features_of(scored, title)[feature] == pytest.approx(value)


def test_keeps_the_title_without_others(scored):
    doc, chances, _ = scored
    assert reader_choice(doc, chances, {}, "Symmetric Cross Entropy Loss", [], only("characters", 1.0)) == \
        "Symmetric Cross Entropy Loss"


@pytest.mark.parametrize("weight, other, chosen", [
    (1.0, "Symmetric Cross Entropy Loss for Learning", "other"),  # judged longer is better, by far more than MARGIN
    (MARGIN / 100, "Symmetric Cross Entropy Loss for Learning", "title"),  # 13 characters longer: under MARGIN
    (1.0, "Symmetric Cross Entropy Loss Is Hard", "title"),  # a finite verb: a claim, never a title
    (1.0, "Symmetric Cross Entropy Loss for Cross Entropy Loss", "title"),  # says a pair of words twice
    (-1.0, "Loss", "title"),  # judged worse
])
def test_another_title_wins_only_by_the_margin(scored, weight, other, chosen):
    doc, chances, _ = scored
    title = "Symmetric Cross Entropy Loss"
    got = reader_choice(doc, chances, {}, title, [other], only("characters", weight))
    assert got == (other if chosen == "other" else title)


def test_another_title_may_not_give_up_much_f1(scored):
    """However the judge likes it, a title whose words a real title seldom uses stays out."""
    doc, chances, _ = scored
    title, other = "Symmetric Cross Entropy Loss", "Curriculum Methods Discard Many Examples Quickly"
    assert expected_f1(chances, other) < expected_f1(chances, title) - F1_SLACK
    assert reader_choice(doc, chances, {}, title, [other], only("characters", 1.0)) == title


@pytest.mark.parametrize("title, chosen", [
    ("Alpha Beta and Gamma Delta", "Alpha Beta"),  # a join by `and` may give up a little more F1 ...
    ("Alpha Beta for Gamma Delta", "Alpha Beta for Gamma Delta"),  # ... than one the abstract relates
])
def test_a_join_by_and_may_give_up_more_f1(scored, title, chosen):
    doc, _, _ = scored
    chances = dict.fromkeys(("alpha", "beta", "gamma", "delta"), 0.42)
    drop = expected_f1(chances, title) - expected_f1(chances, "Alpha Beta")
    assert F1_SLACK < drop < AND_SLACK
    assert reader_choice(doc, chances, {}, title, ["Alpha Beta"], only("characters", -1.0)) == chosen
