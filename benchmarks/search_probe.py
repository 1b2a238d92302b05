"""Measure the header search in Chromium: time to first result and bytes fetched for a query.

Usage: python benchmarks/search_probe.py SITE_DIR [--query "graph neural"] [--runs 5]

Serves SITE_DIR on localhost (no compression, like a plain static server), opens a paper page, then
for each run in a fresh browser context: clicks the header search box and types the query at about
12 characters a second. It reports the time from the last keystroke to the first rendered result
(typed), the time from the click to the first result (cold: the index loads on focus), and the bytes
of every response after the click, split by kind. Medians over the runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.conftest import CHROMIUM, CHROMIUM_ARGS, _serve  # noqa: E402

KINDS = (("term shards", "/search/terms/"), ("paper records", "/search/docs/"), ("cards", "/search/cards/"),
         ("tag sets", "/search/tagsets"), ("meta", "/search/meta"), ("engine", "/assets/search-"))


def kind(url: str) -> str:
    """Name the part of the search index (generator/engine/search.py) or engine a URL belongs to."""
    return next((name for name, part in KINDS if part in url), "other")


def probe(browser, base: str, paper: str, query: str, keystroke_ms: int) -> dict:
    """Run one search in a fresh context and return its timings and bytes.

    Bytes come from Resource Timing in the page (encodedBodySize of everything loaded after the click):
    Playwright's response events can be delivered after the context closes and then lose bodies."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + paper, wait_until="networkidle")
    since = page.evaluate("performance.setResourceTimingBufferSize(100000), performance.now()")
    box = page.locator("[data-site-search-input]")
    start = time.perf_counter()
    box.click()
    box.press_sequentially(query, delay=keystroke_ms)
    typed = time.perf_counter()
    page.wait_for_function("q => document.querySelector('[data-site-search-list]').dataset.query === q",
                           arg=query, timeout=30_000)
    done = time.perf_counter()
    page.wait_for_load_state("networkidle")
    loaded = page.evaluate("""since => performance.getEntriesByType("resource").filter((e) => e.startTime >= since)
      .map((e) => [e.name, e.encodedBodySize])""", since)
    results = page.locator(".md-search-result__item").count()
    context.close()
    sizes: Counter = Counter()
    for url, size in loaded:
        sizes[kind(url)] += size
    return {"typed_ms": (done - typed) * 1000, "cold_ms": (done - start) * 1000,
            "bytes": dict(sizes), "total_bytes": sum(sizes.values()), "shown": results}


def measure(browser, site: Path, query: str, runs: int, keystroke_ms: int = 80) -> list[dict]:
    """Serve a built site and probe its search runs times with one browser."""
    paper = next(p for p in sorted((site / "papers").iterdir()) if p.is_dir()).name
    server, base = _serve(site.resolve())
    try:
        return [probe(browser, base, f"papers/{paper}/", query, keystroke_ms) for _ in range(runs)]
    finally:
        server.shutdown()


def summary(query: str, runs: list[dict]) -> str:
    """Format the medians of the runs."""
    med = lambda key: statistics.median(r[key] for r in runs)  # noqa: E731
    parts: Counter = Counter()
    for r in runs:
        parts.update(r["bytes"])
    return "\n".join([
        f"query {query!r}, {len(runs)} runs (medians), {runs[0]['shown']} results shown",
        f"  first result after last keystroke: {med('typed_ms'):.0f} ms (goal <= 500 ms)",
        f"  first result after click (cold):   {med('cold_ms'):.0f} ms",
        f"  bytes fetched: {med('total_bytes') / 1000:.0f} KB (goal <= 400 KB): "
        + ", ".join(f"{k} {v / len(runs) / 1000:.0f} KB" for k, v in parts.most_common()),
    ])


def main(argv: list[str] | None = None) -> int:
    """Probe the search of a built site and print medians."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--query", action="append", help="repeat for several queries (default: 'graph neural')")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keystroke-ms", type=int, default=80)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for query in args.query or ["graph neural"]:
            print(summary(query, measure(browser, args.site, query, args.runs, args.keystroke_ms)))
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
