"""A piece of prose read as a title word, and the units the title F1 compares."""

import pytest

from generator.derive.title_pieces import PIECES, all_units, content_units, piece, repeats_itself, word_units


@pytest.mark.parametrize("raw, word, lower, opens, closes, capital, initials", [
    ("Transformers,", "Transformers", "transformers", False, True, True, False),
    ("(GNNs)", "GNNs", "gnns", True, True, True, True),
    ("PSS(u)", "", "", False, True, False, False),  # a bracket inside: a title cannot show it
    ("\u201cZipIt!\u201d", "ZipIt", "zipit", True, True, True, True),
    ("$\\ell_1$-norm", "", "", False, False, False, False),  # TeX left over
    ("--", "", "", False, False, False, False),  # a dash alone breaks the clause
    ("learning.", "learning", "learning", False, True, False, False),
])
def test_piece(raw, word, lower, opens, closes, capital, initials):
    assert piece(raw)[:2] == (word, lower)
    assert piece(raw)[3:] == (opens, closes, capital, initials)
    assert PIECES[raw] == piece(raw)  # the cache gives what piece makes


@pytest.mark.parametrize("text, units", [
    ("Learning to Rank with Graph-Based Models", ["learning", "rank", "graph", "based", "models"]),
    ("A Study of the Role of Depth", ["study", "role", "depth"]),
    ("GPT-4 in 3D", ["gpt", "4", "3d"]),
])
def test_content_units(text, units):
    assert content_units(text) == units
    assert [u for u in all_units(text) if u in units] == units  # every unit, function words too


def test_content_units_count_a_compounds_part_once():
    assert content_units("End-to-End Training of End Effectors") == ["end", "training", "end", "effectors"]


def test_word_units_drop_function_words():
    assert word_units("state-of-the-art") == ("state", "art")


@pytest.mark.parametrize("word, units", [
    ("protein-protein", ("protein",)),
    ("end-to-end", ("end",)),
    ("image-to-image", ("image",)),
    ("min-max", ("min", "max")),
], ids=["reduplicated", "end-to-end", "x-to-x", "two-parts"])
def test_word_units_say_each_part_once(word, units):
    """A compound that repeats a part says one thing: no phrase holding it says a word twice."""
    assert word_units(word) == units
    assert all_units("Caf\u00e9 au lait") == ["caf", "au", "lait"]  # no accented letter is in a unit


@pytest.mark.parametrize("text, expected", [
    ("Converting Quilt Folds for Marmots into Quilt Folds", True),
    ("Decoupling the Frequency of Sampling from Sampling Strategies", True),
    ("Decoupling Quilt Learning and Zephyr Learning", False),
    ("Quilts for the Marmots for the Zephyrs", False),  # function words alone say nothing twice
], ids=["pair-twice", "word-link-word", "one-word-twice", "function-pairs"])
def test_repeats_itself(text, expected):
    assert repeats_itself(text) is expected
