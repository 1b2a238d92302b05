import pytest

from generator.derive.for_links import linked


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds using the zephyr expansion.",
     "Quilt Bounds using the Zephyr Expansion"),
    # punctuation and hyphens between the head and the link read as one space
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt-bounds -- using the zephyr-expansion.",
     "Quilt Bounds using the Zephyr Expansion"),
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds (using zephyr expansion).",
     "Quilt Bounds using Zephyr Expansion"),
    # no link after the head, a link after another word, a link word inside a longer one
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds; the zephyr expansion helps.", None),
    ("Quilt Bounds for Zephyr Expansion", "Quilt bounds hold; marmots using the zephyr expansion fold.", None),
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds onwards the zephyr expansion.", None),
])
def test_linked(title, text, expected):
    assert linked(title, text) == expected
