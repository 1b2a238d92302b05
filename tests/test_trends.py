"""Trends across collections: the interval arithmetic, the ranking, and when the page and charts show."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

import pytest

from generator.engine import nav_pages
from generator.config import load_config
from generator.dates import CollectionDate
from generator.derive.corpus import derive
from generator.parse import parse
from generator.sources import read_sources
from generator.pages.trends import difference_interval, ranking, tag_shares, wilson
from generator.pages.views import build_view
from tests.conftest import CONFIG, ROOT, rendered

# Newcombe (1998), Statistics in Medicine 17:857-872, tables I and II (method 10 for differences).
@pytest.mark.parametrize("count, total, low, high", [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (29, 29, 0.8830, 1.0),
])
def test_wilson_interval_matches_the_published_table(count, total, low, high):
    assert wilson(count, total) == pytest.approx((low, high), abs=1e-4)


@pytest.mark.parametrize("early, early_total, late, late_total, low, high", [
    (48, 80, 56, 70, 0.0524, 0.3339),
    (3, 10, 9, 10, 0.1705, 0.8090),
    (0, 20, 0, 10, -0.1611, 0.2775),
])
def test_difference_interval_matches_newcombe(early, early_total, late, late_total, low, high):
    assert difference_interval(early, early_total, late, late_total) == pytest.approx((low, high), abs=1e-4)


@pytest.mark.parametrize("early, early_total, late, late_total", [(5, 56, 6, 50), (80, 80, 56, 70), (0, 3, 3, 3), (7, 900, 30, 880)])
def test_swapping_the_collections_negates_the_interval_which_holds_the_difference(early, early_total, late, late_total):
    low, high = difference_interval(early, early_total, late, late_total)
    assert difference_interval(late, late_total, early, early_total) == pytest.approx((-high, -low))
    assert low <= late / late_total - early / early_total <= high


def seeds_in_collections(tmp_path: Path, names: list[str]) -> Path:
    """Deal the seeds' abstracts round-robin into one file per collection name."""
    abstracts = [a for f in sorted((ROOT / "seeds").glob("*.txt"))
                 for a in f.read_text(encoding="utf-8").split("\n\n")[1:] if a.strip()]
    for i, name in enumerate(names):
        (tmp_path / f"{i:02d}.txt").write_text(name + "\n\n" + "\n\n".join(abstracts[i::len(names)]) + "\n", encoding="utf-8")
    return tmp_path


TEN = [f"{conf} {year} Papers" for year in range(2024, 2019, -1) for conf in ("ICLR", "ICML")]


def view_of(seeds: Path, dates: tuple[CollectionDate, ...] = ()):
    config, _ = load_config(CONFIG)
    config = dataclasses.replace(config, dates=dates)
    corpus, _ = derive(parse(read_sources(seeds)).abstracts, config)
    return build_view(corpus, config)


@pytest.fixture(scope="module")
def ten(tmp_path_factory):
    return view_of(seeds_in_collections(tmp_path_factory.mktemp("ten"), TEN))


def test_shares_run_oldest_first_and_add_up_to_the_tags_papers(ten):
    shares = tag_shares(ten)
    assert set(shares) == set(ten.tags)
    for name, row in shares.items():
        assert [s.collection for s in row] == sorted(TEN, key=lambda n: (n.split()[1], n))
        assert sum(s.count for s in row) == ten.tags[name].count
        assert sum(s.total for s in row) == len(ten.corpus.papers)


def test_ranking_pools_the_earliest_and_latest_dates(ten):
    trends = ranking(ten)
    assert trends.early == ("ICLR 2020 Papers", "ICML 2020 Papers") and trends.late == ("ICLR 2024 Papers", "ICML 2024 Papers")
    assert trends.rising and trends.falling
    assert [c.difference for c in trends.rising] == sorted((c.difference for c in trends.rising), reverse=True)
    assert all(c.difference > 0 for c in trends.rising) and all(c.difference < 0 for c in trends.falling)
    assert all(c.low <= c.difference <= c.high for c in trends.rising + trends.falling)


def test_a_date_in_collections_yml_reorders_the_collections(tmp_path):
    seeds = seeds_in_collections(tmp_path, ["Alpha 2021 Papers", "Beta 2022 Papers"])
    moved = view_of(seeds, (CollectionDate("Beta 2022 Papers", dt.date(2019, 5, 1), "collections.yml"),))
    assert ranking(moved).early == ("Beta 2022 Papers",)
    assert [s.collection for s in next(iter(tag_shares(moved).values()))] == ["Beta 2022 Papers", "Alpha 2021 Papers"]


def test_ten_collections_show_the_page_and_a_chart_of_ten_bars(ten):
    files = rendered(ten)
    page = files["trends.md"]
    assert "Newcombe" in page and "Wilson" in page
    assert page.count('<th scope="row">') == len(ranking(ten).rising) + len(ranking(ten).falling)
    for tag in ten.tags.values():
        chart = files[f"tags/{tag.rule.slug}.md"].split('id="trend-chart"', 1)[1].split("</figure>", 1)[0]
        assert chart.count('role="listitem"') == 10
        assert 'role="list"' in chart and "ICLR 2020 Papers: " in chart


def test_one_collection_hides_the_page_the_chart_and_the_nav_entry(seeds_site, tmp_path):
    view = view_of(ROOT / "seeds")
    assert len(view.collections) == 1 and ranking(view) is None and tag_shares(view) == {}
    files = rendered(view)
    assert "trends.md" not in files
    assert not any('id="trend-chart"' in text for path, text in files.items() if path.startswith("tags/"))
    assert not (seeds_site / "trends").exists()
    assert ">Trends<" not in (seeds_site / "index.html").read_text(encoding="utf-8")


def test_the_nav_keeps_only_pages_that_were_written(tmp_path):
    (tmp_path / "index.md").write_text("x")
    nav = [{"Home": "index.md"}, {"Trends": "trends.md"}, {"Elsewhere": "https://example.org/"}, "index.md"]
    config = nav_pages.on_config({"nav": nav, "docs_dir": str(tmp_path)})
    assert config["nav"] == [{"Home": "index.md"}, {"Elsewhere": "https://example.org/"}, "index.md"]
