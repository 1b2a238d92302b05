"""The pipeline's own helpers: the paused garbage collector."""

from __future__ import annotations

import gc

import pytest

from generator.build import collector_paused


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


@pytest.mark.parametrize("resume_early", [False, True])
def test_collector_is_paused_for_the_block_then_back_on(collector_on, resume_early):
    with collector_paused() as resume:
        assert not gc.isenabled()
        if resume_early:
            resume()
            assert gc.isenabled()
    assert gc.isenabled()


def test_collector_comes_back_when_the_block_fails(collector_on):
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("stage failed")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off(collector_on):
    gc.disable()
    with collector_paused() as resume:
        resume()
    assert not gc.isenabled()
