"""Map a pure function over many items on every core, keeping their order; or run one in the background.

Forked workers see the function and items without pickling them; only results travel back. Small
inputs, one core, or no fork (Windows, macOS by default) run in this process, with the same result.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from multiprocessing.connection import Connection
from typing import Callable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")
MAX_WORKERS = 4
MIN_ITEMS = 2000  # below this, starting workers costs more than it saves

_job: tuple[Callable, Sequence] | None = None  # set before forking, read by the workers


def _run(start: int, stop: int) -> list:
    assert _job is not None
    func, items = _job
    return [func(item) for item in items[start:stop]]


def processes(workers: int | None = None) -> int:
    """Return how many processes can share work: the cores asked for, capped, and 1 where fork is missing."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(workers or os.cpu_count() or 1, MAX_WORKERS)


def _usable(items: Sequence, workers: int | None) -> int:
    """Return how many processes to use: 1 where workers cost more than they save or cannot fork."""
    return 1 if len(items) < MIN_ITEMS else processes(workers)


def map_in_order(func: Callable[[T], R], items: Sequence[T], workers: int | None = None) -> list[R]:
    """Return [func(x) for x in items], computed in contiguous slices on forked workers."""
    count = _usable(items, workers)
    if count < 2:
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


def _send_result(conn: Connection, func: Callable, items: Sequence) -> None:
    try:
        conn.send((True, func(items)))
    except BaseException as exc:  # the parent re-raises it; a worker must not die silently
        conn.send((False, f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


@contextmanager
def background(
    func: Callable[[Sequence[T]], R], items: Sequence[T], workers: int | None = None
) -> Iterator[Callable[[], R]]:
    """Compute func(items) on a forked worker while this process goes on; yield a function that waits for it."""
    done: list[R] = []
    if _usable(items, workers) < 2:  # no second core: compute when asked, in this process
        def here() -> R:
            if not done:
                done.append(func(items))
            return done[0]

        yield here
        return
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    worker = context.Process(target=_send_result, args=(send, func, items), daemon=True)
    worker.start()
    send.close()

    def wait() -> R:
        if not done:
            try:
                ok, payload = receive.recv()
            except EOFError:
                ok, payload = False, f"worker exited with code {worker.exitcode}"
            if not ok:
                raise RuntimeError(f"background {getattr(func, '__name__', 'job')} failed: {payload}")
            done.append(payload)
        return done[0]

    try:
        yield wait
    finally:
        if worker.is_alive() and not done:  # the caller failed before it needed the results
            worker.terminate()
        worker.join()
        receive.close()
