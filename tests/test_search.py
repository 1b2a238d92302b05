"""The Pagefind index of the seeds site holds paper and tag pages only, with tags as filters and TeX for math."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from generator.search import EXCLUDE, pagefind_command


@pytest.fixture(scope="module")
def fragments(seeds_site: Path) -> dict[str, dict]:
    """Every indexed page by URL, decoded from Pagefind's gzipped fragment files."""
    records = {}
    for path in (seeds_site / "pagefind" / "fragment").glob("*.pf_fragment"):
        data = gzip.decompress(path.read_bytes())
        record = json.loads(data[data.index(b"{"):])
        records[record["url"]] = record
    return records


def test_only_paper_and_tag_pages_are_indexed(fragments, papers, seeds_site):
    tags = json.loads((seeds_site / "tags.json").read_text(encoding="utf-8"))
    expected = {"/" + p["url"] for p in papers} | {"/" + t["url"] for t in tags}
    assert set(fragments) == expected


def test_papers_carry_title_tags_as_filters_and_words(fragments, papers):
    for paper in papers:
        record = fragments["/" + paper["url"]]
        assert record["meta"]["title"] == paper["title"]
        assert sorted(record["filters"]["tag"]) == sorted(paper["tags"])
        assert record["filters"]["kind"] == ["paper"]
        assert ", ".join(paper["tags"]) in record["content"]


@pytest.mark.parametrize("phrase, indexed, not_indexed", [
    # MathML keeps its TeX annotation only: no glyph runs like "𝖯≠NP" next to the TeX.
    ("mathsf{NP}", r"\mathsf{P} \neq \mathsf{NP}", "\u2260"),
    # Tag chips and code buttons stay out of the words: their text would run together.
    ("Counterfactual Soft Reinforcement Learning (CoSo)", "CoSo", "Fine-TuningFine-Tuning"),
])
def test_content_is_clean_text(fragments, papers, phrase, indexed, not_indexed):
    (paper,) = [p for p in papers if phrase in p["abstract"]]
    content = fragments["/" + paper["url"]]["content"]
    assert indexed in content and not_indexed not in content


def test_command_excludes_mathml_presentation(tmp_path):
    command = pagefind_command(tmp_path)
    assert command[command.index("--exclude-selectors") + 1] == EXCLUDE[0]
    assert command[command.index("--site") + 1] == str(tmp_path)
