"""Tests for plurals: one singular key matches a word in either number."""

import pytest

from generator.derive.plurals import singular


@pytest.mark.parametrize(
    ("word", "shortest", "expected"),
    [
        ("Quilts", 3, "quilt"),
        ("tessellies", 3, "tesselly"),
        ("boxes", 3, "box"),
        ("zephyr", 3, "zephyr"),  # no plural ending: only lower-cased
        ("gas", 3, "gas"),  # two letters would stay before `s`
        ("bias", 3, "bia"),  # a key, not a word
        ("lines", 3, "lin"),  # `-es` goes whole: `line` keys apart (the rules were judged so)
        ("runs", 3, "run"),
        ("runs", 4, "runs"),  # four letters must stay
        ("marmots", 4, "marmot"),
        ("Marmot-Quilts", 3, "marmot-quilt"),
    ],
)
def test_singular(word, shortest, expected):
    assert singular(word, shortest) == expected


@pytest.mark.parametrize("word", ["quilt", "quilts", "Quilts"])
def test_both_numbers_share_a_key(word):
    assert singular(word) == singular("quilt")
