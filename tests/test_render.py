"""Rendering: relative links between directory URLs, page URLs, front matter through a YAML emitter."""

from __future__ import annotations

import posixpath

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from generator.pages.links import page_url, relative
from generator.pages.page import number, papers
from generator.pages.render import environment, front_matter


@pytest.mark.parametrize(
    "target, base, expected",
    [
        ("papers/abc/", "", "papers/abc/"),
        ("papers/abc/", "tags/rl/", "../../papers/abc/"),
        ("tags/", "tags/rl/", "../"),
        ("", "papers/abc/", "../../"),
        ("", "", "./"),
        ("papers.json", "", "papers.json"),
        ("papers.json", "tags/", "../papers.json"),
        ("tags/rl/", "tags/rl/", "./"),
    ],
)
def test_relative_links(target, base, expected):
    assert relative(target, base) == expected


_FOLDERS = st.lists(st.sampled_from(["a", "b", "ab"]), max_size=3).map(lambda parts: "".join(p + "/" for p in parts))


@given(_FOLDERS, _FOLDERS, st.sampled_from(["", "x.json"]))
def test_relative_links_agree_with_posixpath(base, folder, file):
    target = folder + file
    expected = posixpath.relpath("/" + target, "/" + base) + ("/" if not file else "")
    assert relative(target, base) == expected


@pytest.mark.parametrize(
    "path, url",
    [("index.md", ""), ("papers/index.md", "papers/"), ("papers/abc.md", "papers/abc/"), ("tags/rl.md", "tags/rl/")],
)
def test_page_url(path, url):
    assert page_url(path) == url


@pytest.mark.parametrize(
    "title",
    [
        "Plain", "---", "key: value", "'quoted' \"double\"", "# not a comment", "{{ 7*7 }}", "a\nb", "ünï €",
        "tab\there", "back\\slash", "nel\x85 line\u2028 para\u2029", "del\x7f c1\x9b", "bom\ufeff", "emoji 😀",
        "yes", "null", "1e3", "- item", "@at", "`tick`", "[a, b]", "{a: b}", "a: b # c", "",
    ],
)
def test_front_matter_round_trips_any_title(title):
    text = str(front_matter({"title": title, "hide": ["navigation", title]}))
    assert text.startswith("---\n") and text.endswith("---\n")
    for loader in (yaml.SafeLoader, getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
        assert yaml.load(text.strip("-\n"), Loader=loader) == {"title": title, "hide": ["navigation", title]}


@pytest.mark.parametrize("data, line", [
    ({"title": "x"}, 'title: "x"'),
    ({"count": 3, "draft": False, "none": None}, "count: 3"),
    ({"odd key": 1}, '"odd key": 1'),
])
def test_front_matter_writes_one_key_a_line(data, line):
    text = str(front_matter(data))
    assert line in text.splitlines()
    assert yaml.safe_load(text.strip("-\n")) == data


@pytest.mark.parametrize("limit, lists_papers", [(10_000, True), (5, False)])
def test_all_papers_lists_collections_only_above_the_limit(monkeypatch, limit, lists_papers):
    from generator.pages import views
    from tests.conftest import rendered
    from tests.test_topicmap import GOLDEN, view_of

    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", limit)
    view = view_of(GOLDEN)
    page = rendered(view)["papers/index.md"]
    assert ('class="paper-item"' in page) is lists_papers
    assert all(f'href="../{c.url}"' in page for c in view.collections)
    assert ("too many for one page" in page) is not lists_papers


@pytest.mark.parametrize("count, words", [(0, "0 papers"), (1, "1 paper"), (2, "2 papers"), (999, "999 papers"),
                                          (1000, "1,000 papers"), (13765, "13,765 papers")])
def test_papers_counts_in_words(count, words):
    assert papers(count) == words


@pytest.mark.parametrize("count, shown", [(0, "0"), (57, "57"), (2188, "2,188"), (13765, "13,765")])
def test_numbers_set_their_thousands_apart(count, shown):
    """Every count a page shows reads the same way, on the home page as on the list of all papers."""
    assert number(count) == shown
    assert environment().from_string("{{ n | number }}").render(n=count) == shown


@pytest.mark.parametrize("root", ["", "../", "../../", "../../../../"])
def test_a_list_item_at_any_depth_is_the_item_rendered_there(root):
    """Items are rendered once from the site root and re-rooted; each must equal a render at its depth."""
    from generator.pages.render import Renderer, compiled, environment
    from tests.test_topicmap import GOLDEN, view_of

    view = view_of(GOLDEN)
    renderer = Renderer(view, compiled(environment()))
    chips = renderer.chip_helpers(root)["chips"]
    for paper_id, paper in view.papers.items():
        for snippet in (True, False):
            shown = view.snippet_html(paper_id) if snippet else None
            expected = renderer.macros.paper_item(root + paper.url, paper.title, shown, chips(paper.tags, brief=True))
            assert renderer.item(paper_id, root, snippet) == expected
