"""Screenshot key pages of a built site in light and dark, desktop and phone widths.

Usage: python scripts/screenshots.py [--site site] [--out /tmp/shots] [--pages index,papers/ID/,...]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serve files without logging every request."""

    def log_message(self, *args) -> None:
        pass


def default_pages(site: Path) -> list[str]:
    """Pick the home, a paper, a tag, explore and map pages."""
    papers = json.loads((site / "papers.json").read_text())
    tags = json.loads((site / "tags.json").read_text())
    coded = next((p for p in papers if p["code"]), papers[0])
    pages = ["", coded["url"], tags[0]["url"], "tags/", "papers/"]
    return pages + [p for p in ("explore/", "map/", "code/") if (site / p).exists()]


def main() -> None:
    """Serve the site and save one PNG per page, scheme and width."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, default=Path("site"))
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots"))
    parser.add_argument("--pages", default="")
    parser.add_argument("--full", action="store_true", help="capture the full page height")
    args = parser.parse_args()
    # `index` is the home page, as the usage line says; the server knows it only as the site's root
    pages = ["" if p == "index" else p for p in args.pages.split(",")] if args.pages else default_pages(args.site)
    handler = functools.partial(Quiet, directory=str(args.site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for scheme in ("light", "dark"):
            for name, (w, h) in WIDTHS.items():
                context = browser.new_context(viewport={"width": w, "height": h}, color_scheme=scheme)
                tab = context.new_page()
                for page in pages:
                    tab.goto(base + page)
                    tab.wait_for_timeout(300)
                    slug = (page.strip("/").replace("/", "_") or "home")[:40]
                    tab.screenshot(path=str(args.out / f"{slug}-{scheme}-{name}.png"), full_page=args.full)
                context.close()
        browser.close()
    server.shutdown()
    print(f"screenshots in {args.out}")


if __name__ == "__main__":
    main()
