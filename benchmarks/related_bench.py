"""Time the related-papers and topic-map computations on a real corpus; report seconds and peak memory.

Usage: python benchmarks/related_bench.py [--seeds ../shared/corpora] [--runs 3] [--against OTHER_CHECKOUT]

Parses and tags the corpus once (not timed), then runs each stage in a fresh child process so peak
RSS belongs to it: related papers (TF-IDF and top 5 per paper; wall and CPU seconds, as other
load on the machine inflates wall time), the map projection, the whole neighbours stage as derive
runs it (one TF-IDF pass, related papers, the map), and the map pages' size when rendered.
Targets: related under 5 s, the stage about 2 s and under 1 GB at 13,765 abstracts. With --against,
each run also times the same stage from another checkout of the project (e.g. `git archive` of an
older commit), alternating which goes first, on the same parsed papers: an A/B on the same load.
"""

from __future__ import annotations

import argparse
import pickle
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def prepare(seeds: Path, out: Path) -> None:
    """Parse and tag the corpus once; pickle the papers for the timed children."""
    from generator.config import load_config
    from generator.derive.corpus import collections_of, derive_papers
    from generator.parse import parse
    from generator.sources import read_sources

    config, _ = load_config(ROOT / "site_config")
    abstracts = parse(read_sources(seeds)).abstracts
    papers = derive_papers(abstracts, config)
    out.write_bytes(pickle.dumps((config, papers, collections_of(abstracts))))


def stage(data: Path) -> None:
    """Child process: time related papers (TF-IDF included), the projection and the stage; print one line of figures."""
    from generator.derive.corpus import with_neighbours
    from generator.derive.related import related_ids
    from generator.derive.text_space import abstract_vectors, text_space
    from generator.derive.topicmap import map_points

    _, papers, _ = pickle.loads(data.read_bytes())
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    ordered = sorted(papers, key=lambda p: p.id)
    c0, t0 = time.process_time(), time.perf_counter()
    vectors = abstract_vectors([p.abstract.text for p in ordered])
    related_ids(ordered, vectors)
    c1, t1 = time.process_time(), time.perf_counter()
    map_points([p.id for p in ordered], vectors)
    t2 = time.perf_counter()
    with_neighbours(papers, text_space([p.abstract for p in papers]))
    t3 = time.perf_counter()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{len(papers)} {t1 - t0:.3f} {c1 - c0:.3f} {t2 - t1:.3f} {base:.0f} {peak:.0f} {t3 - t2:.3f}")


def map_sizes(data: Path) -> dict[str, int]:
    """Render the map pages for the corpus and return their Markdown sizes in bytes."""

    from generator.derive.corpus import with_neighbours
    from generator.derive.text_space import text_space
    from generator.models import Corpus
    from generator.pages.page_views import map_page_views
    from generator.pages.render import Renderer, environment
    from generator.pages.views import build_view

    config, papers, collections = pickle.loads(data.read_bytes())
    words = text_space([p.abstract for p in papers])
    view = build_view(Corpus(with_neighbours(papers, words), collections, words.points), config)
    r = Renderer(view, environment())
    for page in map_page_views(view):
        r.render(page)
    return {path: len(text.encode()) for path, text in r.files.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=Path, default=ROOT.parent / "shared" / "corpora")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another checkout to time alternately on the same papers")
    parser.add_argument("--stage", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.stage:
        return stage(args.stage)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "papers.pickle"
        prepare(args.seeds, data)
        rows, other = [], []
        scripts = [Path(__file__)] + ([args.against / "benchmarks" / Path(__file__).name] if args.against else [])
        for i in range(args.runs):
            for script in scripts[:: 1 if i % 2 == 0 else -1]:
                out = subprocess.run([sys.executable, script, "--stage", str(data)], check=True, capture_output=True, text=True)
                (rows if script == scripts[0] else other).append([float(x) for x in out.stdout.split()])
        if other:
            print(f"{args.against}: related median {statistics.median(r[1] for r in other):.2f}s, "
                  f"CPU {statistics.median(r[2] for r in other):.2f}s; runs {', '.join(f'{r[1]:.2f}' for r in other)}")
            print(f"this checkout: runs {', '.join(f'{r[1]:.2f}' for r in rows)}")
        n = int(rows[0][0])
        med = [statistics.median(r[i] for r in rows) for i in range(1, 7)]
        best = min(r[1] for r in rows)
        print(f"{n} abstracts, {args.runs} runs: related (TF-IDF + top 5) median {med[0]:.2f}s, best {best:.2f}s, "
              f"CPU {med[1]:.2f}s (target < 5 s); map projection {med[2]:.2f}s; "
              f"neighbours stage (with_neighbours) median {med[5]:.2f}s, best {min(r[6] for r in rows):.2f}s (target about 2 s); "
              f"peak RSS {med[4]:.0f} MB, {med[3]:.0f} MB of it the loaded corpus (target < 1 GB)")
        for path, size in sorted(map_sizes(data).items()):
            print(f"  {path}: {size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
