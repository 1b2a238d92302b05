"""Render the pages on several cores: forked workers each render, and write, a share of them.

Rendering is a pure function of the site view, so a forked worker sees the same view without copying
or pickling it. One process renders the listing pages; then every process claims paper pages a chunk
at a time from a shared counter, so the shares even out whatever each page costs on this machine.
Each process hands every batch to a sink (the writer, bound to a staging folder) where it was
rendered, so pages never travel between processes. Where fork is missing (Windows, macOS by
default) or there is one core, pages render in this process.
"""

from __future__ import annotations

import multiprocessing
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable

from generator.parallel import claims, processes
from generator.render import Files, compiled, duplicate_pages, environment, render_batches
from generator.views import SiteView

CHUNK = 200  # paper pages claimed at a time: few claims, and shares that end within a chunk of each other

Sink = Callable[[Files], None]

_view: SiteView | None = None  # set before forking, read by the workers
_sink: Sink | None = None
_next: Any = None  # a counter in shared memory: the index of the next paper page to claim
_env: Any = None  # templates compiled once, before forking, not once per process


def _share(index: int) -> list[str]:
    assert _view is not None and _sink is not None
    written: list[str] = []
    for batch in render_batches(_view, _env, index == 0, claims(_next, len(_view.corpus.papers), CHUNK)):
        _sink(batch)  # written where rendered, batch by batch, so writing is shared out as evenly as rendering
        written += batch
    return written


def _shares(view: SiteView, sink: Sink, workers: int | None, also: Callable[[], None]) -> list[list[str]]:
    """Run every share, one per process; this process also runs also() while the workers render."""
    count = processes(workers)
    global _view, _sink, _next, _env
    context = multiprocessing.get_context("fork" if count > 1 else None)
    _view, _sink, _next, _env = view, sink, context.Value("q", 0), compiled(environment())
    try:
        if count < 2:
            also()
            return [_share(0)]
        with ProcessPoolExecutor(count - 1, mp_context=context) as pool:
            theirs = [pool.submit(_share, i) for i in range(1, count)]
            also()
            return [_share(0)] + [share.result() for share in theirs]
    finally:
        _view = _sink = _next = _env = None


def render_into(view: SiteView, sink: Sink, workers: int | None = None,
                also: Callable[[], Files] = dict) -> list[str]:
    """Render every page into sink, in the process that rendered it, and also()'s files; return all paths."""
    extra: Files = {}

    def more() -> None:
        extra.update(also())
        sink(extra)

    shares = _shares(view, sink, workers, more)
    paths = [*extra, *(path for share in shares for path in share)]
    if len(set(paths)) < len(paths):  # two processes rendered one path: each saw only its own pages
        raise duplicate_pages(view, [path for path, n in Counter(paths).items() if n > 1])
    return sorted(paths)
