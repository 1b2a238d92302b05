"""map_in_order gives the same list as a plain map, on workers or not."""

from __future__ import annotations

import pytest

from generator import parallel


def square_plus(x: int) -> tuple[int, int]:
    return x, x * x + 1


@pytest.mark.parametrize("count, workers", [(0, 2), (10, 2), (5000, 1), (5000, 2), (5001, 3)])
def test_same_result_and_order_as_map(count, workers):
    items = list(range(count))
    assert parallel.map_in_order(square_plus, items, workers) == [square_plus(x) for x in items]


def test_closures_work_on_forked_workers():
    """Workers are forked, so a lambda over local state needs no pickling."""
    offset = 7
    items = list(range(parallel.MIN_ITEMS + 1))
    assert parallel.map_in_order(lambda x: x + offset, items, 2) == [x + offset for x in items]
