import pytest

from generator.derive.own_aim_words import object_cut, plain_object, spelled, stems


@pytest.mark.parametrize("text, expected", [
    ("quilt folding for zephyr marmots (QZM), which is fast.", "quilt folding for zephyr marmots"),
    ("novel and simple quilt folding for zephyrs; it is fast", "quilt folding for zephyrs"),
    ("quilt folding for zephyrs and show that it works", "quilt folding for zephyrs"),
    ("quilt folding for zephyrs through extensive experiments.", "quilt folding for zephyrs"),
    (", which is fast", None),
], ids=["clause-and-aside", "praise-and-semicolon", "second-verb", "evidence", "clause-only"])
def test_object_cut(text, expected):
    assert object_cut(text) == expected


@pytest.mark.parametrize("words, expected", [
    ("quilt folding for zephyr marmots", True),
    ("quilt folding", False),
    ("the quilts of these zephyr marmots", False),
    ("quilt folding in zephyr settings", False),
    ("quilts of $k$ zephyr marmots", False),
    ("quilt folding of the quilts", False),
    ("quilt folding for zephyr and", False),
    ("quilt folding, zephyr marmots", False),
], ids=["plain", "too-short", "pointing", "dangling", "maths", "twice", "dangling-and", "comma"])
def test_plain_object(words, expected):
    assert plain_object(words.split()) is expected


@pytest.mark.parametrize("words, title, expected", [
    ("depth of ZMQs", "Tessel Burrows", ["depth", "of", "zephyr", "marmot", "quilts"]),
    ("depth of ZMQ", "Tessel Burrows", ["depth", "of", "zephyr", "marmot", "quilt"]),
    ("depth of ZMQs", "ZMQs for Tessels", ["depth", "of", "ZMQs"]),
    ("depth of QZT", "Tessel Burrows", None),
], ids=["plural", "singular", "title-uses-it", "undefined"])
def test_spelled(words, title, expected):
    text = "Warm zephyr marmot quilts (ZMQs) hold tessels. We study them."
    assert spelled(words.split(), text, title) == expected


def test_stems():
    assert stems("The Quilts of Zephyr Marmots\u2019 Burrows") == ["quilt", "zephyr", "marmots'", "burrow"]
