"""Lay out the topic map's island labels: each names its island by its top terms and links to Explore.

Labels go where they never overlap one another when a free spot exists, and there where they hide
fewest dots for the least distance from their island: over a sparse island, just outside a dense
one. The largest islands choose first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence
from urllib.parse import urlencode

import numpy as np

from generator.models import TopicLabel

FONT, LINE = 15, 17  # SVG units: label text size and line height (features.css sets the same size)
CHAR_WIDTH = 0.6 * FONT  # a bold character's width, estimated generously
PAD = 3  # room kept around a label's box
HIDDEN_DOT = 20.0  # a dot hidden under a label costs as much as moving the label this far from its island
NEAR, FAR = 3, 12  # rings of spots tried first (0: over the island, 1, 2: just outside), and how far to go
DIRECTIONS = ((0, -1), (0, 1), (-1, 0), (1, 0), (-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7), (0.7, 0.7))  # up first


@dataclass(frozen=True)
class MapLabel:
    """A topic island's label as drawn: its lines (one term each), anchor and Explore query."""

    lines: tuple[str, ...]
    x: float  # centre of the text
    y: float  # baseline of the first line
    query: str  # the Explore page's query string, `q=...`
    size: int  # papers of this map on the island

    @property
    def spoken(self) -> str:
        return ", ".join(self.lines)

    @property
    def line_height(self) -> int:
        return LINE


def explore_query(terms: Sequence[str]) -> str:
    """Return the Explore query string for terms; a phrase is quoted so it must occur as written."""
    return urlencode({"q": " ".join(f'"{t}"' if " " in t else t for t in terms)})


def box_size(lines: Sequence[str]) -> tuple[float, float]:
    """Estimate a label's width and height in SVG units."""
    return max(len(line) for line in lines) * CHAR_WIDTH + 2 * PAD, len(lines) * LINE + 2 * PAD


def spots(centre: np.ndarray, reach: float, size: tuple[float, float], rings: range) -> Iterator[tuple[float, float]]:
    """List box centres to try for an island's label: over it (ring 0), then rings all round, further out each."""
    (x, y), (w, h) = centre, size
    if 0 in rings:
        yield x, y
    for ring in rings:
        for dx, dy in DIRECTIONS if ring else ():
            yield x + dx * (reach + ring * w / 2), y + dy * (reach + ring * h / 2)


def covered(dots: np.ndarray, box: tuple[float, float, float, float]) -> int:
    """Count the dots under a box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    return int(((dots[:, 0] > x0) & (dots[:, 0] < x1) & (dots[:, 1] > y0) & (dots[:, 1] < y1)).sum())


def place(wanted: Sequence[tuple[np.ndarray, float, tuple[float, float]]], dots: np.ndarray,
          bounds: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """Choose each label's box centre in turn: no overlap with earlier labels if possible, then the fewest
    dots hidden and the shortest way from the island's centre."""
    boxes: list[tuple[float, float, float, float]] = []
    chosen = []
    for centre, reach, size in wanted:
        best = best_spot(centre, reach, size, boxes, dots, bounds, range(NEAR))
        if best[0][0]:  # every near spot overlaps a label: look further out
            best = min(best, best_spot(centre, reach, size, boxes, dots, bounds, range(NEAR, FAR)))
        boxes.append(best[2])
        chosen.append(best[1])
    return chosen


def best_spot(centre: np.ndarray, reach: float, size: tuple[float, float], boxes: list, dots: np.ndarray,
              bounds: tuple[float, float, float, float], rings: range) -> tuple:
    """Return (cost, centre, box) of the cheapest spot on the given rings, kept inside the bounds."""
    (w, h), (left, top, right, bottom) = size, bounds
    best = None
    for rank, (x, y) in enumerate(spots(centre, reach, size, rings)):
        x, y = min(max(x, left + w / 2), right - w / 2), min(max(y, top + h / 2), bottom - h / 2)
        box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        clashes = sum(a < box[2] and box[0] < c and b < box[3] and box[1] < d for a, b, c, d in boxes)
        cost = (clashes, HIDDEN_DOT * covered(dots, box) + float(np.hypot(x - centre[0], y - centre[1])), rank)
        if best is None or cost < best[0]:
            best = (cost, (x, y), box)
    return best


def map_labels(topics: Sequence[TopicLabel], islands: dict[int, np.ndarray], counts: dict[int, int],
               dots: np.ndarray, bounds: tuple[float, float, float, float]) -> tuple[MapLabel, ...]:
    """Label the islands with papers on this map (counts: how many each); islands maps a topic to the
    positions of all its papers, in SVG units."""
    named = sorted((t for t in topics if t.terms and counts.get(t.topic)), key=lambda t: (-t.size, t.topic))
    wanted = []
    for t in named:
        points = islands[t.topic]
        centre = points.mean(axis=0)
        reach = float(np.percentile(np.sqrt(((points - centre) ** 2).sum(axis=1)), 90))
        wanted.append((centre, reach, box_size(t.terms)))
    labels = []
    for t, (x, y) in zip(named, place(wanted, dots, bounds)):
        first = y - (len(t.terms) - 1) * LINE / 2 + FONT * 0.35  # baseline that centres the lines on y
        labels.append(MapLabel(t.terms, round(x, 1), round(first, 1), explore_query(t.terms), counts[t.topic]))
    return tuple(labels)
