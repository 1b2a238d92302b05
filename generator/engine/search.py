"""Build the site's search index (generator/engine/search_index.py) from its own data exports.

The header search and the explore page rank papers in the browser over this static index; there is
no server. It replaced Pagefind: Pagefind finds a page only when it has every query word, and about
one title word in nine never occurs in its abstract (benchmarks/BENCHMARKS.md, "Search relevance").
The index is made from what papers.json and tags.json hold, so `mkdocs build` with the hook gets the
same one; `python -m generator build` makes it from the derived corpus beside rendering and MkDocs.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Mapping

from generator.engine import search_index as si
from generator.config import Config
from generator.markup import plain_text
from generator.models import Corpus
from generator.pages.views import tag_views

FOLDER = "search"


def ordered(papers: list[dict], tag_number: dict[str, int]) -> list[dict]:
    """Number papers by their sorted tag numbers, then id, so that equal tag sets are neighbours."""
    return sorted(papers, key=lambda p: (sorted(tag_number[t] for t in p["tags"]), p["id"]))


def blocks(rows: list[list], size: int, folder: str) -> dict[str, bytes]:
    """Rows in gzipped JSON files of `size` rows each, named by block number."""
    return {f"{folder}/{start // size:04d}.json.gz": si.packed(json.dumps(rows[start:start + size], ensure_ascii=False).encode("utf-8"))
            for start in range(0, len(rows), size)}


def record_files(papers: list[dict], texts: list[str], tag_number: dict[str, int]) -> dict[str, bytes]:
    """Paper records: [id, title, tag numbers, abstract, highlight] for ranked results, for tag lists
    [id, title, tag numbers, highlight] (the opening when a papers.json has no highlight).

    The highlight is a sentence of the abstract beside it, so gzip stores it as a back-reference."""
    rows = [[p["id"], p["title"], [tag_number[t] for t in p["tags"]]] for p in papers]
    lines = [p.get("highlight") or opening(text) for p, text in zip(papers, texts)]
    return {**blocks([r + [text, line] for r, text, line in zip(rows, texts, lines)], si.BLOCK, "docs"),
            **blocks([r + [line] for r, line in zip(rows, lines)], si.CARD_BLOCK, "cards")}


def opening(text: str, limit: int = 160) -> str:
    """The opening of an abstract, cut at a word."""
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " \u2026"


def tag_lists(papers: list[dict], tag_count: int, tag_number: dict[str, int]) -> bytes:
    """Every tag's paper numbers, as a count and gaps (varints): 16 KB gzipped at 14k papers, where
    each paper's tag numbers in a row took 23 KB."""
    lists: list[list[int]] = [[] for _ in range(tag_count)]
    for number, p in enumerate(papers):
        for t in p["tags"]:
            lists[tag_number[t]].append(number)
    out = bytearray()
    for numbers in lists:
        si.varint(len(numbers), out)
        for previous, number in zip([-1, *numbers], numbers):
            si.varint(number - previous - 1, out)
    return bytes(out)


def index_files(papers: list[dict], tags: list[dict], plain: Mapping[str, str] | None = None) -> dict[str, bytes]:
    """Return every file of the search index by its path under search/; plain: each paper's abstract as plain text,
    where the build has it already (else made from the abstract here)."""
    tag_number = {t["name"]: i for i, t in enumerate(tags)}
    papers = ordered(papers, tag_number)
    # As the page shows it: excerpts quote it.
    texts = [plain[p["id"]] if plain else plain_text(p["abstract"]) for p in papers]
    docs = [si.document(p["title"], p["tags"], text) for p, text in zip(papers, texts)]
    acronyms = si.acronym_map(texts)
    by_first: dict[str, list[str]] = {}
    for short, stems in sorted(acronyms.items()):
        by_first.setdefault(stems[0], []).append(short)
    for doc in docs:
        si.with_acronyms(doc, acronyms, by_first)
    encoded, counts = si.postings(docs)
    shards = si.term_shards(encoded, counts)
    files = {f"terms/{n:04d}.bin.gz": si.packed(data) for n, data in shards.items()}
    files.update(record_files(papers, texts, tag_number))
    files["taglists.bin.gz"] = si.packed(tag_lists(papers, len(tags), tag_number))
    # Which shards exist: a small site leaves most empty, and the browser should not ask for those.
    present = bytearray(si.SHARDS // 8)
    for n in shards:
        present[n // 8] |= 1 << (n % 8)
    meta = {"version": 1, "papers": len(papers), "shards": si.SHARDS, "present": base64.b64encode(present).decode(),
            "block": si.BLOCK, "cardBlock": si.CARD_BLOCK,
            "tags": [[t["name"], t["url"], t["group"], t["count"]] for t in tags]}
    files["meta.json.gz"] = si.packed(json.dumps(meta, ensure_ascii=False).encode("utf-8"))
    return files


def corpus_records(corpus: Corpus, config: Config) -> tuple[list[dict], list[dict]]:
    """The fields of papers.json and tags.json the index reads, straight from the derived corpus."""
    papers = [{"id": p.id, "title": p.title, "tags": list(p.tags), "abstract": p.abstract.text, "highlight": p.highlight}
              for p in corpus.papers]
    tags = [{"name": t.name, "url": t.url, "count": t.count, "group": t.rule.group}
            for t in tag_views(corpus, config).values()]
    return papers, tags


def read_exports(folder: Path) -> tuple[list[dict], list[dict]]:
    """The papers.json and tags.json records of a docs or site folder."""
    def read(name: str) -> list[dict]:
        return json.loads((folder / name).read_text(encoding="utf-8"))

    return read("papers.json"), read("tags.json")


def index_site(site: Path) -> dict[str, bytes]:
    """Make the search index of a built site from its own exports (for a plain `mkdocs build`)."""
    return index_files(*read_exports(site))
