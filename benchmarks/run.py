"""Benchmark a full build against the Hugo + Pagefind anchor over the same generated Markdown.

Usage: python benchmarks/run.py --seeds PATH [--runs 3] [--workdir DIR] [--no-anchor] [--warm] [--json FILE]

Each run builds the site in a fresh process (CI=1, so progress stays quiet) into a folder of its own
and records its stage times, wall and CPU time, peak memory (largest process: the build or Pagefind),
site size and search index bytes. Runs' folders are deleted only once all runs are done: on this
machine's ext4 (no journal) a file created within minutes of many deletions in its block group waits
while the kernel skips every recently freed inode, which cost a build seconds of kernel time. Then Hugo renders the docs/ Markdown that run generated (minimal layout, see anchor.py)
and Pagefind indexes Hugo's output: the anchor, measured the same way right after the build. The
report gives the median of each figure over the runs and the ratio build / anchor. Every build derives every
title (`--no-cache`), as the anchor builds from nothing; with --warm, one build first fills a title cache and each
run reads it, as a rebuild does (README: the title cache): a rebuild's figures, not the budget's.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.anchor import hugo_pagefind, timed  # noqa: E402

STAGE = re.compile(r"(\w+) ([\d.]+)s")


@dataclass
class Run:
    """One build's figures, and the anchor's over the Markdown it generated."""

    wall: float
    cpu: float
    sys: float
    peak_mb: float
    stages: dict[str, float]
    papers: int
    site_bytes: int
    site_files: int
    index_bytes: dict[str, int]
    load: float
    anchor: dict[str, dict[str, float]] = field(default_factory=dict)


def dir_bytes(path: Path) -> tuple[int, int]:
    """Return the apparent size in bytes and the file count under path."""
    sizes = [p.stat().st_size for p in path.rglob("*") if p.is_file()]
    return sum(sizes), len(sizes)


def index_bytes(index: Path) -> dict[str, int]:
    """Split the site's search index (generator/engine/search_index.py) by part: one query fetches a few of each."""
    out = {name: dir_bytes(index / name)[0] for name in ("terms", "docs", "cards")}
    out["tag lists"] = sum(p.stat().st_size for p in index.glob("taglists.*"))
    out["meta"] = sum(p.stat().st_size for p in index.glob("meta.*"))
    out["total"] = dir_bytes(index)[0]
    return out


def build_once(seeds: Path, work: Path, cache: Path | None = None) -> Run:
    """Run `python -m generator build` once in a fresh process and measure it; work must not exist yet."""
    work.mkdir(parents=True)
    load = os.getloadavg()[0]
    command = [sys.executable, "-m", "generator", "build", "--seeds", str(seeds),
               *(["--cache", str(cache)] if cache else ["--no-cache"]),
               "--docs", str(work / "docs"), "--out", str(work / "site")]
    result = timed(command, ROOT, {**os.environ, "CI": "1"})
    summary = next(line for line in str(result["output"]).splitlines() if line.startswith("built in "))
    stages = {name: float(t) for name, t in STAGE.findall(summary.split(":", 1)[1])}
    papers = len(json.loads((work / "site" / "papers.json").read_text(encoding="utf-8")))
    size, files = dir_bytes(work / "site")
    return Run(result["wall"], result["cpu"], result["sys"], result["peak_mb"], stages, papers, size, files,
               index_bytes(work / "site" / "search"), load)


def machine() -> dict[str, str]:
    """Describe the machine: cores, CPU model, memory, Python, tool versions."""
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    mem_kb = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
                  if line.startswith("MemTotal"))
    hugo = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split(" ")[:2]
    pagefind = subprocess.run([sys.executable, "-m", "pagefind", "--version"], capture_output=True, text=True).stdout
    return {
        "nproc": str(os.cpu_count()), "cpu": cpu, "memory": f"{mem_kb / 1024 / 1024:.1f} GiB",
        "python": platform.python_version(), "hugo": " ".join(hugo), "pagefind": pagefind.strip(),
    }


def median(runs: list[Run], get) -> float:
    """Return the median of one figure over the runs."""
    return statistics.median(get(r) for r in runs)


