import pytest

from generator.derive.gerund_phrases import names_thing, phrase_after, telling, told


@pytest.mark.parametrize("after, expected", [
    ("by stitching zephyr seams , which fold .", ("by", ["stitching", "zephyr", "seams"])),
    ("by using sparse zephyr seams .", ("using", ["sparse", "zephyr", "seams"])),
    ("by means of zephyr seams and tessels .", ("via", ["zephyr", "seams", "and", "tessels"])),
    ("through zephyr seams to fold tessels .", ("through", ["zephyr", "seams"])),
    ("from videos in the wild and show gains .", ("from", ["videos", "in", "the", "wild"])),
    ("to align zephyr tessels .", ("to", ["align", "zephyr", "tessels"])),
    # a cut list, a second argument, a report, a verb of its own, a choice, a compound cut in two, maths, no stop
    ("by stitching zephyr seams , tessels and burrows .", None),
    ("by replacing zephyr seams with tessels .", None),
    ("to show zephyr tessels .", None),
    ("from zephyr seams and folds tessels .", None),
    ("from zephyr seams or tessels .", None),
    ("for a quilt search based strategy .", None),
    ("from $k$ zephyr videos .", None),
    ("from zephyr videos", None),
], ids=["by-clause", "by-using", "by-means-of", "means-own-purpose", "setting-and-clause", "to", "list-cut",
        "second-argument", "report", "verb-of-its-own", "or", "compound", "maths", "runs-out"])
def test_phrase_after(after, expected):
    sent = ["We", "fold", "quilts", *after.split()]
    assert phrase_after(sent, [t.lower() for t in sent], 3) == expected


@pytest.mark.parametrize("link, words, expected", [
    ("by", ["stitching", "their", "seams"], True),
    ("from", ["noisy", "zephyr", "videos"], True),
    ("from", ["their", "zephyr", "videos"], False),
    ("using", ["zephyrs"], False),
    ("using", ["a", "zephyr", "approach"], False),
    ("from", ["zephyr", "data"], False),
    ("from", ["zephyr", "tessels", "adaptive"], False),
], ids=["by-possessive", "names-a-thing", "points-back", "one-word", "vague-head", "never-last", "adjective-end"])
def test_telling(link, words, expected):
    assert telling(link, words) == expected


@pytest.mark.parametrize("link, words, expected", [
    ("in", ["the", "presence", "of", "zephyr", "noise"], ("in the presence of", ["zephyr", "noise"])),
    ("in", ["the", "presence", "of", "marmots"], ("in the presence of", ["marmots"])),
    ("from", ["a", "marmot", "tessel", "viewpoint"], ("from", ["a", "marmot", "tessel", "viewpoint"])),
    ("using", ["a", "zephyr", "seam"], ("using", ["a", "zephyr", "seam"])),
    ("using", ["a", "zephyr", "akin"], None),
    ("in", ["the", "presence", "of", "careful"], None),
    ("from", ["a", "marmot", "viewpoint"], None),
], ids=["presence-of", "presence-one-word", "named-viewpoint", "plain", "needs-complement", "presence-adjective",
        "vague-viewpoint"])
def test_told(link, words, expected):
    assert told(link, words) == expected


@pytest.mark.parametrize("word, expected", [
    ("Transformers", True), ("Quiltmix", True), ("Tessel", True), ("Seam", False), ("adaptive", False),
    ("zephyring", False), ("better", False), ("marmot's", False),
], ids=["names", "invented", "noun", "short", "adjective", "gerund", "praise", "possessive"])
def test_names_thing(word, expected):
    assert names_thing(word) == expected
