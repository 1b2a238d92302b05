import pytest

from generator.derive.named_kind_phrases import kind_phrase, naming


@pytest.mark.parametrize("sentence, expected", [
    ("We present QZ, a quilt method for marmots.", ("a", "quilt method for marmots", ", a quilt method for marmots.")),
    ("We present QZ - a new class of marmot models.", ("a", "new class of marmot models",
                                                       " - a new class of marmot models.")),
    ("We propose a method to fold quilts, referred to as QZ.", ("a", "method to fold quilts",
                                                                " a method to fold quilts, referred to as QZ.")),
    ("We propose a new quilt method, QZ, that prevents marmot drift.", ("a", "new quilt method that prevents marmot "
     "drift", " a new quilt method, QZ, that prevents marmot drift.")),
    # others' work after a comparison, not the paper's own sentence, the name inside a word, no cue before the name
    ("We present results where, unlike QZ, a quilt method for marmots, tessels fold.", None),
    ("Prior work built QZ, a quilt method.", None),
    ("We present QZ-Net, a quilt method.", None),
    ("We present a quilt method for marmots QZ.", None),
], ids=["after", "after-dash", "before-cue", "before-relative", "compared", "not-own", "inside-word", "no-cue"])
def test_naming(sentence, expected):
    assert naming([sentence], "QZ") == expected


@pytest.mark.parametrize("article, body, expected", [
    ("a", "simple quilt method for zephyr inference on marmots", ["A", "quilt", "method", "for", "zephyr", "inference",
                                                                  "on", "marmots"]),
    ("the", "first quilt approach to fold zephyr marmots", ["A", "quilt", "approach", "to", "fold", "zephyr",
                                                           "marmots"]),
    ("a", "quilt method that folds the marmot quilts", ["A", "quilt", "method", "that", "folds", "marmot", "quilts"]),
    ("a", "class of zephyr marmot models", ["A", "class", "of", "zephyr", "marmot", "models"]),
    ("a", "quilt method for zephyr folding by stitching marmots", ["A", "quilt", "method", "for", "zephyr",
                                                                   "folding"]),
    ("a", "tessel decoder for zephyr marmots producing quilt seams", ["A", "tessel", "decoder", "for", "zephyr",
                                                                     "marmots"]),
    ("an", "online quilt method for zephyr marmots", ["An", "online", "quilt", "method", "for", "zephyr", "marmots"]),
    # a known thing, others' work, an empty verb, `of` after a kind that takes none, a pointer back, a hope, an
    # adjective at the end, maths, no complement, too little
    ("the", "quilt method for zephyr marmots", None),
    ("a", "popular quilt method for zephyr marmots", None),
    ("a", "quilt method that outperforms zephyr marmots", None),
    ("a", "method of folding zephyr quilts", None),
    ("a", "quilt method for such marmot issues", None),
    ("a", "quilt method to improve marmot folding", None),
    ("a", "quilt method for zephyr marmots and tessel-aware", None),
    ("a", "quilt method for $k$-marmot folding", None),
    ("a", "quilt method", None),
    ("a", "quilt method for marmots", None),
], ids=["for", "first", "relative", "of-class", "means-cut", "participle-cut", "an", "known-thing", "others-work",
        "empty-verb", "of-method", "points-back", "weak-goal", "adjective-end", "maths", "no-complement", "thin"])
def test_kind_phrase(article, body, expected):
    phrase = kind_phrase(article, body)
    assert (phrase.words if phrase else None) == expected
