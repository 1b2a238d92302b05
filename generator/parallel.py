"""Start the generator's other processes: a pool of forked workers for a stage, and an engine's command.

This is the one module that starts processes. A stage opens `pool(shared)` once it holds the data its
tasks need, and the workers are forked there and then: each inherits `shared` (and every module's
state, such as compiled vocabularies) from memory, without pickling. A task is a module-level
function called as task(shared, *args) in whichever worker is free; only its small arguments (a range
of indices) and its result travel between processes. The pool is forked before its own manager thread
starts, and never while another thread runs (the work stays in this process then), so no lock is
copied mid-use.

Small inputs, one core, or no fork (Windows, macOS by default) run every task in this process, with
the same result.
"""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Generic, Iterator, Sequence, TypeVar

from threadpoolctl import threadpool_limits

S = TypeVar("S")
R = TypeVar("R")
MAX_WORKERS = 4
MIN_ITEMS = 2000  # below this many items, starting workers costs more than it saves

_shared: Any = None  # in a worker: the pool's shared data, set once as the worker starts


def processes(workers: int | None = None) -> int:
    """Return how many processes can share work: the cores asked for, capped, and 1 where fork is missing."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(workers or os.cpu_count() or 1, MAX_WORKERS)


def _inherit(shared: Any) -> None:
    global _shared
    _shared = shared


def _call(task: Callable[..., R], *args: Any) -> R:
    return task(_shared, *args)


def _finished(task: Callable[..., R], shared: Any, *args: Any) -> Future:
    """Run a task here and now; return its outcome as a finished future."""
    done: Future = Future()
    try:
        done.set_result(task(shared, *args))
    except BaseException as exc:  # kept for result(), as a worker's would be
        done.set_exception(exc)
    return done


class Pool(Generic[S]):
    """Worker processes that hold one stage's shared data, or this process alone where workers don't pay."""

    def __init__(self, shared: S, executor: ProcessPoolExecutor | None) -> None:
        self.shared = shared
        self._executor = executor

    def submit(self, task: Callable[..., R], *args: Any) -> "Future[R]":
        """Run task(shared, *args) in the first free worker; the future's result() re-raises its error."""
        if self._executor is None:
            return _finished(task, self.shared, *args)
        return self._executor.submit(_call, task, *args)

    def map_chunks(self, task: Callable[[S, range], list[R]], count: int, size: int) -> list[R]:
        """Return the concatenated task(shared, part) over ranges of size indices below count, in order.

        A task a chunk, not one share a worker: other jobs share the cores unevenly, and a fixed share
        left one worker a quarter of a second behind at 14k abstracts. task returns a result per index.
        """
        return self.start_chunks(task, count, size)()

    def start_chunks(self, task: Callable[[S, range], list[R]], count: int, size: int) -> Callable[[], list[R]]:
        """Submit what map_chunks would and return at once; calling the result waits for map_chunks' list."""
        parts = [self.submit(task, range(start, min(start + size, count))) for start in range(0, count, size)]
        return lambda: [result for part in parts for result in part.result()]


def other_threads() -> bool:
    """Tell whether a thread besides this one runs."""
    return threading.active_count() > 1


def _forked(shared: Any, count: int) -> ProcessPoolExecutor:
    """Start count workers that inherit shared, now, each with one BLAS thread."""
    executor = ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("fork"),
                                   initializer=_inherit, initargs=(shared,))
    # One BLAS thread each, inherited: the workers already take every core, and BLAS threads that
    # wait for one another on shared cores only spin (a third more CPU for the same titles).
    with threadpool_limits(1):
        executor.submit(int).result()  # fork every worker now, while this block's data is what they see
    return executor


@contextmanager
def pool(shared: S, items: int, workers: int | None = None) -> Iterator[Pool[S]]:
    """Fork workers that inherit shared, for a stage over items things; close them when the block ends."""
    count = 1 if items < MIN_ITEMS else processes(workers)
    # A lock that another thread holds at the fork stays held in the child for good; the build opens
    # its pools between threads, but a caller that runs one (the live preview's server) works here.
    if count < 2 or other_threads():
        yield Pool(shared, None)
        return
    executor = _forked(shared, count)
    try:
        yield Pool(shared, executor)
    except BaseException:
        executor.shutdown(wait=True, cancel_futures=True)  # the running tasks end; the queued never start
        raise
    executor.shutdown(wait=True)


def run_command(command: Sequence[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """Run another program to its end, its output captured as text."""
    return subprocess.run(list(command), capture_output=True, text=True, env=env, cwd=cwd)
