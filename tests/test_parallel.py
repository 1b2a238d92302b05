"""map_in_order gives the same list as a plain map, on workers or not."""

from __future__ import annotations

import multiprocessing
import os
import time

import pytest

from generator import parallel


def square_plus(x: int) -> tuple[int, int]:
    return x, x * x + 1


@pytest.mark.parametrize("count, workers", [(0, 2), (10, 2), (5000, 1), (5000, 2), (5001, 3)])
def test_same_result_and_order_as_map(count, workers):
    items = list(range(count))
    assert parallel.map_in_order(square_plus, items, workers) == [square_plus(x) for x in items]


def test_workers_take_chunks_in_turn_and_the_order_holds():
    def slow_at_start(x: int) -> tuple[int, int]:
        if x < parallel.CHUNK:  # one chunk costs as much as all the others: a fixed half each would idle one
            time.sleep(0.002)
        return x, os.getpid()

    items = list(range(parallel.MIN_ITEMS))
    results = parallel.map_in_order(slow_at_start, items, 2)
    assert [x for x, _ in results] == items
    pids = [pid for _, pid in results]
    assert pids[0] != pids[-1] and pids.count(pids[0]) == parallel.CHUNK  # the slow chunk's worker took no other


def test_closures_work_on_forked_workers():
    """Workers are forked, so a lambda over local state needs no pickling."""
    offset = 7
    items = list(range(parallel.MIN_ITEMS + 1))
    assert parallel.map_in_order(lambda x: x + offset, items, 2) == [x + offset for x in items]


@pytest.mark.parametrize("count, workers", [(0, 2), (10, 2), (5000, 1), (5000, 2)])
def test_background_map_gives_the_same_list(count, workers):
    items = list(range(count))
    with parallel.background(lambda xs: [square_plus(x) for x in xs], items, workers) as wait:
        assert wait() == [square_plus(x) for x in items]
        assert wait() is wait()  # waited for once


def fails_on_odd(xs: list[int]) -> list[int]:
    if odd := [x for x in xs if x % 2]:
        raise ValueError(f"odd {odd[0]}")
    return xs


def test_background_failure_is_raised_in_the_caller():
    with parallel.background(fails_on_odd, list(range(parallel.MIN_ITEMS)), 2) as wait:
        with pytest.raises(RuntimeError, match="fails_on_odd failed: ValueError: odd 1"):
            wait()


def test_background_worker_is_stopped_when_the_caller_fails():
    with pytest.raises(KeyError):
        with parallel.background(lambda xs: [sum(range(10_000)) for x in xs], list(range(parallel.MIN_ITEMS * 10)), 2):
            raise KeyError("caller failed first")
    assert multiprocessing.active_children() == []
