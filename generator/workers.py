"""Render the pages on several cores: forked workers each render an interleaved share of them.

Rendering is a pure function of the site view, so a forked worker sees the same view without copying
or pickling it; only its rendered pages travel back. Where fork is missing (Windows, macOS by default)
or there is one core, pages render in this process as before.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

from generator.render import environment, render_pages
from generator.views import SiteView

MAX_WORKERS = 4  # each worker holds its share of the pages until it hands them back

_view: SiteView | None = None  # set before forking, read by the workers


def _render_share(index: int, count: int) -> dict[str, str | bytes]:
    assert _view is not None
    return render_pages(_view, environment(), (index, count))


def render_all(view: SiteView, workers: int | None = None) -> dict[str, str | bytes]:
    """Render every page, sharing the work between this process and forked workers."""
    count = min(workers or os.cpu_count() or 1, MAX_WORKERS)
    if count < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return render_pages(view, environment())
    global _view
    _view = view
    try:
        with ProcessPoolExecutor(count - 1, mp_context=multiprocessing.get_context("fork")) as pool:
            theirs = [pool.submit(_render_share, i, count) for i in range(1, count)]
            files = render_pages(view, environment(), (0, count))
            for share in theirs:
                files.update(share.result())
    finally:
        _view = None
    return files
