"""Map a pure function over many items on every core, keeping their order; or run one in the background.

Forked workers see the function and items without pickling them; only results travel back. Small
inputs, one core, or no fork (Windows, macOS by default) run in this process, with the same result.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from multiprocessing.connection import Connection
from itertools import islice
from operator import itemgetter
from typing import Any, Callable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")
MAX_WORKERS = 4
MIN_ITEMS = 2000  # below this, starting workers costs more than it saves

CHUNK = 250  # items a process claims at a time: shares end within a chunk of each other

_job: tuple[Callable, Sequence, Any] | None = None  # set before forking, read by the workers


def claims(counter: Any, total: int, size: int) -> Iterator[range]:
    """Claim ranges of size indices below total from a counter in shared memory until none are left."""
    while True:
        with counter.get_lock():
            start = counter.value
            counter.value = start + size
        if start >= total:
            return
        yield range(start, min(start + size, total))


def _run(most: int | None = None) -> list[tuple[int, list]]:
    """Claim and compute chunks until none are left, or at most so many."""
    assert _job is not None
    func, items, counter = _job
    parts = islice(claims(counter, len(items), CHUNK), most)
    return [(part.start, func(items[part.start : part.stop])) for part in parts]


def processes(workers: int | None = None) -> int:
    """Return how many processes can share work: the cores asked for, capped, and 1 where fork is missing."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(workers or os.cpu_count() or 1, MAX_WORKERS)


def _usable(items: Sequence, workers: int | None) -> int:
    """Return how many processes to use: 1 where workers cost more than they save or cannot fork."""
    return 1 if len(items) < MIN_ITEMS else processes(workers)


def map_in_order(func: Callable[[T], R], items: Sequence[T], workers: int | None = None) -> list[R]:
    """Return [func(x) for x in items], computed a chunk at a time by whichever forked worker is free."""
    return map_chunks(lambda chunk: [func(item) for item in chunk], items, workers)


def map_chunks(func: Callable[[Sequence[T]], list[R]], items: Sequence[T], workers: int | None = None) -> list[R]:
    """Return the concatenated func(chunk) over chunks of CHUNK items, each chunk done by a free forked worker.

    For work that pays off in batches (one numpy pass over a chunk); func returns one result per item.
    """
    # Chunks, not one slice per worker: other processes share the cores unevenly, and a fixed slice
    # left one worker a quarter of a second behind at 14k abstracts.
    count = _usable(items, workers)
    if count < 2:
        return [result for at in range(0, len(items), CHUNK) for result in func(items[at : at + CHUNK])]
    global _job
    context = multiprocessing.get_context("fork")
    _job = (func, items, context.Value("q", 0))
    try:
        with ProcessPoolExecutor(count - 1, mp_context=context) as pool:
            # A task a chunk: each result travels back, and is unpickled here, while the rest are computed.
            theirs = [pool.submit(_run, 1) for _ in range(0, len(items), CHUNK)]
            parts = _run()
            for share in theirs:
                parts += share.result()
    finally:
        _job = None
    parts.sort(key=itemgetter(0))
    return [result for _, done in parts for result in done]


def _receive(conn: Connection, into: list) -> None:
    try:
        into.append(conn.recv())
    except (EOFError, OSError):  # the worker died before it sent anything
        pass


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
    # A thread takes the result as soon as it is sent: the worker can exit, and unpickling (a tenth
    # of a second for 14k rendered abstracts) overlaps this process's own work instead of following it.
    received: list[tuple[bool, object]] = []
    reader = threading.Thread(target=_receive, args=(receive, received), daemon=True)
    reader.start()

    def wait() -> R:
        if not done:
            reader.join()
            if not received:
                worker.join()
                received.append((False, f"worker exited with code {worker.exitcode}"))
            ok, payload = received[0]
            if not ok:
                raise RuntimeError(f"background {getattr(func, '__name__', 'job')} failed: {payload}")
            done.append(payload)  # type: ignore[arg-type]
        return done[0]

    try:
        yield wait
    finally:
        if worker.is_alive() and not done:  # the caller failed before it needed the results
            worker.terminate()
        worker.join()
        reader.join()
        receive.close()
