"""The static search index of the seeds site: every paper and tag once, deterministic, TeX searchable."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from generator.engine.search import index_files
from generator.markup import abstract_forms
from generator.engine.search_index import BLOCK, SHARDS, fnv1a
from generator.engine.stemming import stem

pytestmark = pytest.mark.usefixtures("seeds_site")


def unpacked(path: Path) -> bytes:
    return gzip.decompress(path.read_bytes())


@pytest.fixture(scope="module")
def index(seeds_site: Path) -> Path:
    return seeds_site / "search"


@pytest.fixture(scope="module")
def records(index: Path) -> list[list]:
    """Every paper record in index order: [id, title, tag numbers, plain abstract, highlight]."""
    return [row for path in sorted((index / "docs").iterdir()) for row in json.loads(unpacked(path))]


def test_meta_counts_papers_and_lists_tags_in_vocabulary_order(index, papers, seeds_site):
    meta = json.loads(unpacked(index / "meta.json.gz"))
    tags = json.loads((seeds_site / "tags.json").read_text(encoding="utf-8"))
    assert meta["papers"] == len(papers) and meta["shards"] == SHARDS and meta["block"] == BLOCK
    assert [t[:2] for t in meta["tags"]] == [[t["name"], t["url"]] for t in tags]


def test_every_paper_once_with_its_title_and_tags(index, records, papers):
    meta = json.loads(unpacked(index / "meta.json.gz"))
    by_id = {p["id"]: p for p in papers}
    assert sorted(r[0] for r in records) == sorted(by_id)
    for pid, title, numbers, text, highlight in records:
        assert title == by_id[pid]["title"]
        assert sorted(meta["tags"][n][0] for n in numbers) == sorted(by_id[pid]["tags"])
        assert text
        assert highlight == by_id[pid]["highlight"]


def test_cards_and_tag_lists_follow_the_same_numbering(index, records):
    cards = [row for path in sorted((index / "cards").iterdir()) for row in json.loads(unpacked(path))]
    assert [c[:3] for c in cards] == [r[:3] for r in records]
    assert [c[3] for c in cards] == [r[4] for r in records]  # tag lists show the highlight too
    data, at, lists = unpacked(index / "taglists.bin.gz"), 0, []
    while at < len(data):  # per tag: a count, then gaps; every value here is below 128, one byte
        count, numbers, at = data[at], [], at + 1
        for gap in data[at:at + count]:
            numbers.append((numbers[-1] if numbers else -1) + gap + 1)
        lists.append(numbers)
        at += count
    sets = [sorted(t for t, numbers in enumerate(lists) if doc in numbers) for doc in range(len(records))]
    assert sets == [sorted(r[2]) for r in records]
    assert sets == sorted(sets)  # numbered by tag set: a tag's papers share card files


def test_tex_stays_searchable_as_its_source(index, records):
    (text,) = [r[3] for r in records if "mathsf{NP}" in r[3]]
    assert "\u2260" not in text  # no MathML glyphs, the TeX itself
    term = stem("mathsf")
    shard = unpacked(index / "terms" / f"{fnv1a(term) % SHARDS:04d}.bin.gz")
    assert term.encode() in shard


def test_the_index_is_a_pure_function_of_the_exports(seeds_site, index):
    papers = json.loads((seeds_site / "papers.json").read_text(encoding="utf-8"))
    tags = json.loads((seeds_site / "tags.json").read_text(encoding="utf-8"))
    files = index_files(papers, tags)
    assert files == index_files(list(reversed(papers)), tags)
    assert {p.relative_to(index).as_posix(): p.read_bytes() for p in index.rglob("*") if p.is_file()} == files


def test_the_plain_texts_a_build_has_give_the_same_index():
    papers = [{"id": "a1", "title": "Quilts", "tags": [], "abstract": "We fold ''quilts'' and ``zephyrs''."},
              {"id": "b2", "title": "Marmots", "tags": [], "abstract": "We count *marmots* at [this page](https://x.org)."}]
    forms = {p["id"]: abstract_forms(p["abstract"])[1] for p in papers}
    assert index_files(papers, [], forms) == index_files(papers, [])
