import pytest

from generator.derive.and_links import cut_back, halves, linked_words, says_more
from generator.derive.and_sentences import sentences

_LENS = "We view quilt folding through the lens of zephyr models."


@pytest.mark.parametrize("title, text, expected", [
    # link words, `to`, the other order, a link and a short noun phrase (the abstract's number after `a`)
    ("Quilt Folding and Zephyr Models", _LENS, "Quilt Folding through the lens of Zephyr Models"),
    ("Zephyr Shift and Robustness of Quilts", "We measure the robustness of quilts to zephyr shift.",
     "Robustness of Quilts to Zephyr Shift"),
    ("Quilt Folding and Zephyr Models", "Zephyr models under quilt folding.", "Zephyr Models under Quilt Folding"),
    ("Marmot Features and Zephyr Models", "We learn marmot features from a black-box zephyr model.",
     "Marmot Features from a black-box zephyr model"),
    ("Quilt Folding and Zephyr Models", "Quilt folding with structured zephyr models.",
     "Quilt Folding with structured Zephyr Models"),
    # praise goes from the link
    ("Marmot Features and Zephyr Models", "We learn marmot features from a novel zephyr model.",
     "Marmot Features from a zephyr model"),
    # a verb, a mark, `of`, where the text is, a frame that stops short, an adverb, too far apart
    ("Quilt Folding and Zephyr Models", "Quilt folding improves zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "We view quilt folding, through the lens of zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "We use quilt folding of zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "Quilt folding in general zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "Quilt folding in the framework zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "Quilt folding with carefully tuned zephyr models.", None),
    ("Quilt Folding and Zephyr Models", "Quilt folding through the lens of many tessel marmot quilt zephyr models.",
     None),
], ids=["lens", "to", "other-order", "noun-phrase", "structured", "praise", "verb", "mark", "of", "filler",
        "frame-stops", "adverb", "too-far"])
def test_linked_words(title, text, expected):
    words = linked_words(halves(title), sentences(text))
    assert (words and " ".join(words)) == expected


_LONG = "Quilt Folding with Zephyr Graphs under Sparse Marmot Seams in Tessel Drift across Wide Quilt Fields of Tessels"


@pytest.mark.parametrize("words, base, expected", [
    ("Quilt Folding under Tessel Drift", 2, "Quilt Folding under Tessel Drift"),
    (_LONG, 2, _LONG.removesuffix(" of Tessels")),
    (_LONG, 14, ""),
], ids=["short", "last-link", "base-too-long"])
def test_cut_back(words, base, expected):
    assert " ".join(cut_back(words.split(), base)) == expected


@pytest.mark.parametrize("title, words, expected", [
    ("Quilt Folding", "Marmot Seams for Quilt Folding", True),
    ("Quilt Folding", "Marmot Method for Quilt Folding", True),
    # praise and a kind only, kinds only, the old word's stem, two words in a row twice
    ("Quilt Folding", "New Method for Quilt Folding", False),
    ("Quilt Folding", "Framework and Method for Quilt Folding", False),
    ("Estimating Quilts", "Method to Estimate Quilts", False),
    ("Quilt Seams", "Quilt Seams of the Marmot of the Tessel", False),
], ids=["new-words", "word-and-kind", "praise-kind", "kinds", "stem", "pair-twice"])
def test_says_more(title, words, expected):
    assert says_more(title, words.split()) is expected
