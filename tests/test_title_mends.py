import pytest

from generator.derive.title_mends import stops_short


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
