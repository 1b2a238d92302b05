"""What the listing pages tell readers about the corpus (generator/pages/page_views.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from generator.pages.page_views import tags_per_paper


@pytest.mark.parametrize("tag_lists, expected", [
    ([("a",), ("a", "b", "c"), ("b", "c")], (1, 3)),
    ([("a", "b"), ("b", "c")], (2, 2)),
    ([], (0, 0)),
])
def test_tags_per_paper_is_what_the_papers_have(tag_lists, expected):
    """The Tags page says how many tags a paper has from the papers themselves, not from a fixed sentence."""
    site = SimpleNamespace(corpus=SimpleNamespace(papers=[SimpleNamespace(tags=tags) for tags in tag_lists]))
    assert tags_per_paper(site) == expected
