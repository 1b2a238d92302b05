import pytest

from generator.derive.name_purpose_words import clause_cut, purpose_cut, purpose_fits, purpose_readings


@pytest.mark.parametrize("text, expected", [
    ("detect tessel drift, which is rare.", ["detect", "tessel", "drift"]),
    ("detect tessel drift by using quilts.", ["detect", "tessel", "drift"]),
    ("rank marmots equipped with quilts.", ["rank", "marmots"]),
    ("rank marmots and showing tessels.", ["rank", "marmots"]),
    ("rank tessel marmots efficiently.", ["rank", "tessel", "marmots"]),
    # a clause the phrase needs, a bracket inside a word, a list of modifiers, a fragment
    ("build marmots that rank tessels.", None),
    ("detect O(n)tessels.", None),
    ("rank well-ordered, tessel marmots.", None),
    ("rank the spread of existing quilts.", None),
], ids=["clause", "means", "participle", "and-gerund", "adverb", "needs-clause", "bracket-in-word", "modifier-list",
        "fragment"])
def test_purpose_cut(text, expected):
    assert purpose_cut(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("capture tessel marmots and folds zephyrs.", ["capture", "tessel", "marmots"]),
    ("rank tessel marmots to fold zephyrs.", ["rank", "tessel", "marmots"]),
    ("marmot variance more sample-efficiently.", ["marmot", "variance"]),
    ("tessel marmots targeting zephyr quilts.", ["tessel", "marmots"]),
    ("fold sampled marmots.", ["fold", "sampled", "marmots"]),
    ("scaled pretrained marmots.", ["scaled", "pretrained", "marmots"]),
    ("the sampled marmot can fold zephyrs.", None),
], ids=["and-deed", "to-deed", "comparison", "gerund-after-plural", "verb-participle", "participle-lead",
        "clause-subject"])
def test_clause_cut(text, expected):
    assert clause_cut(text) == expected


@pytest.mark.parametrize("words, expected", [
    (["detect", "tessel", "drift", "in", "quilt", "streams"],
     [["detect", "tessel", "drift", "in", "quilt", "streams"], ["detect", "tessel", "drift"]]),
    (["rank", "marmots", "of", "tessels"], [["rank", "marmots", "of", "tessels"]]),
], ids=["before-preposition", "of-holds"])
def test_purpose_readings(words, expected):
    assert purpose_readings(words) == expected


@pytest.mark.parametrize("link, purpose, expected", [
    ("to", ["detect", "tessel", "drift"], True),
    ("for", ["sampling", "tessel", "streams"], True),
    ("to", ["handle", "this", "drift"], False),
    ("to", ["solve", "the", "problem"], False),
    ("to", ["show", "tessel", "drift"], False),
    ("to", ["better", "sample", "tessel", "streams"], False),
    ("to", ["train", "neural", "networks"], False),
    ("to", ["solve", "the", "minimax"], False),
    ("to", ["improve", "robustness"], False),
    ("to", ["detect", "quilting", "drift"], False),
    ("to", ["speed", "up", "QZ"], False),
    ("to", ["detect", "tessel", "tessels"], False),
    ("to", ["detect", "$k$", "tessels"], False),
    # a noun after `to`, a verb after `for`, a verb left without its object, a pair cut short, an acronym alone
    ("to", ["image", "tessel", "classification"], False),
    ("for", ["alleviate", "the", "tessel", "drift"], False),
    ("to", ["detect", "and", "sample"], False),
    ("to", ["keep", "tessels", "between", "testing"], False),
    ("to", ["keep", "tessels", "between", "two", "streams"], True),
    ("for", ["TZM"], False),
], ids=["to", "for-gerund", "points-back", "vague", "report-verb", "better-verb", "generic", "word-for-phrase",
        "bettering-one-word", "title-stem", "title-acronym", "word-twice", "maths", "to-noun", "for-verb",
        "verb-without-object", "between-cut", "between-plural", "acronym-alone"])
def test_purpose_fits(link, purpose, expected):
    assert purpose_fits("QZ", "Quilt Zephyr Marmots", link, purpose) is expected
