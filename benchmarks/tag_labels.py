"""Reader labels for tags: export papers with their candidate tags to judge, and score the tagger against them.

Usage:
  python benchmarks/tag_labels.py export [--per 50] [--seed 2027] [--conferences a,b] [--first N]
  python benchmarks/tag_labels.py score [--labels DIR]                # tags correct, papers missing a major topic
  python benchmarks/tag_labels.py unjudged --per 75 [--labels DIR]   # tag_batch_N.jsonl: shown tags not yet judged
  python benchmarks/tag_labels.py auc [--labels DIR]                  # how well the first pass ranks every candidate

Title-evident recall (tags_eval.py) learns from what real titles name, and titles name tools as well as
topics; the issue's floors are a strict reader's: the share of shown tags that are correct and the share
of papers missing a major topic. So a sample of corpus papers (never the development titles' conferences;
batches 1-4 hold none of ICLR 2024, where fresh readings are drawn, batches 5-8 hold 90, batches 9-18 hold 380
more) is judged by readers, candidate by candidate, in
`benchmarks/tag_labels/labels_*.jsonl`: one line a paper, {"id", "tags": {tag: "major"|"minor"|"wrong"},
"missing": [tags of the vocabulary that are a major topic but were not offered]}. Candidates are shown in
name order with no score, so a reader cannot tell which ones the tagger chose. The same readers judge
the derived title of the time ("title_verdict": "faithful", "weak" or "poor").
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.built_tags import built_tags  # noqa: E402
from benchmarks.devset import CORPORA, corpus, site_topics  # noqa: E402
from benchmarks.train_reader import LABELS, papers, read_labels, verdict  # noqa: E402
from benchmarks.train_reader import score as tag_score  # noqa: E402
from generator.config import load_config  # noqa: E402
from generator.derive.tag_model import load_model  # noqa: E402
from generator.derive.tags import choose_tags, rank  # noqa: E402
from generator.derive.titles import derive_title  # noqa: E402
from generator.derive.vocabulary import vocabulary  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CONFERENCES = ("iclr2022", "iclr2023", "icml2023", "neurips2020", "icml2020", "iclr2020")
HELD_OUT = ROOT / "benchmarks" / "reader_heldout"  # never drawn into a batch: nothing may be fitted on it
SHOWN_FLOOR = 0.005  # candidates this unlikely are offered too: the misses a reader names are mostly below 0.08
MAX_SHOWN = 12


def offered(text: str, vocab, model) -> list[str]:
    """Return the tags a reader judges for one abstract: the chosen ones and every likely candidate."""
    ranked = rank(text, vocab, model)
    chosen = [m.tag for m in choose_tags(ranked, vocab, model)]
    extra = [m.tag for m in ranked if m.score >= SHOWN_FLOOR and m.tag not in chosen]
    return sorted(set(chosen + extra[: max(0, MAX_SHOWN - len(chosen))]))


def drawn_before(folders: tuple[Path, ...]) -> set[str]:
    """Return the id of every paper a batch in these folders holds (labelled or held out alike)."""
    return {json.loads(line)["id"] for folder in folders for path in folder.glob("batch_*.jsonl")
            for line in path.read_text(encoding="utf-8").splitlines()}


def export(per: int, seed: int, batches: int, conferences: tuple[str, ...], first: int, folder: Path) -> None:
    """Write `batches` files, numbered from `first`, of papers not yet offered, drawn evenly from the conferences."""
    config, _ = load_config(ROOT / "site_config")
    vocab, model = vocabulary(config), load_model()
    rng = random.Random(seed)
    seen = drawn_before((LABELS, HELD_OUT, folder))
    papers = []
    for item in conferences:  # "iclr2024" draws `per` papers, "iclr2024:90" ninety
        conference, _, count = item.partition(":")
        fresh = [a for a in corpus((conference,)) if a.id not in seen]
        papers += [(conference, a) for a in rng.sample(fresh, int(count or per))]
    rng.shuffle(papers)
    folder.mkdir(exist_ok=True)
    size = -(-len(papers) // batches)
    for b in range(batches):
        rows = [{"id": a.id, "conference": c, "text": a.text, "title": derive_title(a.text, topics=site_topics()),
                 "offered": offered(a.text, vocab, model)}
                for c, a in papers[b * size:(b + 1) * size]]
        path = folder / f"batch_{first + b}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        print(f"{path}: {len(rows)} papers")
    groups = {}
    for rule in config.tags:
        groups.setdefault(rule.group, []).append(f"{rule.name}: {rule.description}")
    text = "".join(f"## {g}\n" + "".join(f"- {t}\n" for t in names) for g, names in groups.items())
    (folder / "vocabulary.md").write_text(text, encoding="utf-8")


def unjudged(folder: Path, size: int) -> None:
    """Write the tags the tagger now shows that no reader has judged, `size` papers to a tag_batch file."""
    labels = read_labels(folder)
    config, _ = load_config(ROOT / "site_config")
    vocab, model = vocabulary(config), load_model()
    todo, built = [], built_tags(corpus(), vocab, model)
    for a in corpus():
        if a.id in labels:
            row = labels[a.id]
            tags = [m.tag for m in built[a.id]]
            new = sorted(t for t in tags if t not in row["tags"] and t not in row.get("missing", ()))
            if new:
                todo.append({"id": a.id, "text": a.text, "judged": sorted(row["tags"]), "offered": new})
    write_batches(folder, "tag_batch", todo, size)
    if not todo:
        print("every tag shown has a verdict")


def write_batches(folder: Path, prefix: str, rows: list[dict], size: int) -> None:
    """Write rows for readers, `size` to a file, numbered on from the folder's files of that prefix."""
    # after the highest number, and the verdicts' (a verdicts file may have lost its batch): never over a file
    patterns = (f"{prefix}_*.jsonl", f"{prefix.replace('batch', 'verdicts')}_*.jsonl")
    numbers = [int(p.stem.rsplit("_", 1)[1]) for pattern in patterns for p in folder.glob(pattern)
               if p.stem.rsplit("_", 1)[1].isdigit()]
    first = 1 + max(numbers, default=0)
    for k in range(0, len(rows), size):
        path = folder / f"{prefix}_{first + k // size}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows[k:k + size]), encoding="utf-8")
        print(f"{path}: {len(rows[k:k + size])} papers to judge")


