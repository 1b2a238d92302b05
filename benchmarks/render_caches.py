"""Time rendering every page in one process with and without the Renderer's fragment caches.

Usage: python benchmarks/render_caches.py [--seeds ../shared/corpora] [--runs 2]

Derives the corpus once (not timed), then renders every page of the site in this process with each
variant of generator/pages/render.Renderer, alternating variants run by run, and prints the CPU
seconds of each: `cached` keeps chips and list items once a folder depth, `no chip cache` renders a
chip's macro at every use, `no item cache` renders a paper's list item on every page that lists it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from markupsafe import Markup

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.pages.links import reroot  # noqa: E402
from generator.pages.render import Renderer  # noqa: E402


class NoChipCache(Renderer):
    """Render a chip's macro at every use."""

    def chip(self, name: str, root: str, brief: bool = False) -> Markup:
        return reroot(self.chip_at_root(name, brief), root)


class NoItemCache(Renderer):
    """Render a paper's list item on every page that lists it."""

    def item(self, paper_id: str, root: str, snippet: bool) -> Markup:
        return reroot(self.item_at_root(paper_id, snippet), root)


def render_all(kind: type[Renderer], view) -> float:
    """Render every page with a fresh renderer of a kind; return the CPU seconds."""
    from generator.pages.paper_view import paper_page
    from generator.pages.render import compiled, environment, render_listings

    renderer = kind(view, compiled(environment()))
    start = time.process_time()
    render_listings(renderer)
    for paper in view.corpus.papers:
        renderer.render(paper_page(view, paper))
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=Path, default=ROOT.parent / "shared" / "corpora")
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    from generator.build import Options, analyse
    from generator.pages.views import build_view
    from generator.progress import Progress

    analysis = analyse(Options(seeds=args.seeds, config=ROOT / "site_config"), Progress())
    view = build_view(analysis.corpus, analysis.config)
    kinds = {"cached": Renderer, "no chip cache": NoChipCache, "no item cache": NoItemCache}
    times: dict[str, list[float]] = {name: [] for name in kinds}
    for run in range(args.runs):
        for name in (list(kinds) if run % 2 == 0 else list(kinds)[::-1]):
            times[name].append(render_all(kinds[name], view))
    for name, seconds in times.items():
        print(f"{name}: median {statistics.median(seconds):.2f} s CPU ({', '.join(f'{s:.2f}' for s in seconds)})")


if __name__ == "__main__":
    main()
