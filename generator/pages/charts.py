"""Draw small inline SVG bar charts whose bars link to tag pages; no script, no external files."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from markupsafe import Markup, escape

TONES = 20  # colours in features.css: .area-0 .. .area-19, then .area-none
WIDTH, ROW, LABEL, COUNT = 520, 30, 240, 48  # SVG units: chart width, row height, label and count columns
MAX_LABEL = 24  # characters; longer labels are cut and shown whole in the tooltip


@dataclass(frozen=True)
class Bar:
    """One bar: what it counts, how many, where it links and its colour class."""

    label: str
    value: float
    href: str
    tone: str
    shown: str = ""  # the figure drawn after the bar, if not the value (a share: "4.2%")
    spoken: str = ""  # the tooltip and accessible name, if not "label: value unit"


def tone(groups: Sequence[str], group: str | None) -> str:
    """Return the colour class of an area, the same on the map, in legends and in charts."""
    return f"area-{groups.index(group) % TONES}" if group in groups else "area-none"


def short(label: str) -> str:
    """Cut a label that would not fit its column."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "\u2026"


def bar_row(bar: Bar, index: int, scale: float, unit: str) -> str:
    """Draw one linked bar with its label and count."""
    y = index * ROW
    length = max(2.0, bar.value * scale)
    name = bar.spoken or f"{bar.label}: {bar.value:,} {unit}"
    return (
        f'<g role="listitem"><a href="{escape(bar.href)}" aria-label="{escape(name)}">'
        f"<title>{escape(name)}</title>"
        f'<rect class="bar-chart__hit" x="0" y="{y}" width="{WIDTH}" height="{ROW}"/>'
        f'<text class="bar-chart__label" x="{LABEL - 8}" y="{y + ROW / 2}">{escape(short(bar.label))}</text>'
        f'<rect class="bar-chart__bar {bar.tone}" x="{LABEL}" y="{y + 5}" width="{length:.1f}" height="{ROW - 10}" rx="3"/>'
        f'<text class="bar-chart__count" x="{LABEL + length + 6:.1f}" y="{y + ROW / 2}">'
        f'{escape(bar.shown or f"{bar.value:,}")}</text>'
        "</a></g>"
    )


def bar_chart(bars: Sequence[Bar], caption: str, chart_id: str, unit: str = "papers") -> Markup:
    """Draw a horizontal bar chart as a figure; screen readers get a list of links."""
    if not bars:
        return Markup("")
    top = max(b.value for b in bars) or 1
    scale = (WIDTH - LABEL - COUNT) / top
    height = len(bars) * ROW
    rows = "".join(bar_row(b, i, scale, unit) for i, b in enumerate(bars))
    return Markup(
        f'<figure class="bar-chart" id="{escape(chart_id)}">'
        f'<figcaption id="{escape(chart_id)}-caption">{escape(caption)}</figcaption>'
        f'<svg viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" role="list" '
        f'aria-labelledby="{escape(chart_id)}-caption">{rows}</svg></figure>'
    )


def tag_bars(site, pairs: Iterable[tuple[str, int]], link: Callable[[str], str]) -> tuple[Bar, ...]:
    """Turn (tag name, count) pairs into bars linking to the tags' pages, coloured by area."""
    groups = [g.name for g in site.config.groups]
    return tuple(
        Bar(name, count, link(site.tags[name].url), tone(groups, site.tags[name].rule.group))
        for name, count in pairs
        if name in site.tags
    )


def share_bars(site, tag: str, shares, link: Callable[[str], str]) -> tuple[Bar, ...]:
    """Turn a tag's shares per collection (trends.Share) into bars linking to the collections' pages."""
    groups = [g.name for g in site.config.groups]
    colour = tone(groups, site.tags[tag].rule.group)
    return tuple(
        Bar(s.collection, s.percent, link(s.url), colour, f"{s.percent:.1f}%",
            f"{s.collection}: {s.count:,} of {s.total:,} papers ({s.percent:.1f}%)")
        for s in shares
    )


def area_counts(site) -> tuple[tuple[str, int], ...]:
    """Count papers per area tag, largest first, ties by name."""
    areas = [t for t in site.tags.values() if t.rule.is_area]
    return tuple((t.name, t.count) for t in sorted(areas, key=lambda t: (-t.count, t.name)))
