"""Trends in Chromium on a built site of ten collections: in the nav, axe-clean in both schemes,
and each tag page draws its share chart with one bar per collection, without JavaScript."""

from __future__ import annotations

import pytest

from generator.build import Options, build
from generator.progress import Progress
from tests.conftest import CONFIG, _serve
from tests.test_a11y_browser import severe_violations
from tests.test_trends import TEN, seeds_in_collections

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def ten_server(tmp_path_factory):
    """Build the seeds dealt into ten collections (2020-2024) and serve the site."""
    root = tmp_path_factory.mktemp("ten-site")
    seeds = root / "seeds"
    seeds.mkdir()
    build(Options(seeds_in_collections(seeds, TEN), CONFIG, root / "docs", root / "site"), Progress(live=False))
    server, url = _serve(root / "site")
    yield url
    server.shutdown()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_trends_and_a_tag_chart_are_in_the_nav_and_axe_clean(browser, ten_server, scheme):
    context = browser.new_context(color_scheme=scheme)
    tab = context.new_page()
    tab.goto(ten_server)
    tab.get_by_role("link", name="Trends").first.click()
    tab.wait_for_selector("#rising-table")
    assert tab.locator("#rising-table tbody tr").count() > 0
    assert severe_violations(tab) == []
    tab.locator("#rising-table tbody th a").first.click()
    tab.wait_for_selector("#trend-chart")
    assert severe_violations(tab) == []
    context.close()


def test_the_share_chart_draws_without_javascript(browser, ten_server):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(ten_server + "trends/")
    tab.locator("#rising-table tbody th a").first.click()
    bars = tab.locator("#trend-chart [role=listitem] rect.bar-chart__bar")
    assert bars.count() == 10
    assert all(bars.nth(i).bounding_box()["width"] >= 2 for i in range(10))
    context.close()
