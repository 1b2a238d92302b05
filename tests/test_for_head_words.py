import pytest

from generator.derive.for_head_words import article, content, fits, flat, found_at, spells


@pytest.mark.parametrize("text, expected", [
    ("Quilts of the zephyr's marmot-boxes", ["quilt", "zephyr", "marmot", "box"]),
    ("tessel families and their QZMs", ["tessel", "family", "qzm"]),
], ids=["plural-possessive-hyphen", "ies-acronym"])
def test_content(text, expected):
    assert content(text) == expected


@pytest.mark.parametrize("new, ok", [
    ("A Quilt Model for Zephyr Marmots", True),
    ("Quilt Marmots", False),
    ("A Quilt Model for Tessel Marmots", False),
    ("A Quilt Model for Quilt Marmots", False),
], ids=["fits", "too-short", "unwritten-word", "word-twice"])
def test_fits(new, ok):
    assert fits(new, "We give a quilt model for zephyr marmots.") is ok


@pytest.mark.parametrize("acronym, phrase, ok", [
    ("QZ", "Quilt Zephyrs", True),
    ("QZMs", "Quilt-Zephyr for Marmots", True),
    ("ZQ", "Quilt Zephyrs", False),
], ids=["initials", "parts-plural", "order"])
def test_spells(acronym, phrase, ok):
    assert spells(acronym, phrase) is ok


@pytest.mark.parametrize("text, expected", [
    ("a zephyr-marmot and zephyr marmots", [(2, 15)]),
    ("zephyr marmot", [(0, 13)]),
], ids=["hyphen-whole-words", "whole-text"])
def test_found_at(text, expected):
    assert list(found_at(flat(text), "zephyr marmot")) == expected


@pytest.mark.parametrize("word, expected", [
    ("Quilt", "A"), ("Uniform", "An"), ("MDP", "An"), ("QZ", "A"), ("SF-Based", "An"),
], ids=["consonant", "vowel", "spoken-m", "spoken-q", "spoken-s-hyphen"])
def test_article(word, expected):
    assert article(word) == expected
