"""Data exports: papers.json, tags.json and papers.csv carry the contract's fields."""

from __future__ import annotations

import csv
import io
import json

from generator.config import load_config
from generator.derive.corpus import derive
from generator.pages.exports import export_files
from generator.parse import parse
from generator.sources import read_sources
from generator.pages.views import build_view
from tests.conftest import CONFIG, ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "golden_seeds"


def exports() -> dict[str, str | bytes]:
    config, _ = load_config(CONFIG)
    corpus, _ = derive(parse(read_sources(FIXTURES)).abstracts, config)
    return export_files(build_view(corpus, config))


def test_papers_json_fields_and_order():
    papers = json.loads(exports()["papers.json"])
    assert len(papers) == 8
    for p in papers:
        assert set(p) == {"id", "title", "url", "tags", "collection", "source", "position", "abstract", "related", "code",
                          "highlight"}
        assert p["url"] == f"papers/{p['id']}/"
        assert p["highlight"] and p["highlight"].split()[1] in p["abstract"]
    assert [p["position"] for p in papers if p["source"] == "a_icml.txt"] == list(range(6))
    assert {p["collection"] for p in papers} == {"ICML 2025 Papers", "Golden Workshop 2025"}


def test_tags_json_counts_match_papers():
    files = exports()
    papers, tags = json.loads(files["papers.json"]), json.loads(files["tags.json"])
    for tag in tags:
        assert tag["count"] == sum(tag["name"] in p["tags"] for p in papers)
        assert tag["url"].startswith("tags/") and tag["group"]


def test_csv_has_one_row_per_paper():
    files = exports()
    rows = list(csv.DictReader(io.StringIO(files["papers.csv"])))
    papers = json.loads(files["papers.json"])
    assert [r["id"] for r in rows] == [p["id"] for p in papers]
    assert rows[0]["abstract"] == papers[0]["abstract"]
    assert rows[0]["highlight"] == papers[0]["highlight"]


def test_json_exports_hold_one_record_a_line():
    """A rebuild that changes one paper changes one line of papers.json: diffs stay readable."""
    for name in ("papers.json", "tags.json"):
        lines = exports()[name].decode().splitlines()
        assert lines[0] == "[" and lines[-1] == "]"
        assert [json.loads(line.rstrip(",")) for line in lines[1:-1]] == json.loads(exports()[name])
