import pytest

from generator.derive.second_items import pair_completed


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Folding in Continuous Time", "We fold quilts in continuous time and space. Continuous time and space "
     "(CTS) is hard.", "Quilt Folding in Continuous Time and Space"),
    ("Quilt Folding with Zephyr Keys", "We fold zephyr keys and marmot values.",
     "Quilt Folding with Zephyr Keys and Marmot Values"),
    # once without the item, two different items, or an item that runs on
    ("Quilt Folding in Continuous Time", "We fold in continuous time and space, and in continuous time.",
     "Quilt Folding in Continuous Time"),
    ("Quilt Folding in Continuous Time", "We fold in continuous time and space, or continuous time and memory.",
     "Quilt Folding in Continuous Time"),
    ("Quilt Folding in Continuous Time", "We fold in continuous time and space zephyr marmots.",
     "Quilt Folding in Continuous Time"),
    # a function word, a verb, a word the title has, or an aside that does not close the phrase
    ("Quilt Folding in Continuous Time", "We fold in continuous time and show it.", "Quilt Folding in Continuous Time"),
    ("Quilt Folding in Continuous Time", "We fold in continuous time and folding.", "Quilt Folding in Continuous Time"),
    ("Quilt Folding in Continuous Time", "We fold in continuous time and space (CTS) marmots.",
     "Quilt Folding in Continuous Time"),
], ids=["one-word", "two-words", "once-bare", "two-items", "runs-on", "verb", "said-again", "aside-runs-on"])
def test_pair_completed(title, text, expected):
    assert pair_completed(title, text) == expected