def report(runs: list[Run], info: dict[str, str]) -> str:
    """Format the medians as a small plain-text report."""
    n = runs[0].papers
    lines = [f"machine: {info['nproc']} cores, {info['cpu']}, {info['memory']}; Python {info['python']}, "
             f"{info['hugo']}, {info['pagefind']}",
             f"papers: {n}; runs: {len(runs)} (medians); load average before each run: "
             + ", ".join(f"{r.load:.1f}" for r in runs),
             "stage         wall s"]
    for name in runs[0].stages:
        lines.append(f"  {name:<12} {median(runs, lambda r: r.stages.get(name, 0.0)):7.2f}")
    generation = median(runs, lambda r: sum(t for s, t in r.stages.items() if s not in ("mkdocs", "search")))
    wall, cpu, kernel = median(runs, lambda r: r.wall), median(runs, lambda r: r.cpu), median(runs, lambda r: r.sys)
    idx = runs[0].index_bytes
    lines += [
        f"  {'generation':<12} {generation:7.2f}   read..write (budget < 10 s)",
        f"build: {wall:.2f} s wall, {cpu:.2f} s CPU ({kernel:.2f} s in the kernel), {wall / n * 1000:.2f} ms per paper",
        f"peak memory: {median(runs, lambda r: r.peak_mb):.0f} MB, largest process (budget < 1536 MB)",
        f"site: {median(runs, lambda r: r.site_bytes) / 1e6:.1f} MB in {runs[0].site_files} files (budget < 500 MB)",
        "search index (gzipped files): " + ", ".join(f"{k} {v / 1e3:.0f} KB" for k, v in idx.items()),
    ]
    if runs[0].anchor:
        hugo = [median(runs, lambda r: r.anchor["hugo"][k]) for k in ("wall", "cpu")]
        pf = [median(runs, lambda r: r.anchor["pagefind"][k]) for k in ("wall", "cpu")]
        anchor_wall, anchor_cpu = hugo[0] + pf[0], hugo[1] + pf[1]
        lines += [
            f"anchor: hugo {hugo[0]:.2f} s + pagefind {pf[0]:.2f} s = {anchor_wall:.2f} s wall "
            f"({anchor_cpu:.2f} s CPU, peak {median(runs, lambda r: r.anchor['pagefind']['peak_mb']):.0f} MB)",
            f"ratio build / anchor: {wall / anchor_wall:.2f} wall, {cpu / anchor_cpu:.2f} CPU (budget <= 2)",
        ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the report."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=Path, default=ROOT / "seeds", help="a .txt file or folder of them")
    parser.add_argument("--runs", type=int, default=3, help="builds to take the median of")
    parser.add_argument("--workdir", type=Path, help="folder to build in, each run apart (default: the system's temporary folder)")
    parser.add_argument("--no-anchor", action="store_true", help="skip the Hugo + Pagefind anchor")
    parser.add_argument("--warm", action="store_true", help="read titles from a cache one build fills first")
    parser.add_argument("--json", type=Path, help="also write every run's figures here")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="bench-", dir=args.workdir)).resolve()
    cache = work / "cache" if args.warm else None
    try:
        if cache:
            build_once(args.seeds.resolve(), work / "fill" / "build", cache)
        runs = []
        for i in range(args.runs):
            # A folder per run, none deleted before the last run ends: see the module's docstring.
            folder = work / f"run-{i + 1}"
            run = build_once(args.seeds.resolve(), folder / "build", cache)
            if not args.no_anchor:
                run.anchor = hugo_pagefind(folder / "build" / "docs", folder / "hugo")
            runs.append(run)
            print(f"run {i + 1}/{args.runs}: build {run.wall:.1f} s" + (
                f", anchor {run.anchor['hugo']['wall'] + run.anchor['pagefind']['wall']:.1f} s" if run.anchor else ""),
                file=sys.stderr)
        info = machine()
        print(report(runs, info) + ("\nwarm: every title from the cache, a rebuild's figures (the budget is a cold "
                                    "build's)" if cache else ""))
        if args.json:
            args.json.write_text(json.dumps({"machine": info, "runs": [asdict(r) for r in runs]}, indent=1))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
