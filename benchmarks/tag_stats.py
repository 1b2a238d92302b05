"""Print tag statistics for a seeds path: distinct tags, max share, median tags per paper, untagged.

Usage: python benchmarks/tag_stats.py PATH [PATH ...] [--config site_config] [--top 15] [--sample N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.devset import site_topics  # noqa: E402
from generator.config import load_config  # noqa: E402
from generator.parse import parse  # noqa: E402
from generator.sources import read_sources  # noqa: E402
from generator.derive.tags import derive_tags  # noqa: E402
from generator.derive.titles import derive_title  # noqa: E402


def stats(path: Path, config, top: int, sample: int, seed: int = 0) -> None:
    """Tag every abstract under path and print the spread of tags."""
    abstracts = parse(read_sources(path)).abstracts
    titles = [derive_title(a.text, topics=site_topics()) for a in abstracts]
    start = time.perf_counter()
    tagged = [derive_tags(a.text, config) for a in abstracts]
    seconds = time.perf_counter() - start
    counts = Counter(m.tag for matches in tagged for m in matches)
    per_paper = [len(m) for m in tagged]
    n = len(abstracts)
    name, most = counts.most_common(1)[0] if counts else ("-", 0)
    print(f"{path}: {n} papers, tagged in {seconds:.2f} s")
    print(f"  distinct tags used: {len(counts)} of {len(config.tags)}")
    print(f"  max tag share: {most / n:.1%} ({name})")
    print(f"  median tags/paper: {statistics.median(per_paper)}  (min {min(per_paper)}, max {max(per_paper)})")
    print(f"  untagged: {sum(1 for k in per_paper if k == 0)}  outside 2..6: {sum(1 for k in per_paper if not 2 <= k <= 6)}")
    if top:
        print("  top: " + ", ".join(f"{t} {c / n:.1%}" for t, c in counts.most_common(top)))
        unused = sorted({r.name for r in config.tags} - set(counts))
        print(f"  unused: {', '.join(unused) or '-'}")
    for i in sorted(random.Random(seed).sample(range(n), min(sample, n))):
        print(f"\n[{abstracts[i].id}] {titles[i]}\n  {abstracts[i].text[:500]}")
        for m in tagged[i]:
            print(f"    {m.tag:32} {m.score:5.2f}  {', '.join(m.phrases)}")


def main() -> None:
    """Parse arguments and print statistics for every path."""
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("paths", type=Path, nargs="+")
    args.add_argument("--config", type=Path, default=Path(__file__).resolve().parent.parent / "site_config")
    args.add_argument("--top", type=int, default=0, help="also list the N most used tags and the unused ones")
    args.add_argument("--sample", type=int, default=0, help="also print N random papers with their tags")
    args.add_argument("--seed", type=int, default=0, help="which random sample to print")
    opts = args.parse_args()
    config, _ = load_config(opts.config)
    for path in opts.paths:
        stats(path, config, opts.top, opts.sample, opts.seed)


if __name__ == "__main__":
    main()
