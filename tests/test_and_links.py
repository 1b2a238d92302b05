import pytest

from generator.derive.and_links import halves, linked_words, sentences

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
