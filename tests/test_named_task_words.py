import pytest

from generator.derive.named_task_words import kind_purpose, purpose_words, task_compound, whole_purpose


@pytest.mark.parametrize("compound, expected", [
    ("simple, efficient marmot ranking ", ["marmot", "ranking"]),
    ("unsupervised marmot ranking ", ["unsupervised", "marmot", "ranking"]),
    ("simple pruning ", ["pruning"]),
    # others' work, a bare head, a field, how it is made, no task head
    ("popular marmot ranking ", None),
    ("simple ranking ", None),
    ("deep learning ", None),
    ("zephyr-based ranking ", None),
    ("marmot quilting ", None),
], ids=["past-rating", "keeps-modifier", "strong-head", "others-work", "bare-head", "field", "how", "no-head"])
def test_task_compound(compound, expected):
    assert task_compound(compound) == expected


@pytest.mark.parametrize("text, expected", [
    ("marmot ranking, which folds quilts.", ["marmot", "ranking"]),
    ("rank tessel marmots by using quilts.", ["rank", "tessel", "marmots"]),
    ("rank marmots and improves tessels.", ["rank", "marmots"]),
    ("rank marmots in tessel quilts of zephyr fields in wide meadows.", ["rank", "marmots", "in", "tessel", "quilts",
                                                                         "of", "zephyr", "fields"]),
    # a pointer back, a dangling end, a vague or generic purpose, maths
    ("rank these marmots.", None),
    ("rank marmots of the.", None),
    ("address the gap.", None),
    ("efficient neural networks.", None),
    ("rank $k$ marmots.", None),
], ids=["clause", "means", "second-deed", "cut-long", "points-back", "dangles", "vague", "generic", "maths"])
def test_purpose_words(text, expected):
    assert purpose_words(text) == expected


@pytest.mark.parametrize("compound, after, expected", [
    ("", " for marmot ranking.", ("for", ["marmot", "ranking"])),
    ("", " to rank tessel marmots.", ("to", ["rank", "tessel", "marmots"])),
    ("", " that carries marmots across tessels.", ("to", ["carry", "marmots", "across", "tessels"])),
    ("", ", called QZ, which matches marmots.", ("to", ["match", "marmots"])),
    ("marmot ranking ", " that improves tessels.", ("for", ["marmot", "ranking"])),
    # an empty verb, a new noun phrase after `for`, a noun after `to`, an `achieve` that only says good
    ("", " to address tessels.", None),
    ("", " for a marmot.", None),
    ("", " to ranking marmots.", None),
    ("", " to achieve better marmots.", None),
], ids=["for", "to", "that-verb", "named-which", "compound", "empty-verb", "for-article", "to-noun", "achieve-good"])
def test_kind_purpose(compound, after, expected):
    assert kind_purpose(compound, after) == expected


@pytest.mark.parametrize("text, expected", [
    ("fold marmot tessels inspired by quilts.", ["fold", "marmot", "tessels"]),
    ("fold marmots and stitches quilts.", ["fold", "marmots"]),
    ("find wide marmots, which fold.", ["find", "wide", "marmots"]),
    # a conjunct dropped, a cut inside a list, a dangling article or verb, a count, words run together, a field
    ("fold quilts and using zephyrs.", None),
    ("find wide, deep marmots.", None),
    ("sample from a quilt that folds.", None),
    ("help marmots to fold.", None),
    ("fold all three quilts.", None),
    ("fold QZLmarmots.", None),
    ("the reinforcement learning.", None),
], ids=["aside", "second-deed", "clause", "conjunct", "comma-cut", "article-end", "verb-end", "count", "glued",
        "field"])
def test_whole_purpose(text, expected):
    assert whole_purpose(text) == expected
