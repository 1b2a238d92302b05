"""Map a pure function over many items on every core, keeping their order.

Forked workers see the function and items without pickling them; only results travel back. Small
inputs, one core, or no fork (Windows, macOS by default) run in this process, with the same result.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")
MAX_WORKERS = 4
MIN_ITEMS = 2000  # below this, starting workers costs more than it saves

_job: tuple[Callable, Sequence] | None = None  # set before forking, read by the workers


def _run(start: int, stop: int) -> list:
    assert _job is not None
    func, items = _job
    return [func(item) for item in items[start:stop]]


def map_in_order(func: Callable[[T], R], items: Sequence[T], workers: int | None = None) -> list[R]:
    """Return [func(x) for x in items], computed in contiguous slices on forked workers."""
    count = min(workers or os.cpu_count() or 1, MAX_WORKERS)
    if count < 2 or len(items) < MIN_ITEMS or "fork" not in multiprocessing.get_all_start_methods():
        return [func(item) for item in items]
    global _job
    _job = (func, items)
    bounds = [(len(items) * i // count, len(items) * (i + 1) // count) for i in range(count)]
    try:
        with ProcessPoolExecutor(count - 1, mp_context=multiprocessing.get_context("fork")) as pool:
            theirs = [pool.submit(_run, start, stop) for start, stop in bounds[1:]]
            results = _run(*bounds[0])
            for share in theirs:
                results.extend(share.result())
    finally:
        _job = None
    return results
