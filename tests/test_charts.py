"""Inline SVG bar charts: proportional bars, linked rows, escaped labels, one colour per area."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from generator.pages import charts
from generator.pages.charts import Bar
from tests.html_inspect import inspect

SVG = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ET.Element:
    """Parse the chart as XML: the figure must be well formed, with the SVG namespaces declared."""
    declared = str(markup).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ', 1)
    return ET.fromstring(declared)


BARS = (
    Bar("Language Models", 17, "../tags/language-models/", "area-1"),
    Bar("Learning Theory", 10, "../tags/learning-theory/", "area-6"),
    Bar("Graphs", 1, "../tags/graphs/", "area-4"),
)


def test_bars_are_proportional_and_link_to_their_pages():
    figure = parse(charts.bar_chart(BARS, "Papers per area", "area-chart"))
    links = figure.findall(f".//{SVG}a")
    assert [a.get("href") for a in links] == [b.href for b in BARS]
    widths = [float(a.find(f"{SVG}rect[@class='bar-chart__bar {b.tone}']").get("width")) for a, b in zip(links, BARS)]
    assert widths[0] == pytest.approx(charts.WIDTH - charts.LABEL - charts.COUNT)
    assert widths[1] / widths[0] == pytest.approx(10 / 17, rel=0.01)
    assert [a.get("aria-label") for a in links] == ["Language Models: 17 papers", "Learning Theory: 10 papers", "Graphs: 1 papers"]


def test_a_chart_is_a_labelled_list_for_screen_readers():
    figure = parse(charts.bar_chart(BARS, "Papers per area", "area-chart"))
    svg = figure.find(f"{SVG}svg")
    assert svg.get("role") == "list" and svg.get("aria-labelledby") == "area-chart-caption"
    assert figure.find("figcaption").get("id") == "area-chart-caption"
    assert [g.get("role") for g in svg] == ["listitem"] * len(BARS)
    assert svg.get("viewBox") == f"0 0 {charts.WIDTH} {len(BARS) * charts.ROW}"


@pytest.mark.parametrize("label", ['<script>alert("x")</script>', 'Tom & "Jerry"', "Ünïcode ∑ tags"])
def test_labels_are_escaped(label):
    markup = charts.bar_chart((Bar(label, 3, '../tags/x/?a="b"', "area-0"),), label, "c")
    parse(markup)  # still well formed
    found = inspect(markup)
    assert all(tag != "script" for tag, _ in found.elements)
    assert charts.short(label) in "".join(found.chunks)


def test_long_labels_are_cut_and_kept_whole_in_the_tooltip():
    name = "Parameter-Efficient Fine-Tuning of Foundation Models"
    figure = parse(charts.bar_chart((Bar(name, 2, "x/", "area-0"),), "c", "c"))
    assert figure.find(f".//{SVG}text[@class='bar-chart__label']").text == charts.short(name)
    assert len(charts.short(name)) == charts.MAX_LABEL and charts.short(name).endswith("\u2026")
    assert figure.find(f".//{SVG}title").text == f"{name}: 2 papers"


def test_no_bars_draw_nothing():
    assert charts.bar_chart((), "Empty", "e") == ""


@pytest.mark.parametrize("group, expected", [
    ("Reinforcement Learning", "area-0"), ("Graphs", "area-2"), ("Unknown", "area-none"), (None, "area-none"),
])
def test_each_area_has_one_colour_class(group, expected):
    assert charts.tone(["Reinforcement Learning", "Language Models", "Graphs"], group) == expected


def test_colour_classes_exist_in_the_stylesheet():
    from tests.conftest import ROOT

    css = (ROOT / "docs_templates" / "assets" / "features.css").read_text()
    defined = set(re.findall(r"\.(area-(?:\d+|none)) \{ --tone", css))
    assert defined == {f"area-{i}" for i in range(charts.TONES)} | {"area-none"}
    light, dark = css.split('[data-md-color-scheme="slate"]', 1)
    for i in range(charts.TONES):
        assert f"--area-{i}:" in light and f"--area-{i}:" in dark
