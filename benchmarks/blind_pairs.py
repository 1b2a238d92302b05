"""Compare two versions of the titles as BENCHMARKS' blind pairs do: dump, draw pairs, score readers' verdicts.

Usage:
  python benchmarks/blind_pairs.py dump OUT.jsonl                # every corpus title, as a build derives them
  python benchmarks/blind_pairs.py compare OLD.jsonl NEW.jsonl   # development F1 of each, and how many changed
  python benchmarks/blind_pairs.py pairs OLD.jsonl NEW.jsonl PREFIX [--size 120] [--seed 13] [--exclude KEYS ...]
  python benchmarks/blind_pairs.py score PREFIX                  # after readers wrote PREFIX_verdicts*.jsonl

`dump` runs the working tree's title stage (check out, or stash, the version to dump). `pairs` draws changed papers
outside every label set, the judges' data (title_verdicts.jsonl, pair_verdicts.jsonl) and earlier sets' keys, writes
PREFIX_pairsN.jsonl (40 a file: id, abstract, title_0, title_1, in a random order) and PREFIX_key.json (which side is
new). A reader judges each pair from the abstract alone, as RUBRIC.md says, and writes one line a pair to
PREFIX_verdictsN.jsonl: {"id", "verdict_0", "verdict_1", "prefer": "0" | "1" | "same"}. No real title is written
anywhere.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.devset import corpus, pairs, site_topics  # noqa: E402
from benchmarks.titles_eval import f1  # noqa: E402

PER_FILE = 40
JUDGED = [*sorted((ROOT / "benchmarks").glob("tag_labels/batch_*.jsonl")),
          *sorted((ROOT / "benchmarks").glob("reader_heldout/batch_*.jsonl")),
          ROOT / "benchmarks" / "title_verdicts.jsonl", ROOT / "benchmarks" / "pair_verdicts.jsonl"]


def read_titles(path: Path) -> dict[str, str]:
    """Map each paper id to its title in a dump."""
    return {r["id"]: r["title"] for r in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if r}


def dump(out: Path) -> None:
    """Write every corpus abstract's title as a build derives it: in chunks, then made unique."""
    from generator.derive.corpus import CHUNK
    from generator.derive.titles import derive_titles
    from generator.derive.unique_titles import disambiguate

    abstracts = corpus()
    texts = [a.text for a in abstracts]
    topics = site_topics()
    derived = [t for s in range(0, len(texts), CHUNK) for t in derive_titles(texts[s : s + CHUNK], topics=topics)]
    titles = disambiguate(derived, texts)
    out.write_text("".join(json.dumps({"id": a.id, "title": t}) + "\n" for a, t in zip(abstracts, titles)),
                   encoding="utf-8")


def compare(old: dict[str, str], new: dict[str, str]) -> str:
    """Say both versions' development F1 and how many titles changed."""
    real = {p.abstract.id: p.title for p in pairs()}
    dev = [i for i in real if i in old and i in new]
    mean = [sum(f1(titles[i], real[i]) for i in dev) / max(1, len(dev)) for titles in (old, new)]
    changed = [i for i in old if old[i] != new.get(i)]
    return (f"development F1 {mean[0]:.4f} -> {mean[1]:.4f} ({len(dev)} papers); "
            f"{len(changed)} titles changed ({sum(i in real for i in changed)} of them development papers)")


def already_judged(exclude: list[Path]) -> set[str]:
    """The ids no blind set may draw: labelled papers, the judges' data and earlier sets' keys."""
    ids: set[str] = set()
    for path in [p for p in JUDGED if p.exists()]:
        ids |= {json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    for path in exclude:
        ids |= set(json.loads(path.read_text(encoding="utf-8")))
    return ids


def draw(old: dict[str, str], new: dict[str, str], texts: dict[str, str], size: int, seed: int,
         judged: set[str]) -> tuple[list[dict], dict[str, int]]:
    """Draw changed papers outside judged; return the pairs, each in a random order, and which side is new."""
    rng = random.Random(seed)
    changed = sorted(i for i in old if old[i] != new.get(i) and i not in judged)
    rows, key = [], {}
    for i in rng.sample(changed, min(size, len(changed))):
        new_first = rng.random() < 0.5
        first, second = (new[i], old[i]) if new_first else (old[i], new[i])
        key[i] = 0 if new_first else 1
        rows.append({"id": i, "abstract": texts[i], "title_0": first, "title_1": second})
    return rows, key


def write_pairs(prefix: str, rows: list[dict], key: dict[str, int]) -> None:
    """Write the pairs PER_FILE a file, and the key beside them."""
    for k in range(0, len(rows), PER_FILE):
        lines = "".join(json.dumps(r) + "\n" for r in rows[k : k + PER_FILE])
        Path(f"{prefix}_pairs{k // PER_FILE + 1}.jsonl").write_text(lines, encoding="utf-8")
    Path(f"{prefix}_key.json").write_text(json.dumps(key), encoding="utf-8")


def score(key: dict[str, int], verdicts: list[dict]) -> str:
    """Count which side readers preferred and their verdicts on the old and the new titles."""
    prefer: Counter = Counter()
    old_verdicts: Counter = Counter()
    new_verdicts: Counter = Counter()
    for v in verdicts:
        side = key[v["id"]]
        new_verdicts[v[f"verdict_{side}"]] += 1
        old_verdicts[v[f"verdict_{1 - side}"]] += 1
        prefer["same" if v["prefer"] == "same" else "new" if int(v["prefer"]) == side else "old"] += 1
    return (f"{len(verdicts)} judged: new preferred {prefer['new']} to {prefer['old']} ({prefer['same']} the same); "
            f"old {_counted(old_verdicts)}; new {_counted(new_verdicts)}")


def _counted(verdicts: Counter) -> str:
    """List the verdict counts, best first."""
    return ", ".join(f"{verdicts[v]} {v}" for v in ("faithful", "weak", "poor"))


def main(argv: list[str] | None = None) -> int:
    """Run one of the subcommands."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("dump").add_argument("out", type=Path)
    both = sub.add_parser("compare")
    both.add_argument("old", type=Path)
    both.add_argument("new", type=Path)
    drawn = sub.add_parser("pairs")
    drawn.add_argument("old", type=Path)
    drawn.add_argument("new", type=Path)
    drawn.add_argument("prefix")
    drawn.add_argument("--size", type=int, default=120)
    drawn.add_argument("--seed", type=int, default=13)
    drawn.add_argument("--exclude", type=Path, nargs="*", default=[])
    sub.add_parser("score").add_argument("prefix")
    args = parser.parse_args(argv)
    if args.command == "dump":
        dump(args.out)
    elif args.command == "compare":
        print(compare(read_titles(args.old), read_titles(args.new)))
    elif args.command == "pairs":
        texts = {a.id: a.text for a in corpus()}
        rows, key = draw(read_titles(args.old), read_titles(args.new), texts, args.size, args.seed,
                         already_judged(args.exclude))
        write_pairs(args.prefix, rows, key)
        print(f"{len(rows)} pairs in {(len(rows) + PER_FILE - 1) // PER_FILE} files")
    else:
        key = json.loads(Path(f"{args.prefix}_key.json").read_text(encoding="utf-8"))
        verdicts = [json.loads(line) for path in sorted(Path(args.prefix).parent.glob(
            f"{Path(args.prefix).name}_verdicts*.jsonl")) for line in path.read_text(encoding="utf-8").splitlines()
                    if line.strip()]
        print(score(key, verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
