"""Smoke test of the benchmark scripts on the seeds: they run and report every figure (no timing asserts)."""

from __future__ import annotations

import shutil

import pytest

from benchmarks import run, search_probe
from tests.conftest import SEEDS


@pytest.mark.skipif(shutil.which("hugo") is None, reason="hugo is not installed (apt-get install hugo)")
def test_run_reports_stages_memory_size_index_and_anchor(tmp_path, capsys):
    assert run.main(["--seeds", str(SEEDS), "--runs", "1", "--workdir", str(tmp_path)]) == 0
    report = capsys.readouterr().out
    for figure in ("papers: 57", "mkdocs", "search", "generation", "peak memory:", "site:",
                   "search index: fragments", "anchor: hugo", "ratio build / anchor:"):
        assert figure in report


@pytest.mark.browser
def test_search_probe_measures_a_query(seeds_site, browser):
    runs = search_probe.measure(browser, seeds_site, "reinforcement learning", runs=1)
    report = search_probe.summary("reinforcement learning", runs)
    assert runs[0]["shown"] > 0 and runs[0]["bytes"]["engine"] > 0
    assert "first result after last keystroke" in report and "bytes fetched" in report