def score(folder: Path) -> None:
    """Print the share of shown tags readers judged correct and of papers missing a major topic, by conference.

    The shipped reader stage was fitted on benchmarks/tag_labels, so there these figures flatter it: quote
    train_reader.py's cross-validated ones, or these on benchmarks/reader_heldout, which nothing was fitted on.
    An area no reader was offered takes its child's verdict.
    """
    labelled = papers(folder)
    if not labelled:
        sys.exit(f"tag_labels: no labels in {folder}")
    config, _ = load_config(ROOT / "site_config")
    vocab, model = vocabulary(config), load_model()
    built = built_tags(corpus(), vocab, model)  # the labelled papers are corpus papers: tagged as a build tags them
    chosen = {p["id"]: [m.tag for m in built[p["id"]]] for p in labelled}
    for name, group in (("all", labelled), ("iclr2024", [p for p in labelled if p["conference"] == "iclr2024"]),
                        ("six others", [p for p in labelled if p["conference"] != "iclr2024"])):
        if group:
            r = tag_score(chosen, group, vocab)
            print(f"{name}: {r['papers']} papers, {r['tags']:.2f} tags a paper; tags correct {r['correct']:.3f} "
                  f"({r['unjudged']} never judged count as wrong); papers missing a major topic {r['missing']:.3f}, "
                  f"areas covered by a shown child {r['covered']:.3f}, not counting areas {r['missing_topic']:.3f}")


def auc(folder: Path) -> None:
    """Print the area under the ROC curve of the first pass's probability against the readers' verdicts, every
    candidate of every labelled paper, areas and other tags apart.

    No threshold enters it: a change that ranks candidates better shows here even where the chosen tags do not move
    (and, the eighty-fifth session found, a better rank far from the threshold need not change what a reader sees).
    A candidate no reader was offered counts as wrong, as it would if shown.
    """
    from sklearn.metrics import roc_auc_score

    config, _ = load_config(ROOT / "site_config")
    vocab, model = vocabulary(config), load_model()
    found: dict[bool, tuple[list[float], list[int]]] = {True: ([], []), False: ([], [])}
    for p in papers(folder):
        for m in rank(p["text"], vocab, model):
            scores, labels = found[m.tag in vocab.areas]
            scores.append(m.score)
            labels.append(int(verdict(p["labels"], m.tag, vocab) in ("major", "minor")))
    for area, (scores, labels) in sorted(found.items()):
        print(f"{'areas' if area else 'other tags'}: {len(labels)} candidates, {sum(labels)} judged correct, "
              f"AUC {roc_auc_score(labels, scores):.4f}")


def main() -> None:
    """Run the subcommand."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("export", "score", "unjudged", "auc"))
    parser.add_argument("--per", type=int, default=50, help="papers drawn from each conference")
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--batches", type=int, default=4)
    parser.add_argument("--first", type=int, default=1, help="number of the first batch file written")
    parser.add_argument("--conferences", default=",".join(CONFERENCES))
    parser.add_argument("--labels", type=Path, default=LABELS, help="the folder of batches and labels")
    args = parser.parse_args()
    if not CORPORA.is_dir():
        sys.exit("tag_labels: ../shared/corpora is needed")
    if args.command == "export":
        export(args.per, args.seed, args.batches, tuple(args.conferences.split(",")), args.first, args.labels)
    elif args.command == "unjudged":
        unjudged(args.labels, args.per)
    elif args.command == "auc":
        auc(args.labels)
    else:
        score(args.labels)


if __name__ == "__main__":
    main()
