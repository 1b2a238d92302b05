"""Pages of a long tag list: how many, which papers each shows, where it links, and the rendered pages."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.pages import paging
from generator.pages.paging import Pager, page_count, page_numbers, pagers


@pytest.mark.parametrize("count, per_page, orphans, pages", [
    (0, 50, 10, 1),      # an empty list still has its first page
    (1, 50, 10, 1),
    (50, 50, 10, 1),
    (60, 50, 10, 1),     # ten over: the orphans join the first page
    (61, 50, 10, 2),
    (110, 50, 10, 2),
    (111, 50, 10, 3),
    (2322, 50, 10, 47),  # Reinforcement Learning at 13,765 papers
    (51, 50, 0, 2),      # no orphans: a page of one
])
def test_page_count(count, per_page, orphans, pages):
    assert page_count(count, per_page, orphans) == pages


@pytest.mark.parametrize("number, total, count, start, stop, url, previous, following", [
    (1, 1, 7, 0, 7, "tags/x/", None, None),
    (1, 3, 130, 0, 50, "tags/x/", None, "tags/x/page/2/"),
    (2, 3, 130, 50, 100, "tags/x/page/2/", "tags/x/", "tags/x/page/3/"),
    (3, 3, 130, 100, 130, "tags/x/page/3/", "tags/x/page/2/", None),
    (2, 2, 60, 50, 60, "tags/x/page/2/", "tags/x/", None),
])
def test_pager_slices_and_links(number, total, count, start, stop, url, previous, following):
    pager = Pager("tags/x/", number, total, count, 50)
    assert (pager.start, pager.stop, pager.url) == (start, stop, url)
    assert (pager.previous, pager.next) == (previous, following)
    assert pager.path == f"tags/x/page/{number}.md"


@pytest.mark.parametrize("current, total, shown", [
    (1, 1, (1,)),
    (1, 3, (1, 2, 3)),
    (4, 7, (1, 2, 3, 4, 5, 6, 7)),         # a gap of one page shows that page, not an ellipsis
    (1, 47, (1, 2, 3, None, 47)),
    (2, 47, (1, 2, 3, 4, None, 47)),
    (24, 47, (1, None, 22, 23, 24, 25, 26, None, 47)),
    (47, 47, (1, None, 45, 46, 47)),
])
def test_page_numbers(current, total, shown):
    assert page_numbers(current, total) == shown


@given(st.integers(0, 400), st.integers(1, 60), st.integers(0, 20))
def test_pages_show_every_item_once_in_order(count, per_page, orphans):
    pages = pagers("tags/x/", count, per_page, orphans)
    shown = [i for p in pages for i in range(p.start, p.stop)]
    assert shown == list(range(count))
    assert all(p.stop - p.start <= per_page + orphans for p in pages)
    assert len(pages) == 1 or pages[-1].stop - pages[-1].start > orphans  # no last page of orphans alone
    assert len({p.url for p in pages}) == len(pages)


def listed(page: str) -> list[str]:
    """The paper ids a rendered list page links, in order."""
    return re.findall(r'class="paper-item__title" href="[./]*papers/([^/]+)/"', page)


def test_a_big_tag_renders_numbered_pages_that_list_each_paper_once(monkeypatch):
    """A tag over the page size: page 1 keeps the summary, later pages link back, all link each other."""
    from tests.conftest import rendered
    from tests.test_topicmap import GOLDEN, view_of

    monkeypatch.setattr(paging, "PER_PAGE", 2)
    monkeypatch.setattr(paging, "ORPHANS", 0)
    view = view_of(GOLDEN)
    tag = max(view.tags.values(), key=lambda t: (t.count, t.name))
    files = rendered(view)
    total = -(-tag.count // 2)
    assert total >= 2, "the fixture needs a tag of three papers or more"
    pages = [files[f"tags/{tag.rule.slug}.md"]] + [files[f"tags/{tag.rule.slug}/page/{n}.md"] for n in range(2, total + 1)]
    assert f"tags/{tag.rule.slug}/page/{total + 1}.md" not in files
    assert [pid for page in pages for pid in listed(page)] == list(tag.papers)
    assert "Atom feed of" in pages[0] and 'id="cooccurring"' in pages[0] and 'id="cooccurring"' not in pages[1]
    titles = [re.search(r'^title: "(.*)"$', page, re.M)[1] for page in pages]
    assert len(set(titles)) == total and titles[1] == f"{tag.name} papers, page 2 of {total}"
    second = pages[1]
    assert 'href="../../" rel="prev"' in second and 'aria-current="page"' in second
    assert ('rel="next"' in second) is (total > 2)
    assert 'href="../../">Page 1</a>' in second and "feed-link" in second
    assert 'rel="next" ' not in pages[-1] and 'href="page/2/" rel="next"' in pages[0]


def test_a_small_tag_page_has_no_pager():
    from tests.conftest import rendered
    from tests.test_topicmap import GOLDEN, view_of

    view = view_of(GOLDEN)
    files = rendered(view)
    assert not any("/page/" in path for path in files)
    assert not any('class="pager"' in text for path, text in files.items() if path.startswith("tags/"))
