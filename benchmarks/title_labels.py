"""Reader verdicts on derived titles: carry them to unchanged titles, and export changed ones to judge again.

Usage:
  python benchmarks/title_labels.py score             # faithful / weak / poor over the labelled papers
  python benchmarks/title_labels.py export [--size 75] # write title_batch_N.jsonl of changed, unjudged titles

The readers of benchmarks/tag_labels/ judged each paper's derived title of the time (RUBRIC.md). A title
the code still derives keeps its verdict; a new one needs a reader: `export` writes the papers whose new
title no reader has judged (abstract and title only, nothing about the old title) and readers answer in
`title_verdicts_N.jsonl`, one line a paper: {"id", "title", "title_verdict"}. `score` then counts every
labelled paper under its current title, and by form (`NAME:` and `A for B`), since joins are where most
poor titles were. Titles are derived as tag_labels.py exported them: one abstract at a time, no
disambiguation, which a build adds only to titles two papers share.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.devset import site_topics  # noqa: E402
from benchmarks.tag_labels import write_batches  # noqa: E402
from benchmarks.train_reader import LABELS, read_labels  # noqa: E402
from generator.derive.titles import derive_titles  # noqa: E402

VERDICTS = ("faithful", "weak", "poor")


def _rows(folder: Path, pattern: str) -> list[dict]:
    """Read every JSON line of the files matching a pattern in the labels folder."""
    return [json.loads(line) for path in sorted(folder.glob(pattern))
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def judged(folder: Path) -> dict[tuple[str, str], str]:
    """Return every verdict by (paper id, title): the first round's and later rounds'."""
    shown = {r["id"]: r["title"] for r in _rows(folder, "batch_*.jsonl")}
    found = {(pid, shown[pid]): row["title_verdict"] for pid, row in read_labels(folder).items()}
    found.update({(r["id"], r["title"]): r["title_verdict"] for r in _rows(folder, "title_verdicts_*.jsonl")})
    return found


def current(folder: Path) -> dict[str, tuple[str, str]]:
    """Derive today's title of every labelled paper: id -> (abstract, title)."""
    labelled = read_labels(folder)
    papers = [r for r in _rows(folder, "batch_*.jsonl") if r["id"] in labelled]
    titles = derive_titles([r["text"] for r in papers], topics=site_topics())
    return {r["id"]: (r["text"], t) for r, t in zip(papers, titles)}


def form(title: str) -> str:
    """Name a title's shape: position, `NAME: ...`, and `A for B`, `A and B` or a single phrase."""
    if title.startswith("Position:"):
        return "position"
    named = "NAME: " if re.match(r"^[^:]+: ", title) else ""
    joined = "A for B" if " for " in title else "A and B" if " and " in title else "single phrase"
    return named + joined


def score(folder: Path) -> None:
    """Print the verdict shares over all labelled papers under their current titles, and by form."""
    verdicts, now = judged(folder), current(folder)
    counts: dict[str, Counter] = defaultdict(Counter)
    for pid, (_, title) in sorted(now.items()):
        verdict = verdicts.get((pid, title), "unjudged")
        counts["all"][verdict] += 1
        counts[form(title)][verdict] += 1
    for name, c in sorted(counts.items(), key=lambda kv: -sum(kv[1].values())):
        n = sum(c.values())
        shares = " ".join(f"{v} {c[v] / n:.0%}" for v in VERDICTS)
        print(f"{name:22} {n:4}  {shares}" + (f"  unjudged {c['unjudged']}" if c["unjudged"] else ""))


def export(folder: Path, size: int) -> None:
    """Write the papers whose current title no reader has judged, `size` to a file."""
    verdicts, now = judged(folder), current(folder)
    todo = [{"id": pid, "text": text, "title": title} for pid, (text, title) in sorted(now.items())
            if (pid, title) not in verdicts]
    write_batches(folder, "title_batch", todo, size)
    if not todo:
        print("every current title has a verdict")


def main() -> None:
    """Run the subcommand."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("score", "export"))
    parser.add_argument("--size", type=int, default=75)
    parser.add_argument("--labels", type=Path, default=LABELS, help="the folder of batches and labels")
    args = parser.parse_args()
    score(args.labels) if args.command == "score" else export(args.labels, args.size)


if __name__ == "__main__":
    main()
