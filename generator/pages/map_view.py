"""Draw the topic map pages from the derived layout (generator/derive/topicmap.py): dots, legend, labels in SVG units.

Dots are drawn linked on one map unless the view splits pages by collection (views.ONE_PAGE_LIMIT): then
a light overview (one path per area) plus one linked map per collection.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

import numpy as np

from generator.config import Config
from generator.models import MapPoint, Paper
from generator.pages.charts import tone
from generator.pages.links import page_url, relative
from generator.pages.map_labels import MapLabel, map_labels
from generator.pages.views import SiteView

WIDTH, MARGIN = 1000, 24
NO_AREA = "No area"
MIN_RADIUS, MAX_RADIUS = 3.5, 10.0
ROW = 20  # SVG units: the overview's dots are written row by row, each as a short move from the last
# The overview's dots live in a file of their own, drawn into the page's SVG by <use>: the page's HTML
# fits Lighthouse's first round trip, the 24 KB of paths arrive beside it and are cached for the next
# visit, and no script is needed (BENCHMARKS.md, ninth session).
DOTS_FILE = "map/overview.svg"


@dataclass(frozen=True)
class Dot:
    """A paper drawn on the map, in SVG units."""

    id: str
    url: str
    title: str
    x: float
    y: float


@dataclass(frozen=True)
class MapArea:
    """An area's dots on one map, with its legend entry."""

    name: str
    tone: str
    url: str | None
    dots: tuple[Dot, ...]

    def path(self) -> str:
        """Draw every dot as a zero-length round-capped segment: the light overview encoding.

        Dots on the same whole unit are drawn once, and each moves from the one before (m dx dy) in rows
        of ROW units: 136 KB of absolute moves for 13,765 dots, 48 KB gzipped, became 24 KB gzipped,
        the same picture."""
        spots = sorted({(round(d.x), round(d.y)) for d in self.dots}, key=lambda p: (p[1] // ROW, p[0], p[1]))
        steps, x0, y0 = [], 0, 0  # a path's first m is taken from the origin: absolute
        for x, y in spots:
            steps.append(f"m{x - x0}{'' if y < y0 else ' '}{y - y0}h0")  # a minus sign separates numbers itself
            x0, y0 = x, y
        return "".join(steps)


@dataclass(frozen=True)
class TopicMap:
    """One map: its areas in legend order, its island labels and the SVG size."""

    areas: tuple[MapArea, ...]
    labels: tuple[MapLabel, ...]
    width: int
    height: int
    linked: bool
    radius: float  # dot radius in SVG units: large for a few papers, small for thousands

    @property
    def count(self) -> int:
        return sum(len(a.dots) for a in self.areas)

    def dots_svg(self) -> str:
        """Write the overview's dots as an SVG file of paths only, an id an area (a0, a1, ...) for <use>.

        The paths have no colour or width of their own: a <use> passes its own down, so the page's CSS
        colours them in either scheme."""
        paths = "".join(f'<path id="a{i}" d="{a.path()}"/>' for i, a in enumerate(self.areas))
        return f'<svg xmlns="http://www.w3.org/2000/svg"><defs>{paths}</defs></svg>\n'


def main_area(paper: Paper, config: Config) -> str:
    """Return the area (tag group) of a paper's strongest tag."""
    for tag in paper.tags:
        if tag in config.tag_index:
            return config.tag_index[tag].group
    return NO_AREA


class SvgScale:
    """Map unit coordinates to SVG units, fitting the height to the points' extent."""

    def __init__(self, points: Sequence[MapPoint]):
        self.points = points
        self.top = min((p.y for p in points), default=0.0)
        bottom = max((p.y for p in points), default=0.0)
        self.inner = WIDTH - 2 * MARGIN
        self.height = round((bottom - self.top) * self.inner) + 2 * MARGIN

    def place(self, point: MapPoint) -> tuple[float, float]:
        """Return a point's position in SVG units."""
        return round(MARGIN + point.x * self.inner, 1), round(MARGIN + (point.y - self.top) * self.inner, 1)

    def dot(self, paper: Paper, point: MapPoint) -> Dot:
        """Draw a paper at its point."""
        return Dot(paper.id, paper.url, paper.title, *self.place(point))

    @cached_property  # the same for every map of a split corpus: placing 14k points took 0.03 s a map
    def islands(self) -> dict[int, np.ndarray]:
        """Return each topic island's paper positions in SVG units, of all the points the scale fits."""
        members: dict[int, list[tuple[float, float]]] = {}
        for p in self.points:
            members.setdefault(p.topic, []).append(self.place(p))
        return {t: np.array(xy) for t, xy in sorted(members.items())}


def filing_key(title: str) -> str:
    """Return the key a title files under, as a library files it: lower case, past a leading `A`, `An` or `The`."""
    first, _, rest = title.partition(" ")
    return (rest if rest and first in ("A", "An", "The") else title).lower()


def map_areas(papers: Sequence[Paper], points: dict[str, MapPoint], scale: SvgScale, site: SiteView) -> tuple[MapArea, ...]:
    """Group the dots of papers by area, areas in the site's group order, dots by title."""
    groups = [g.name for g in site.config.groups]
    by_area: dict[str, list[Dot]] = {}
    for p in papers:
        if p.id in points:
            by_area.setdefault(main_area(p, site.config), []).append(scale.dot(p, points[p.id]))
    order = sorted(by_area, key=lambda a: groups.index(a) if a in groups else len(groups))
    return tuple(
        MapArea(a, tone(groups, a), site.tags[a].url if a in site.tags else None,
                tuple(sorted(by_area[a], key=lambda d: (filing_key(d.title), d.id))))
        for a in order
    )


def build_map(papers: Sequence[Paper], points: dict[str, MapPoint], scale: SvgScale, site: SiteView,
              linked: bool) -> TopicMap:
    """Lay out one map of the given papers, areas in the site's group order."""
    areas = map_areas(papers, points, scale, site)
    count = sum(len(a.dots) for a in areas)
    # Every island with a dot here is named, from where it sits among all papers: each map of a split
    # corpus shows its regions where the overview shows them.
    counts = Counter(points[p.id].topic for p in papers if p.id in points)
    dots = np.array([(d.x, d.y) for a in areas for d in a.dots]).reshape(-1, 2)
    labels = map_labels(site.corpus.topics, scale.islands, counts, dots,
                        (MARGIN / 2, 0, WIDTH - MARGIN / 2, scale.height))
    radius = round(min(MAX_RADIUS, max(MIN_RADIUS, 200 / max(count, 1) ** 0.5)), 1)
    return TopicMap(areas, labels, WIDTH, scale.height, linked, radius)


@dataclass(frozen=True)
class MapPage:
    """A map page: the whole corpus, or one collection when the corpus is too large for one linked map."""

    path: str
    title: str
    map: TopicMap
    collection: str | None
    parts: tuple[tuple[str, str], ...]  # (collection name, map URL) when the corpus is split

    @property
    def url(self) -> str:
        return page_url(self.path)

    @property
    def label_links(self) -> tuple[tuple[MapLabel, str], ...]:
        """Pair each island label with its link to the Explore page, asking for the island's terms."""
        explore = relative("explore/", self.url)
        return tuple((label, f"{explore}?{label.query}") for label in self.map.labels)

    @cached_property
    def dots_svg(self) -> str:
        """The overview's dots file (DOTS_FILE); empty for a linked map, whose dots are links in the page."""
        return "" if self.map.linked else self.map.dots_svg()

    @property
    def dot_uses(self) -> tuple[tuple[MapArea, str], ...]:
        """Pair each area with the address of its path in the dots file, versioned by the file's content:
        a browser that cached an older map fetches the new one with the new page."""
        version = hashlib.sha256(self.dots_svg.encode()).hexdigest()[:10]
        href = f"{relative(DOTS_FILE, self.url)}?v={version}"
        return tuple((a, f"{href}#a{i}") for i, a in enumerate(self.map.areas))

    @property
    def other_parts(self) -> tuple[tuple[str, str], ...]:
        """Return the maps of the other collections, when this is one collection's map."""
        return tuple((name, url) for name, url in self.parts if name != self.collection)

    @property
    def about(self) -> str:
        """Describe the map in a sentence, for the page's description."""
        where = f"{self.collection}: " if self.collection else ""
        return (f"{where}{self.map.count:,} papers placed by the similarity of their abstracts, "
                "coloured by research area.")


def map_pages(site: SiteView) -> tuple[MapPage, ...]:
    """Lay out the map pages: one linked map, or a light overview plus a linked map per collection."""
    points = {p.id: p for p in site.corpus.map_points}
    scale = SvgScale(site.corpus.map_points)
    papers = site.corpus.papers
    if site.lists_every_paper:
        return (MapPage("map/index.md", "Topic map", build_map(papers, points, scale, site, True), None, ()),)
    parts = tuple((c.name, f"map/{c.collection.slug}/") for c in site.collections)
    pages = [MapPage("map/index.md", "Topic map", build_map(papers, points, scale, site, False), None, parts)]
    for c in site.collections:
        members = [site.papers[i] for i in c.papers]
        pages.append(MapPage(f"map/{c.collection.slug}.md", f"Topic map: {c.name}",
                             build_map(members, points, scale, site, True), c.name, parts))
    return tuple(pages)
