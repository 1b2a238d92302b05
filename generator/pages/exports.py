"""Data exports for readers: papers.json, tags.json, papers.csv, and llms.txt that lists them."""

from __future__ import annotations

import csv
import io
import json

from generator.pages.metadata import llms_txt
from generator.models import Paper
from generator.pages.views import SiteView

_ENCODER = json.JSONEncoder(ensure_ascii=False)
CSV_FIELDS = ("id", "title", "url", "tags", "collection", "source", "position", "code", "related", "highlight", "abstract")


def paper_record(p: Paper) -> dict:
    """Describe one paper as a plain record: a line of papers.json, and its own papers/<id>.json."""
    return {
        "id": p.id,
        "title": p.title,
        "url": p.url,
        "tags": list(p.tags),
        "collection": p.abstract.collection,
        "source": p.abstract.source,
        "position": p.abstract.position,
        "highlight": p.highlight,
        "abstract": p.abstract.text,
        "related": list(p.related),
        "code": list(p.code),
    }


def paper_records(view: SiteView) -> list[dict]:
    """Describe every paper as a plain record, in input order."""
    return [paper_record(p) for p in view.corpus.papers]


def tag_records(view: SiteView) -> list[dict]:
    """Describe every tag in use, in vocabulary order."""
    return [
        {"name": t.name, "url": t.url, "count": t.count, "group": t.rule.group, "description": t.rule.description}
        for t in view.tags.values()
    ]


def papers_csv(records: list[dict]) -> str:
    """Flatten paper records to CSV; lists are joined with '; '."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")  # DictWriter checks every row's keys: a third slower
    writer.writerow(CSV_FIELDS)
    writer.writerows([["; ".join(v) if isinstance(v, list) else v for v in map(r.get, CSV_FIELDS)] for r in records])
    return out.getvalue()


def json_lines(records: list[dict], lines: list[bytes] | None = None) -> bytes:
    """Dump a JSON array with one record a line: diffable, and json's C encoder (indent= is pure Python)."""
    # Joined as UTF-8, not as text: one astral character (math symbols) made the 25 MB text four bytes
    # a character, and each copy of it cost more than encoding every line on its own.
    return b"".join([b"[\n", b",\n".join(lines or [_ENCODER.encode(r).encode() for r in records]), b"\n]\n"])


PAPER_FILES = "papers/{}.json"  # each paper's own record, beside its page; the engines skip them (see engines.py)


def export_files(view: SiteView) -> dict[str, str | bytes]:
    """Return the data export files keyed by site path: papers.json and each line of it as its paper's file."""
    papers = paper_records(view)
    lines = [_ENCODER.encode(record).encode() for record in papers]
    return {
        **{PAPER_FILES.format(record["id"]): line + b"\n" for record, line in zip(papers, lines)},
        "papers.json": json_lines(papers, lines),
        "tags.json": json_lines(tag_records(view)),
        "papers.csv": papers_csv(papers),
        "llms.txt": llms_txt(view),
    }
