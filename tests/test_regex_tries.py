"""One regex for many literal strings (generator/derive/regex_tries.py)."""

from __future__ import annotations

import re

import pytest

from generator.derive.regex_tries import trie_regex


@pytest.mark.parametrize("items", [["graph", "graphs", "graph neural network"], ["a", "ab", "abc", "b"], ["x-y", "xy"]])
def test_trie_regex_matches_exactly_its_items(items):
    pattern = re.compile(trie_regex(sorted(items), r"[\s\-]?"))
    for item in items:
        assert pattern.fullmatch(item)
    assert not pattern.fullmatch("zzz")


@pytest.mark.parametrize(
    "items, separator, text, matched",
    [
        (["quilt", "quilting", "quilts"], None, "quilting frames", "quilting"),  # the longer match first
        (["quilt", "quilting", "quilts"], None, "quiltings", "quilting"),
        (["zephyr marmot"], r"[\s\-]", "zephyr-marmot burrows", "zephyr-marmot"),  # a space stands for either
        (["zephyr marmot"], r"[\s\-]", "zephyr marmot burrows", "zephyr marmot"),
        (["zephyr marmot"], None, "zephyr-marmot burrows", None),  # without a separator, only the space itself
        (["tessel.x", "tessel"], None, "tesselax", "tessel"),  # a dot is a dot, not any character
        ([], None, "anything at all", None),  # no items match nothing
    ],
    ids=["longest-first", "prefix-of-a-longer-word", "hyphen", "space", "no-separator", "escaped", "empty"],
)
def test_trie_regex_tries_the_longest_item_first(items, separator, text, matched):
    """A match at the start of text is the longest item that fits there, read literally."""
    found = re.match(trie_regex(sorted(items), separator), text)
    assert (found.group() if found else None) == matched
