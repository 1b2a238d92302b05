"""The built seeds site loads in Chromium with no script errors, under every engine (generator/engine/engines.py)."""

from urllib.parse import urlsplit

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("engines")]  # one worker builds each engine once

TABS = ["Home", "All papers", "Tags", "Explore", "Map", "Papers with code", "Random paper", "Reading list"]


def test_home_loads(page, engine_server):
    """Site name, nav and header search reach the engine without hooks, and nothing leaves localhost."""
    foreign = []
    page.on("request", lambda r: urlsplit(r.url).hostname not in {"127.0.0.1", None} and foreign.append(r.url))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(engine_server)
    assert page.title().endswith("ICML 2025 Abstracts")
    assert page.locator(".md-header__topic").first.inner_text().strip() == "ICML 2025 Abstracts"
    assert page.locator(".md-tabs__link").all_inner_texts() == TABS  # Trends dropped: one collection
    header = page.locator(".md-header").bounding_box()
    box = page.locator("[data-site-search-input]").bounding_box()
    assert box and 24 <= box["height"] <= 48 and 120 <= box["width"] <= 400  # styled as Material's box
    assert header["y"] <= box["y"] and box["y"] + box["height"] <= header["y"] + header["height"]
    assert foreign == []


@pytest.mark.parametrize("open_with", ["key", "icon"])
def test_the_header_search_opens_full_screen_on_a_phone(page, engine_server, open_with):
    """Zensical's own theme hides the search box below 60em: the site's box must still open there."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(engine_server)
    if open_with == "key":
        page.keyboard.press("/")
    else:
        page.locator("label.md-header__button[for=__search]").click()
    box = page.locator("[data-site-search-input]")
    box.fill("reinforcement")
    page.wait_for_selector('[data-site-search-list][data-query="reinforcement"]', state="attached")
    assert box.is_visible() and box.bounding_box()["width"] > 250
    assert page.locator("[data-site-search-list] a.md-search-result__link").first.is_visible()


@pytest.mark.parametrize("path, after_paint", [("explore/", True), ("map/", True), ("", False)],
                         ids=["explore", "map", "home"])
def test_materials_bundle_loads_after_the_first_paint_where_asked_and_mounts(page, engine_server, path, after_paint):
    """On Explore and the map, assets/material.js asks for Material's bundle once the content has painted and
    sends it DOMContentLoaded; elsewhere the bundle is a deferred script. Material's document$ mounts either way."""
    page.goto(engine_server + path)
    page.wait_for_function("window.component$ !== undefined")
    # A deferred bundle can mount before the first paint is recorded: wait for the paint's entry, not just the mount.
    page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length > 0")
    timing = page.evaluate("""() => [performance.getEntriesByName('first-contentful-paint')[0].startTime,
      performance.getEntriesByType('resource').filter((e) => /\\/bundle\\.[0-9a-f]+\\.min\\.js$/.test(e.name))
        .map((e) => e.startTime)]""")
    painted, (asked,) = timing
    if after_paint:
        assert asked >= painted
    assert page.evaluate("typeof window.document$.pipe") == "function"  # Material's observable, not the stand-in
    assert page.locator("script[type='text/x-material']").count() == (1 if after_paint else 0)
