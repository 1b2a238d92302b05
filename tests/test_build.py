"""The pipeline's own helpers: the paused garbage collector, the listings rendered before related papers."""

from __future__ import annotations

import gc

import pytest

from generator import parallel
from generator.build import Options, collector_paused, prepared
from generator.progress import Progress
from generator.render import listing_pages
from generator.views import build_view
from tests.conftest import CONFIG, SEEDS


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


@pytest.mark.parametrize("min_items", [1, parallel.MIN_ITEMS])
def test_listings_rendered_before_related_papers_are_the_final_ones(tmp_path, monkeypatch, min_items):
    monkeypatch.setattr(parallel, "MIN_ITEMS", min_items)  # 1: in forked processes, as at scale
    with prepared(Options(SEEDS, CONFIG, tmp_path / "docs", tmp_path / "site"), Progress(live=False), ()) as ready:
        corpus = ready.derived.corpus
        assert any(p.related for p in corpus.papers)
        assert ready.listings() == listing_pages(build_view(corpus, ready.derived.config, ready.forms))
