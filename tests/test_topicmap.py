"""Topic map: a deterministic projection into the unit square, and map pages that link every paper."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest

from generator.derive import topicmap
from generator.pages import map_view

from generator.pages import views
from generator.config import load_config
from generator.derive.corpus import derive
from generator.parse import parse
from generator.derive.text_space import abstract_vectors
from generator.sources import read_sources
from generator.pages.views import build_view
from tests.conftest import CONFIG, ROOT, SEEDS

GOLDEN = ROOT / "tests" / "fixtures" / "golden_seeds"


def seed_texts() -> list[str]:
    return [a.text for a in parse(read_sources(SEEDS)).abstracts]


@lru_cache(maxsize=2)
def view_of(seeds):
    config, _ = load_config(CONFIG)
    corpus, _ = derive(parse(read_sources(seeds)).abstracts, config)
    return build_view(corpus, config)


@pytest.mark.parametrize("count", [0, 1, 2, 3, 5, 12, 57])
def test_projection_is_deterministic_and_in_the_unit_square(count):
    vectors = abstract_vectors(seed_texts()[:count])
    (first, topics), (second, again) = topicmap.project(vectors), topicmap.project(vectors)
    assert first.shape == (count, 2) and topics.shape == (count,)
    assert np.array_equal(first, second) and np.array_equal(topics, again)
    assert ((first >= 0) & (first <= 1)).all()
    if count >= 2:
        assert np.isclose(np.ptp(first, axis=0).max(), 1.0)  # the layout fills the square's long side


def test_projection_spreads_the_long_side_horizontally():
    xy, _ = topicmap.project(abstract_vectors(seed_texts()))
    assert np.ptp(xy[:, 0]) >= np.ptp(xy[:, 1])


def test_duplicate_abstracts_land_on_the_same_spot_and_apart_from_others():
    texts = seed_texts()
    xy, topics = topicmap.project(abstract_vectors(texts + [texts[4]]))
    assert np.allclose(xy[4], xy[-1]) and topics[4] == topics[-1]
    others = np.delete(xy, [4, len(texts)], axis=0)
    assert np.sqrt(((others - xy[4]) ** 2).sum(axis=1)).min() > 0


def test_map_points_keep_ids_and_round():
    texts = seed_texts()[:10]
    points = topicmap.map_points([f"id{i}" for i in range(10)], abstract_vectors(texts))
    assert [p.id for p in points] == [f"id{i}" for i in range(10)]
    assert all(round(p.x, 4) == p.x and 0 <= p.y <= 1 for p in points)


def test_separated_islands_do_not_overlap():
    centres = np.array([[0.0, 0.0], [0.1, 0.0], [0.0, 0.1], [5.0, 5.0]])
    radii = np.array([1.0, 0.5, 0.8, 0.3])
    pos = topicmap.separate(centres, radii)
    for i in range(4):
        for j in range(i + 1, 4):
            assert np.linalg.norm(pos[i] - pos[j]) >= radii[i] + radii[j] - 1e-6


def test_points_keep_their_island_and_every_island_is_named():
    view = view_of(SEEDS)
    islands = {p.topic for p in view.corpus.map_points}
    assert islands == set(range(topicmap.topic_count(len(view.corpus.papers))))
    assert [t.topic for t in view.corpus.topics] == sorted(islands)
    assert sum(t.size for t in view.corpus.topics) == len(view.corpus.papers)
    assert all(t.terms for t in view.corpus.topics)


@pytest.mark.parametrize("limit", [4, 10_000])
def test_every_map_labels_each_of_its_islands_inside_the_map(monkeypatch, limit):
    """A collection's map names exactly the islands its papers sit on."""
    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", limit)
    view = view_of(GOLDEN)
    pages = map_view.map_pages(view)
    for page in pages:
        on_map = {view.corpus.map_points[[p.id for p in view.corpus.map_points].index(d.id)].topic
                  for a in page.map.areas for d in a.dots}
        assert len(page.map.labels) == len(on_map)
        assert sum(label.size for label in page.map.labels) == page.map.count
        for label in page.map.labels:
            assert 0 <= label.x <= page.map.width and 0 <= label.y <= page.map.height


def all_dots(pages) -> list[str]:
    return [d.id for page in pages if page.map.linked for a in page.map.areas for d in a.dots]


def test_one_linked_map_draws_every_paper_once():
    view = view_of(SEEDS)
    (page,) = map_view.map_pages(view)
    assert page.path == "map/index.md" and page.map.linked
    assert sorted(all_dots([page])) == sorted(p.id for p in view.corpus.papers)
    for area in page.map.areas:
        assert all(0 <= d.x <= page.map.width and 0 <= d.y <= page.map.height for d in area.dots)


