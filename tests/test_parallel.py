"""The worker pool gives what this process alone gives, in order, and hands errors back whole."""

from __future__ import annotations

import multiprocessing
import os
import threading
import time

import pytest

from generator import parallel


def squares(shared: int, part: range) -> list[tuple[int, int]]:
    return [(x, x * x + shared) for x in part]


def pid_of(shared: object, part: range) -> list[tuple[int, int]]:
    if part.start == 0:  # the first chunk costs as much as all the others: fixed halves would idle a worker
        time.sleep(0.3)
    return [(x, os.getpid()) for x in part]


def fails_on(shared: int, value: int) -> int:
    if value == shared:
        raise ValueError(f"refused {value}")
    return value


@pytest.fixture
def forked(forking):
    """Fork workers whatever the size of the input (conftest's forking)."""


@pytest.mark.parametrize("count, size, workers", [(0, 10, 2), (10, 3, 2), (5000, 250, 1), (5000, 250, 2), (5001, 7, 3)])
def test_map_chunks_is_a_plain_map_in_order(forked, count, size, workers):
    with parallel.pool(1, count, workers) as pool:
        assert pool.map_chunks(squares, count, size) == [(x, x * x + 1) for x in range(count)]


def test_a_free_worker_takes_the_next_chunk(forked):
    with parallel.pool(None, 400, 2) as pool:
        results = pool.map_chunks(pid_of, 400, 20)
    assert [x for x, _ in results] == list(range(400))
    pids = [pid for _, pid in results]
    assert os.getpid() not in pids and pids.count(pids[0]) == 20  # the slow chunk's worker took no other


def test_workers_inherit_the_shared_data_without_pickling_it(forked):
    """A lambda cannot be pickled: workers see it because they are forked after the pool got it."""
    offset = 7
    with parallel.pool(lambda x: x + offset, 10, 2) as pool:
        assert pool.submit(lambda_caller, 5).result() == 12


def lambda_caller(shared, value: int) -> int:
    return shared(value)


@pytest.mark.parametrize("items", [0, 10_000])  # in this process, and on workers
def test_a_task_error_is_raised_by_result(monkeypatch, items):
    with parallel.pool(3, items, 2) as pool:
        assert pool.submit(fails_on, 2).result() == 2
        with pytest.raises(ValueError, match="refused 3"):
            pool.submit(fails_on, 3).result()


def test_small_inputs_run_in_this_process():
    with parallel.pool(0, parallel.MIN_ITEMS - 1, 2) as pool:
        assert pool.map_chunks(pid_of, 3, 1) == [(x, os.getpid()) for x in range(3)]
    assert multiprocessing.active_children() == []


def test_workers_end_with_the_block_even_when_it_fails(forked):
    with pytest.raises(KeyError):
        with parallel.pool(0, 10, 2) as pool:
            pool.submit(fails_on, 1)
            raise KeyError("the caller failed first")
    assert multiprocessing.active_children() == []


def test_run_command_captures_output(tmp_path):
    done = parallel.run_command(["sh", "-c", "echo out; echo err >&2; exit 3"], tmp_path, {"PATH": os.environ["PATH"]})
    assert (done.returncode, done.stdout, done.stderr) == (3, "out\n", "err\n")


def test_no_pool_is_forked_while_another_thread_runs(forked):
    """A lock another thread holds at the fork would stay held in the worker: the work stays here."""
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        with parallel.pool(None, 10, 2) as pool:
            assert pool.map_chunks(pid_of, 3, 1) == [(x, os.getpid()) for x in range(3)]
    finally:
        stop.set()
        thread.join()


def test_a_build_forks_a_pool_for_deriving_and_one_for_rendering(forked, monkeypatch, tmp_path):
    """Both pools fork: the build opens each while no other thread runs (no progress display, no tile threads)."""
    from generator.build import Options, build
    from generator.progress import Progress
    from tests.conftest import CONFIG, SEEDS

    forks = []
    real = parallel._forked
    monkeypatch.setattr(parallel, "_forked", lambda shared, count: forks.append(type(shared).__name__) or real(shared, count))
    build(Options(SEEDS, CONFIG, tmp_path / "docs", tmp_path / "site"), Progress(live=True))
    assert forks == ["DeriveInput", "PageJob"]
