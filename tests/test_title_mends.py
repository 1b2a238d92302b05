import pytest

from generator.derive.title_mends import _added_badly, stops_short, written_well


@pytest.mark.parametrize("title, text, expected", [
    ("Quilts for Learning the Map", "We give quilts for learning the map between zephyrs and marmots.", True),
    ("Quilts That Use the Zephyr Knowledge", "Quilts use the zephyr knowledge from a marmot.", True),
    ("Sampling the Tessel Space Implicitly Defined", "We sample the tessel space implicitly defined by quilts.", True),
    # the abstract also ends the phrase there, or goes on with something else; no definite phrase or participle
    ("Quilts for Learning the Map", "We learn the map between zephyrs. The map is fast.", False),
    ("Quilts for Learning the Map", "We give quilts for learning the map with zephyrs.", False),
    ("Quilts for Zephyr Maps", "We give quilts for zephyr maps of marmots.", False),
    ("Quilts for Learning the Map", "Nothing here names it.", False),
], ids=["before-complement", "before-from", "before-agent", "ends-elsewhere", "other-link", "not-definite", "absent"])
def test_stops_short(title, text, expected):
    assert stops_short(title, text) is expected


@pytest.mark.parametrize("title, written, expected", [
    ("QZ: Quilt Network", "QZ: Quilt Network to Fold Zephyr Marmots", True),
    ("QZ: Quilt Network", "QZ: Quilt Network", False),
    ("QZ: Zephyr-Marmot Network", "QZ: Zephyr-Marmot Network to Fold the Zephyr-Marmot Quilts", False),
    ("QZ-Z: A Folder", "QZ-Z: A Z-Based Folder", True),  # the name's own word again is no repeat
    ("Quilts for Learning", "Quilts for Learning the Map", False),
    ("Quilt Folding", "Quilt Folding Works for Each Other", False),
], ids=["written-on", "unchanged", "says-twice", "name-word-again", "stops-short", "dangling-end"])
def test_written_well(title, written, expected):
    assert written_well(title, written, "We give quilts for learning the map between zephyrs.") is expected


KNOWN = frozenset({"fold", "marmot", "marmots", "can", "enable"})


@pytest.mark.parametrize("title, written, expected", [
    ("Quilt Folding", "Quilt Folding to Align Zephyr Marmots", False),
    ("Quilt Folding", "How Quilt Folding Canenable Marmots", True),  # two words a PDF ran together
    ("QZ: Quilt Zephyr", "QZ: Quilt Zephyr for QZT", True),  # only the abstract's own shorthand added
    ("QZ: Quilt Zephyr", "QZ: Quilt Zephyr for Marmot Folding in RL", False),
    ("Quilt Models", "Quilt Models That Fold Not at the Seam", True),  # a `not` no verb leads
    ("Quilt Models", "Quilt Models Do Not Fold Marmots", False),
], ids=["plain", "run-together", "acronym-alone", "acronym-in-phrase", "not-unled", "not-after-verb"])
def test_added_badly(title, written, expected):
    assert _added_badly(title, written, KNOWN) is expected