def test_a_large_corpus_gets_an_overview_and_a_linked_map_per_collection(monkeypatch):
    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", 4)
    view = view_of(GOLDEN)
    pages = map_view.map_pages(view)
    overview, parts = pages[0], pages[1:]
    assert not overview.map.linked and overview.map.count == len(view.corpus.papers)
    assert [p.path for p in parts] == [f"map/{c.collection.slug}.md" for c in view.collections]
    assert sorted(all_dots(parts)) == sorted(p.id for p in view.corpus.papers)
    assert all(p.parts == overview.parts and len(p.parts) == len(view.collections) for p in pages)


def test_dots_are_coloured_by_the_area_of_the_strongest_tag():
    view = view_of(SEEDS)
    (page,) = map_view.map_pages(view)
    for area in page.map.areas:
        for dot in area.dots:
            assert map_view.main_area(view.papers[dot.id], view.config) == area.name
    names = [a.name for a in page.map.areas]
    groups = [g.name for g in view.config.groups]
    assert names == sorted(names, key=lambda n: groups.index(n) if n in groups else len(groups))


@pytest.mark.parametrize("limit", [1, 4, 10_000])
def test_the_map_splits_exactly_when_all_papers_lists_only_collections(monkeypatch, limit):
    """One limit decides both: a map per collection goes with an All papers page of collections."""
    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", limit)
    view = view_of(GOLDEN)
    assert (len(map_view.map_pages(view)) > 1) is (not view.lists_every_paper)
    assert view.lists_every_paper is (len(view.corpus.papers) <= limit)


def drawn(path: str) -> list[tuple[int, int]]:
    """The spots an overview path draws: each m is a move from the last spot (the first from 0, 0)."""
    import re

    spots, x, y = [], 0, 0
    for dx, dy in re.findall(r"m(-?\d+) ?(-?\d+)h0", path):
        x, y = x + int(dx), y + int(dy)
        spots.append((x, y))
    assert re.fullmatch(r"(m-?\d+ ?-?\d+h0)*", path), "only moves and dots"
    return spots


def dot(x: float, y: float) -> map_view.Dot:
    return map_view.Dot("id", "papers/id/", "A title", x, y)


@pytest.mark.parametrize("points, path", [
    ([], ""),
    ([(10, 20)], "m10 20h0"),
    ([(10, 20), (10.4, 19.6)], "m10 20h0"),               # the same whole unit: drawn once
    ([(30, 5), (10, 6)], "m10 6h0m20-1h0"),                # one row, left to right; a minus sign separates
    ([(10, 50), (30, 5)], "m30 5h0m-20 45h0"),             # rows top to bottom
])
def test_overview_path_moves_from_dot_to_dot(points, path):
    assert map_view.MapArea("Area", "tone-0", None, tuple(dot(x, y) for x, y in points)).path() == path


def test_overview_path_draws_every_spot_of_a_corpus_once(monkeypatch):
    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", 4)
    overview = map_view.map_pages(view_of(GOLDEN))[0].map
    for area in overview.areas:
        spots = drawn(area.path())
        assert sorted(spots) == sorted({(round(d.x), round(d.y)) for d in area.dots})


def test_the_overview_draws_its_dots_from_a_file_of_its_own(monkeypatch):
    """The 14k-paper overview's paths are most of its HTML: they go to map/overview.svg, which the page's
    SVG draws with one <use> an area, coloured by the page's CSS; the labels stay in the page as links."""
    import re
    from xml.etree import ElementTree

    from tests.conftest import rendered

    monkeypatch.setattr(views, "ONE_PAGE_LIMIT", 4)
    view = view_of(GOLDEN)
    files = rendered(view)
    page, dots = files["map/index.md"], files[map_view.DOTS_FILE]
    overview = map_view.map_pages(view)[0].map
    paths = {p.get("id"): p.get("d") for p in ElementTree.fromstring(dots).iter("{http://www.w3.org/2000/svg}path")}
    assert paths == {f"a{i}": a.path() for i, a in enumerate(overview.areas)}
    uses = re.findall(r'<use class="topic-map__dots (\S+)" stroke-width="[\d.]+" href="overview\.svg\?v=[0-9a-f]{10}#(a\d+)"/>', page)
    assert uses == [(a.tone, f"a{i}") for i, a in enumerate(overview.areas)]
    assert " d=" not in page and 'class="topic-map__labels"' in page
    seeds = view_of(SEEDS)
    assert seeds.lists_every_paper and map_view.DOTS_FILE not in rendered(seeds), "a linked map's dots are links in the page"


@pytest.mark.parametrize("title, key", [
    ("A Quilted Lattice Method", "quilted lattice method"),
    ("An Adaptive Quilt", "adaptive quilt"),
    ("The Quilt", "quilt"),
    ("Quilt: A Lattice Method", "quilt: a lattice method"),
    ("Anchored Quilts", "anchored quilts"),
    ("A", "a"),
], ids=["a", "an", "the", "named", "word-starting-an", "article-alone"])
def test_filing_key_skips_a_leading_article(title, key):
    assert map_view.filing_key(title) == key
