"""Lighthouse 12 mobile on the home, paper, tag, explore and map pages, served gzipped as GitHub Pages does.

Usage: python benchmarks/lighthouse.py SITE_DIR [--runs 3] [--plain] [--lighthouse PATH]

Serves SITE_DIR on localhost with gzip for text files (what GitHub Pages sends to a browser that
accepts it; --plain serves without), then runs the Lighthouse CLI with its default mobile settings
(simulated slow 4G, a 4x slower CPU) in Debian's Chromium (CHROME_PATH, /usr/bin/chromium) for each
page, `--runs` times, and prints the median of each category score, FCP, LCP, TBT, the bytes sent and
Lighthouse's benchmark index of the host (a busy host scores lower and its TBT is inflated), with what
falls short: a category under its floor, a failing audit, a request to another host.
Lighthouse comes from npm: `npm install lighthouse@12` in a folder of your choice, then pass
`--lighthouse FOLDER/node_modules/.bin/lighthouse` or set LIGHTHOUSE; it never downloads a browser.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from urllib.parse import urlsplit

CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".map", ".webmanifest"}
FLOORS = {"performance": 98, "accessibility": 100, "best-practices": 100, "seo": 100}


class Pages(http.server.SimpleHTTPRequestHandler):
    """Serve a built site quietly, gzipping text as GitHub Pages does (level 6, with Vary)."""

    compress = True

    def log_message(self, *args) -> None:
        pass

    def send_head(self):  # noqa: ANN201 (the base class's signature)
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.compress and wants and path.suffix in COMPRESSED and path.is_file()
                and self.path.split("?")[0].endswith(("/", path.name))):
            return super().send_head()
        body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=600")
        self.end_headers()
        return _Body(body)


class _Body:
    """A response body in memory, in the file shape SimpleHTTPRequestHandler copies from."""

    def __init__(self, data: bytes):
        self.data = data

    def read(self, size: int = -1) -> bytes:
        data, self.data = (self.data, b"") if size < 0 else (self.data[:size], self.data[size:])
        return data

    def close(self) -> None:
        pass


def serve(site: Path, compress: bool) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start the server on a free port; return it and its base URL."""
    handler = type("Handler", (Pages,), {"compress": compress})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: handler(*a, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def five_pages(site: Path, tag: str = "") -> dict[str, str]:
    """Pick the five pages the issue names: home, the first paper, a tag (the named one, the largest's
    first page with "largest", else the one of median size: a typical tag page), explore and the map."""
    papers = json.loads((site / "papers.json").read_text())
    tags = sorted(json.loads((site / "tags.json").read_text()), key=lambda t: (t["count"], t["name"]))
    picks = {"": tags[len(tags) // 2], "largest": tags[-1]}
    chosen = picks[tag] if tag in picks else next((t for t in tags if t["name"] == tag), None)
    if chosen is None:
        raise SystemExit(f"no tag named {tag!r} in {site / 'tags.json'}")
    return {"home": "", "paper": papers[0]["url"], "tag": chosen["url"], "explore": "explore/", "map": "map/"}


def audit(lighthouse: str, url: str, chrome: str, keep: Path | None = None,
          categories: tuple[str, ...] = CATEGORIES) -> dict:
    """Run Lighthouse once on a URL with its mobile defaults; return the figures this report prints.

    With keep, the full JSON report is left there as PAGE-N.json (the path's last part, a counter)."""
    with tempfile.TemporaryDirectory() as out:
        report = Path(out) / "report.json"
        subprocess.run([lighthouse, url, "--quiet", "--output=json", f"--output-path={report}",
                        "--only-categories=" + ",".join(categories),
                        "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
                       check=True, env={**os.environ, "CHROME_PATH": chrome}, stdout=subprocess.DEVNULL)
        data = json.loads(report.read_text())
        if keep:
            keep.mkdir(parents=True, exist_ok=True)
            name = url.rstrip("/").rsplit("/", 1)[-1].split(":")[-1] or "home"
            shutil.copy(report, keep / f"{name}-{len(list(keep.glob(name + '-*')))}.json")
    return figures_of(data, url, categories)


def audit_pages(lighthouse: str, urls: list[str], chrome: str, categories: tuple[str, ...] = CATEGORIES) -> list[dict]:
    """Run Lighthouse on each URL in turn in one Node process and one Chromium; return each page's figures.

    The scores are the CLI's (its default mobile settings), less about 8 s a page of start-up."""
    package = Path(lighthouse).resolve().parent.parent  # node_modules/.bin/lighthouse -> lighthouse/cli/index.js
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["node", str(Path(__file__).with_name("lighthouse_pages.mjs")), str(package), chrome,
                        ",".join(categories), out, *urls], check=True, stdout=subprocess.DEVNULL)
        return [figures_of(json.loads((Path(out) / f"{i}.json").read_text()), url, categories)
                for i, url in enumerate(urls)]


def figures_of(data: dict, url: str, categories: tuple[str, ...]) -> dict:
    """The figures this report prints, from one Lighthouse result."""
    audits = data["audits"]
    figures = {c: round(data["categories"][c]["score"] * 100) for c in categories}
    figures["bench"] = data["environment"]["benchmarkIndex"]  # the host's speed: lower on a busy machine
    if "performance" in categories:
        figures["fcp"] = audits["first-contentful-paint"]["numericValue"] / 1000
        figures["lcp"] = audits["largest-contentful-paint"]["numericValue"] / 1000
        figures["tbt"] = audits["total-blocking-time"]["numericValue"]
        figures["kib"] = audits["total-byte-weight"]["numericValue"] / 1024
    network = audits.get("network-requests", {}).get("details", {}).get("items", [])  # only with performance
    requested = {urlsplit(r["url"]).hostname for r in network}
    figures["foreign"] = sorted(h for h in requested if h and h != urlsplit(url).hostname)  # issue 15: none
    figures["failing"] = sorted(k for c in categories if c != "performance" for ref in data["categories"][c]["auditRefs"]
                                if ref["weight"] and (k := ref["id"]) in audits and audits[k]["score"] is not None
                                and audits[k]["score"] < 1)
    return figures


def table(results: dict[str, list[dict]]) -> str:
    """Format the medians of each page's runs as a Markdown table, with what falls short of the floors."""
    lines = ["| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | KiB | host index | below the floor |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for page, runs in results.items():
        if not runs:
            lines.append(f"| {page} | | | | | | | | | | every run failed |")
            continue
        m = {k: statistics.median(r[k] for r in runs) for k in (*CATEGORIES, "fcp", "lcp", "tbt", "kib", "bench")}
        short = [c for c in CATEGORIES if m[c] < FLOORS[c]] + sorted({a for r in runs for a in r["failing"]})
        short += [f"request to {h}" for h in sorted({h for r in runs for h in r["foreign"]})]
        lines.append(f"| {page} | {m['performance']:.0f} | {m['accessibility']:.0f} | {m['best-practices']:.0f} | "
                     f"{m['seo']:.0f} | {m['fcp']:.2f} | {m['lcp']:.2f} | {m['tbt']:.0f} | {m['kib']:.0f} | {m['bench']:.0f} | "
                     f"{', '.join(short) or '-'} |")
    return "\n".join(lines)


def attempts(args: argparse.Namespace, url: str) -> list[dict]:
    """Audit a URL args.runs times; a run Lighthouse gives up on (a huge page on a busy host) is reported and left out."""
    runs = []
    for _ in range(args.runs):
        try:
            runs.append(audit(args.lighthouse, url, args.chrome, args.keep))
        except subprocess.CalledProcessError as exc:
            print(f"{url}: lighthouse exited with {exc.returncode}; run left out", file=sys.stderr)
    return runs


def main(argv: list[str] | None = None) -> int:
    """Audit the five pages and print the table; exit 1 if a median is below its floor."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--plain", action="store_true", help="serve without compression")
    parser.add_argument("--lighthouse", default=os.environ.get("LIGHTHOUSE") or shutil.which("lighthouse"))
    parser.add_argument("--chrome", default=os.environ.get("CHROME_PATH", "/usr/bin/chromium"))
    parser.add_argument("--pages", default="", help="comma-separated page names to audit (default: all five)")
    parser.add_argument("--keep", type=Path, help="leave every JSON report in this folder")
    parser.add_argument("--tag", default="", help="the tag page to audit, by name, or `largest` (default: the median-sized tag)")
    args = parser.parse_args(argv)
    if not args.lighthouse:
        print("lighthouse not found: npm install lighthouse@12, then --lighthouse PATH", file=sys.stderr)
        return 2
    server, base = serve(args.site, compress=not args.plain)
    try:
        pages = five_pages(args.site, args.tag)
        chosen = args.pages.split(",") if args.pages else list(pages)
        results = {p: attempts(args, base + pages[p]) for p in chosen}
    finally:
        server.shutdown()
    print(f"Lighthouse mobile, {'plain' if args.plain else 'gzip'}, median of {args.runs} runs: {args.site}")
    print("pages: " + ", ".join(f"{name} /{pages[name]}" for name in chosen))
    print(table(results))
    medians = [runs and statistics.median(r[c] for r in runs) >= FLOORS[c] for runs in results.values() for c in CATEGORIES]
    return 0 if all(medians) else 1


if __name__ == "__main__":
    sys.exit(main())
