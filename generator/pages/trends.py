"""Trends across collections: each tag's share per collection, and the tags that rose and fell most.

Collections are ordered by their date (dates.py, as the feeds date them). The ranking pools the
collections of the earliest date against those of the latest, and gives each change Newcombe's
interval for a difference of two proportions (built from two Wilson score intervals, 95%): an
interval that contains zero says the change may be noise. With one collection nothing is shown.
"""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter
from dataclasses import dataclass

from generator.dates import collection_date
from generator.pages.views import CollectionView, SiteView

Z = 1.959964  # two-sided 95%
RANKED = 15  # tags listed as rising and as falling


@dataclass(frozen=True)
class Share:
    """A tag's papers in one collection, out of all the collection's papers."""

    collection: str
    url: str
    count: int
    total: int

    @property
    def percent(self) -> float:
        return 100 * self.count / self.total if self.total else 0.0


@dataclass(frozen=True)
class Change:
    """A tag's share in the earliest and the latest collections, the difference and its interval."""

    tag: str
    url: str
    early: int
    early_total: int
    late: int
    late_total: int
    low: float  # bounds of the difference late - early, as proportions
    high: float

    @property
    def difference(self) -> float:
        return self.late / self.late_total - self.early / self.early_total

    @property
    def is_noise(self) -> bool:
        return self.low <= 0 <= self.high

    @property
    def early_percent(self) -> float:
        return 100 * self.early / self.early_total

    @property
    def late_percent(self) -> float:
        return 100 * self.late / self.late_total

    @property
    def points(self) -> tuple[float, float, float]:
        """Return the change and its interval's bounds in percentage points."""
        return 100 * self.difference, 100 * self.low, 100 * self.high


@dataclass(frozen=True)
class Ranking:
    """The Trends page: which collections are compared, and the tags that rose and fell most."""

    early: tuple[str, ...]
    late: tuple[str, ...]
    early_date: dt.date
    late_date: dt.date
    rising: tuple[Change, ...]
    falling: tuple[Change, ...]


def wilson(count: int, total: int, z: float = Z) -> tuple[float, float]:
    """Return the Wilson score interval of a proportion count/total."""
    if total == 0:
        return 0.0, 1.0
    p, z2 = count / total, z * z
    centre = (p + z2 / (2 * total)) / (1 + z2 / total)
    half = z / (1 + z2 / total) * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total))
    return max(0.0, centre - half), min(1.0, centre + half)


def difference_interval(early: int, early_total: int, late: int, late_total: int,
                        z: float = Z) -> tuple[float, float]:
    """Return Newcombe's hybrid score interval for late/late_total - early/early_total."""
    p1, p2 = early / early_total, late / late_total
    (l1, u1), (l2, u2) = wilson(early, early_total, z), wilson(late, late_total, z)
    d = p2 - p1
    return d - math.hypot(p2 - l2, u1 - p1), d + math.hypot(u2 - p2, p1 - l1)


def ordered(view: SiteView) -> list[tuple[dt.date, CollectionView]]:
    """Order the collections by their date, then by name."""
    dated = [(collection_date(c.name, view.config.dates), c) for c in view.collections]
    return sorted(dated, key=lambda dc: (dc[0], dc[1].name))


def tag_shares(view: SiteView) -> dict[str, tuple[Share, ...]]:
    """Return each tag's share of papers per collection, in date order; nothing with one collection."""
    if len(view.collections) < 2:
        return {}
    collections = [c for _, c in ordered(view)]
    shares = {}
    for name, tag in view.tags.items():
        counts = Counter(view.collection_of[pid].name for pid in tag.papers)
        shares[name] = tuple(Share(c.name, c.url, counts[c.name], len(c.papers)) for c in collections)
    return shares


def pooled(view: SiteView, names: set[str]) -> tuple[Counter, int]:
    """Count papers per tag, and papers in all, over the named collections."""
    counts: Counter = Counter()
    total = 0
    for c in view.collections:
        if c.name in names:
            total += len(c.papers)
            counts.update(t for pid in c.papers for t in view.papers[pid].tags)
    return counts, total


def ranking(view: SiteView) -> Ranking | None:
    """Rank the tags by how their share changed from the earliest to the latest date; None if one date."""
    dated = ordered(view)
    first, last = dated[0][0] if dated else None, dated[-1][0] if dated else None
    if len(dated) < 2 or first == last:
        return None
    early = tuple(c.name for d, c in dated if d == first)
    late = tuple(c.name for d, c in dated if d == last)
    (before, n1), (after, n2) = pooled(view, set(early)), pooled(view, set(late))
    changes = [Change(name, tag.url, before[name], n1, after[name], n2,
                      *difference_interval(before[name], n1, after[name], n2))
               for name, tag in view.tags.items()]
    rising = sorted((c for c in changes if c.difference > 0), key=lambda c: (-c.difference, c.tag))
    falling = sorted((c for c in changes if c.difference < 0), key=lambda c: (c.difference, c.tag))
    return Ranking(early, late, first, last, tuple(rising[:RANKED]), tuple(falling[:RANKED]))
