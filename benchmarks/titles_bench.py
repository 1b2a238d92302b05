"""Time title derivation over the real corpora and print titles for reading.

Usage: python benchmarks/titles_bench.py [--runs 3] [--show seeds|CORPUS] [--sample N] [--seed S]

Without --show it derives a title for every abstract in ../shared/corpora (13,765 of them), a chunk
of 250 at a time as a build's workers do, with the garbage collector paused as in a build, and
reports the fastest of the runs in CPU seconds.
With --show it prints the titles of the seeds or of one corpus (a random sample of N if given),
so a person can read them as a reader of the site would.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.models import Source  # noqa: E402
from generator.parse import parse  # noqa: E402
from generator.derive.corpus import CHUNK  # noqa: E402
from generator.derive.title_model import load_model  # noqa: E402
from generator.derive.titles import derive_title, derive_titles  # noqa: E402
from generator.derive.unique_titles import disambiguate  # noqa: E402
from benchmarks.devset import site_topics  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"


def abstracts(paths: list[Path]) -> list[str]:
    """Parse files the way a build does and return the abstract texts."""
    sources = tuple(Source(p.name, str(p), p.read_bytes()) for p in paths)
    return [a.text for a in parse(sources).abstracts]


def timed(texts: list[str], runs: int) -> float:
    """Fastest CPU time over the runs to title every text, a chunk at a time (the title stage alone)."""
    best = float("inf")
    load_model()  # read before the workers fork in a build
    topics = site_topics()
    gc.disable()
    for _ in range(runs):
        start = time.process_time()
        for at in range(0, len(texts), CHUNK):
            derive_titles(texts[at : at + CHUNK], topics=topics)
        best = min(best, time.process_time() - start)
    gc.enable()
    return best


def main() -> None:
    """Run the timing or print titles, as asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--show", help="seeds, or a corpus name such as iclr2024")
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.show:
        paths = sorted((ROOT / "seeds").glob("*.txt")) if args.show == "seeds" else [
            CORPORA / f"{args.show}_abstracts.txt"]
        texts = abstracts(paths)
        if args.sample:
            texts = random.Random(args.seed).sample(texts, args.sample)
        for i, title in enumerate(disambiguate([derive_title(t, topics=site_topics()) for t in texts], texts)):
            print(f"{i:3} {title}")
        return
    texts = abstracts(sorted(CORPORA.glob("*_abstracts.txt")))
    seconds = timed(texts, args.runs)
    print(f"{len(texts)} abstracts: {seconds:.2f} s CPU, {seconds / len(texts) * 1e6:.0f} us each")


if __name__ == "__main__":
    main()
