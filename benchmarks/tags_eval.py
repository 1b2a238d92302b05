"""Score derived tags on the development set and show how tags spread over the corpora.

Usage: python benchmarks/tags_eval.py [--sample N] [--conference iclr2024] [--seed S] [--time] [--misses N]

Title-evident tag recall: for each development paper (../shared/titles matched to ../shared/corpora),
the tags whose own phrases or acronyms occur in its real title are title-evident; recall is the share of
those (paper, tag) pairs that are among the tags derived from the abstract alone. Also: each tag's share
of all corpus papers and their spread, tags per paper, and with --sample N random papers of one
conference with their tags and the phrases behind them, for a person to read. --time reports the CPU
time of tagging every corpus abstract (median of 3). The real titles are read here and nowhere else.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.devset import available, corpus, pairs  # noqa: E402
from generator.config import load_config  # noqa: E402
from benchmarks.built_tags import built_tags  # noqa: E402
from generator.derive.tag_model import load_model  # noqa: E402
from generator.derive.vocabulary import vocabulary  # noqa: E402

CONFIG = Path(__file__).resolve().parent.parent / "site_config"
LABELS = CONFIG.parent / "benchmarks" / "tag_labels"
BROAD, RARE = 0.10, 0.002  # a tag on more than 10% of papers says little; one on under 0.2% is rarely browsed


def tag_all(abstracts, config) -> dict[str, tuple]:
    """Derive the tags of every abstract as a build of them all does, by id."""
    return built_tags(abstracts, vocabulary(config), load_model())


def title_evident(title: str, vocab) -> set[str]:
    """Return the tags whose own (not weak) phrases or acronyms occur in a title; fallback tags name no topic."""
    return {tag for m in vocab.scan(title)[0] for tag in m.tags} - vocab.fallbacks


def recall(config, tagged: dict[str, tuple]) -> tuple[dict[str, tuple[int, int]], Counter]:
    """Count title-evident pairs and how many of them were derived, per conference; count missed tags."""
    vocab = vocabulary(config)
    hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    missed: Counter = Counter()
    for pair in pairs():
        derived = {m.tag for m in tagged[pair.abstract.id]}
        for tag in title_evident(pair.title, vocab):
            hits[pair.conference][0] += tag in derived
            hits[pair.conference][1] += 1
            if tag not in derived:
                missed[tag] += 1
    return {c: (h, n) for c, (h, n) in sorted(hits.items())}, missed


def print_recall(config, tagged: dict[str, tuple], misses: int) -> None:
    """Print title-evident recall overall and per conference, and the tags most often missed."""
    per, missed = recall(config, tagged)
    found, total = sum(h for h, _ in per.values()), sum(n for _, n in per.values())
    print(f"title-evident tag recall: {found / total:.3f} ({found}/{total} pairs, {len(pairs())} papers)")
    for conference, (h, n) in per.items():
        print(f"  {conference}: {h / n:.3f} ({h}/{n})")
    if misses:
        print("  most missed: " + ", ".join(f"{t} {c}" for t, c in missed.most_common(misses)))


def print_spread(config, tagged: dict[str, tuple]) -> None:
    """Print tags per paper and how the tags' shares of all papers spread."""
    n = len(tagged)
    per_paper = Counter(len(m) for m in tagged.values())
    counts = Counter(m.tag for matches in tagged.values() for m in matches)
    print(f"{n} corpus papers; tags per paper: median {statistics.median(len(m) for m in tagged.values())}, "
          + ", ".join(f"{k}: {per_paper[k]}" for k in sorted(per_paper)))
    shares = {r.name: counts[r.name] / n for r in config.tags}
    broad = sorted((t for t, s in shares.items() if s > BROAD), key=lambda t: -shares[t])
    rare = sorted(t for t, s in shares.items() if s < RARE)
    print(f"tags used: {len(counts)} of {len(config.tags)}; over {BROAD:.0%} of papers: {len(broad)} "
          f"({', '.join(f'{t} {shares[t]:.1%}' for t in broad)}); under {RARE:.1%}: {len(rare)}")
    print(f"  rare: {', '.join(f'{t} {counts[t]}' for t in rare)}")
    by_group: dict[str, list[str]] = defaultdict(list)
    for rule in config.tags:
        by_group[rule.group].append(f"{rule.name} {shares[rule.name]:.1%}")
    for group, items in by_group.items():
        print(f"  [{group}] " + ", ".join(items))


def labelled_ids() -> set[str]:
    """Return the ids of every paper offered to the tag readers (benchmarks/tag_labels/batch_*.jsonl)."""
    return {json.loads(line)["id"] for path in LABELS.glob("batch_*.jsonl")
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}


def print_sample(abstracts, tagged: dict[str, tuple], conference: str, size: int, seed: int) -> None:
    """Print random papers of one conference with their tags, scores and evidence phrases.

    Papers the tag readers judged are left out: a fresh reading must not see what the scorer was fitted on.
    """
    skip = labelled_ids()
    chosen = [a for a in abstracts if a.source.startswith(conference) and a.id not in skip]
    for i, a in enumerate(random.Random(seed).sample(chosen, min(size, len(chosen)))):
        print(f"\n#{i} [{a.id}] {a.text}")
        for m in tagged[a.id]:
            print(f"    {m.tag:34} {m.score:5.2f}  {', '.join(m.phrases)}")


def cpu_time(abstracts, config, runs: int = 3) -> float:
    """Return the median CPU time of tagging every abstract (its nearest abstracts found, as a build's text space does)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        tag_all(abstracts, config)
        times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    """Tag the corpora, then print what was asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=0, help="print N random papers with their tags")
    parser.add_argument("--conference", default="iclr2024", help="where --sample draws from")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--misses", type=int, default=15, help="list the N tags most often missed")
    parser.add_argument("--time", action="store_true", help="report the CPU time of tagging the corpora")
    args = parser.parse_args()
    if not available():
        sys.exit("tags_eval: ../shared/corpora and ../shared/titles are needed")
    config, _ = load_config(CONFIG)
    abstracts = corpus()
    tagged = tag_all(abstracts, config)
    if args.sample:
        print_sample(abstracts, tagged, args.conference, args.sample, args.seed)
        return
    print_recall(config, tagged, args.misses)
    print_spread(config, tagged)
    if args.time:
        print(f"tagging CPU time, {len(abstracts)} abstracts: {cpu_time(abstracts, config):.2f} s (median of 3)")


if __name__ == "__main__":
    main()
