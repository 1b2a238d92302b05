"""Lighthouse on two or more builds of a site, interleaved page by page: an A/B test on a shared host.

Usage: python benchmarks/lighthouse_ab.py main=SITE_DIR branch=SITE_DIR [--rounds 3] [--pages map,paper]
       [--tag NAME] [--log runs.jsonl] [--lighthouse PATH]

A busy host moves Lighthouse's performance score by 20 points from one run to the next (BENCHMARKS.md),
so one site measured after another compares two moments, not two sites. Here each round audits every
page on every site in turn, the sites' order reversed every other round, each run printed as it ends with
the host's load average; then the median of each page and site. --log appends every run as a JSON line.
Audits as benchmarks/lighthouse.py does (mobile, served gzipped, Debian's Chromium).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.lighthouse import audit, five_pages, serve  # noqa: E402

FIGURES = ("performance", "fcp", "lcp", "tbt", "kib", "bench", "load")


def schedule(rounds: int, pages: list[str], sites: list[str]) -> list[tuple[str, str]]:
    """Order the runs: every page on every site each round, the sites reversed every other round."""
    return [(page, site) for r in range(rounds) for page in pages for site in (sites if r % 2 == 0 else sites[::-1])]


def line(run: dict) -> str:
    """Describe one run on a line."""
    return (f"{run['time']} {run['page']:8} {run['site']:8} perf {run['performance']:3} fcp {run['fcp']:.2f} "
            f"lcp {run['lcp']:.2f} tbt {run['tbt']:4.0f} kib {run['kib']:.0f} host index {run['bench']:.0f} "
            f"load {run['load']:.1f} a11y {run['accessibility']} bp {run['best-practices']} seo {run['seo']}"
            + "".join(f" {k}: {', '.join(run[k])}" for k in ("failing", "foreign") if run[k]))


def table(runs: list[dict]) -> str:
    """Format the medians of each page and site as a Markdown table, every run's score listed."""
    rows = ["| page | site | perf | FCP s | LCP s | TBT ms | KiB | host index | load | runs |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for page, site in dict.fromkeys((r["page"], r["site"]) for r in runs):
        mine = [r for r in runs if (r["page"], r["site"]) == (page, site)]
        m = {k: statistics.median(r[k] for r in mine) for k in FIGURES}
        rows.append(f"| {page} | {site} | {m['performance']:.0f} | {m['fcp']:.2f} | {m['lcp']:.2f} | {m['tbt']:.0f} | "
                    f"{m['kib']:.0f} | {m['bench']:.0f} | {m['load']:.1f} | {', '.join(str(r['performance']) for r in mine)} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    """Audit the pages of every site, interleaved; print each run, then the medians."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sites", nargs="+", help="NAME=SITE_DIR, two or more")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pages", default="home,paper,tag,explore,map")
    parser.add_argument("--tag", default="", help="the tag page, as benchmarks/lighthouse.py's --tag")
    parser.add_argument("--log", type=Path, help="append every run to this file, a JSON object a line")
    parser.add_argument("--lighthouse", default=os.environ.get("LIGHTHOUSE") or shutil.which("lighthouse"))
    parser.add_argument("--chrome", default=os.environ.get("CHROME_PATH", "/usr/bin/chromium"))
    args = parser.parse_args(argv)
    sites = dict(s.split("=", 1) for s in args.sites)
    if not args.lighthouse or len(sites) < 2:
        print("needs two NAME=SITE_DIR and Lighthouse (npm install lighthouse@12; --lighthouse PATH)", file=sys.stderr)
        return 2
    servers = {name: serve(Path(folder), compress=True) for name, folder in sites.items()}
    urls = {name: (base, five_pages(Path(sites[name]), args.tag)) for name, (_, base) in servers.items()}
    runs = []
    try:
        for page, site in schedule(args.rounds, args.pages.split(","), list(sites)):
            base, pages = urls[site]
            load = os.getloadavg()[0]
            try:
                run = audit(args.lighthouse, base + pages[page], args.chrome)
            except subprocess.CalledProcessError as exc:
                print(f"{page} on {site}: lighthouse exited with {exc.returncode}; run left out", file=sys.stderr)
                continue
            runs.append({**run, "page": page, "site": site, "load": load, "time": time.strftime("%H:%M:%S")})
            print(line(runs[-1]), flush=True)
            if args.log:
                with args.log.open("a") as log:
                    log.write(json.dumps(runs[-1]) + "\n")
    finally:
        for server, _ in servers.values():
            server.shutdown()
    print(table(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
