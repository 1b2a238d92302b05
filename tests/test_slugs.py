"""Page names from tag and collection names: never empty, never a folder's index page, unique when asked."""

from __future__ import annotations

import pytest

from generator.slugs import MAX_LENGTH, page_slug


@pytest.mark.parametrize(
    "name, taken, expected",
    [
        ("ICML 2025 Papers", (), "icml-2025-papers"),
        ("Index", (), "index-2"),  # tags/index.md lists every tag; the tag "Index" must not take its place
        ("INDEX", (), "index-2"),
        ("Index 2", (), "index-2"),  # only a clash with a tag "Index" would be reported (config check)
        ("Indexing", (), "indexing"),
        ("+++", (), "fallback"),
        ("", (), "fallback"),
        ("Workshop", {"workshop"}, "workshop-2"),
        ("Workshop", {"workshop", "workshop-2"}, "workshop-3"),
        ("Index", {"index-2"}, "index-3"),
    ],
)
def test_page_slug(name, taken, expected):
    assert page_slug(name, "fallback", taken) == expected


def test_a_long_name_is_capped_at_a_word():
    slug = page_slug("\u4e2d\u6587\u5b57\u7b26 " * 40, "x")
    assert 0 < len(slug) <= MAX_LENGTH and not slug.endswith("-")
