"""Data exports for readers: papers.json, tags.json and papers.csv."""

from __future__ import annotations

import csv
import io
import json

from generator.views import SiteView

CSV_FIELDS = ("id", "title", "url", "tags", "collection", "source", "position", "code", "related", "abstract")


def paper_records(view: SiteView) -> list[dict]:
    """Describe every paper as a plain record, in input order."""
    return [
        {
            "id": p.id,
            "title": p.title,
            "url": p.url,
            "tags": list(p.tags),
            "collection": p.abstract.collection,
            "source": p.abstract.source,
            "position": p.abstract.position,
            "abstract": p.abstract.text,
            "related": list(p.related),
            "code": list(p.code),
        }
        for p in view.corpus.papers
    ]


def tag_records(view: SiteView) -> list[dict]:
    """Describe every tag in use, in vocabulary order."""
    return [
        {"name": t.name, "url": t.url, "count": t.count, "group": t.rule.group, "description": t.rule.description}
        for t in view.tags.values()
    ]


def papers_csv(records: list[dict]) -> str:
    """Flatten paper records to CSV; lists are joined with '; '."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for r in records:
        writer.writerow({k: "; ".join(r[k]) if isinstance(r[k], list) else r[k] for k in CSV_FIELDS})
    return out.getvalue()


def json_lines(records: list[dict]) -> str:
    """Dump a JSON array with one record a line: diffable, and json's C encoder (indent= is pure Python)."""
    return "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n]\n"


def export_files(view: SiteView) -> dict[str, str]:
    """Return the data export files keyed by site path."""
    papers = paper_records(view)
    return {
        "papers.json": json_lines(papers),
        "tags.json": json_lines(tag_records(view)),
        "papers.csv": papers_csv(papers),
    }
