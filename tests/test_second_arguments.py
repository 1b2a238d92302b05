import pytest

from generator.derive.second_arguments import argument_restored
from generator.derive.title_model import load_model


@pytest.mark.parametrize("title, text, expected", [
    ("QZ: Turning Quilt Models", "We turn quilt models into zephyr models.", "QZ: Turning Quilt Models into Zephyr Models"),
    ("A Marmot Strategy for Combining Quilt Learning", "We combine quilt learning with zephyr search.",
     "A Marmot Strategy for Combining Quilt Learning with Zephyr Search"),
    ("QZ: Combining Quilt Networks", "We combine quilt networks (QN), such as tessel nets, with zephyr trees.",
     "QZ: Combining Quilt Networks with Zephyr Trees"),
    ("Decoupling Quilt Folding", "We decouple quilt folding, marmot folding and zephyr folding.",
     "Decoupling Quilt Folding, Marmot Folding and Zephyr Folding"),
    # a title with a link after its verb, a verb that takes no second half, a half the title says already
    ("Turning Quilt Models for Marmots", "We turn quilt models into zephyr models.", "Turning Quilt Models for Marmots"),
    ("Folding Quilt Models", "We fold quilt models into zephyr models.", "Folding Quilt Models"),
    ("Turning Quilt Models", "We turn quilt models into quilt models.", "Turning Quilt Models"),
    # a half that points back, or is cut off on a modifier
    ("Turning Quilt Models", "We turn quilt models into such models.", "Turning Quilt Models"),
    ("Turning Quilt Models", "We turn quilt models into highly.", "Turning Quilt Models"),
], ids=["first-word", "after-for", "past-aside", "list", "has-link", "no-second-half", "said", "points-back",
        "modifier"])
def test_argument_restored(title, text, expected):
    assert argument_restored(title, text, load_model().verbs) == expected
