"""Fit the tag model on the development set and write generator/tag_weights.json.

Usage: python benchmarks/train_tags.py [--check]   (make tags-model)

Two stages. The title stage:

Every tag with evidence in a development abstract is a candidate; its label says whether the paper's
real title names the tag (benchmarks/tags_eval.title_evident). A scikit-learn logistic regression over
the candidate features (generator/tag_model.FEATURES) gives the weights; each tag's prior is the
smoothed logit of its candidates' title rate. Leave-one-conference-out recall and tags per paper are
printed for a range of thresholds first, so that the chosen THRESHOLD is checked on papers the fit did
not see. Then the reader stage (benchmarks/train_reader.py) is fitted on the reader labels on top of the
title stage, its thresholds chosen by cross-validation on those labels; then a second, voted reader stage,
whose features add the vote of each paper's nearest abstracts tagged by the first (tag_votes.py), likewise.
Title-evident recall is printed again with both, each conference held out (every stage refitted without it). Deterministic: same data, same
file. --check only prints, writing nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sklearn.linear_model import LogisticRegression  # noqa: E402

from benchmarks import train_reader  # noqa: E402
from benchmarks.built_tags import built_tags  # noqa: E402
from benchmarks.devset import available, corpus, pairs  # noqa: E402
from benchmarks.tags_eval import CONFIG, title_evident  # noqa: E402
from generator.config import load_config  # noqa: E402
from generator.derive.tag_model import FEATURES, WEIGHTS, TagModel  # noqa: E402
from generator.derive.tag_reader import READER_FEATURES, VOTED_FEATURES, ReaderStage  # noqa: E402
from generator.derive.tags import candidates, tag_text  # noqa: E402
from generator.derive.vocabulary import vocabulary  # noqa: E402

THRESHOLD = 0.08  # the title stage alone (its sweep below): held-out recall above the rules' with a tag less a paper
FILL = 0.05  # a second tag below the threshold still needs real evidence: one chance in twenty of being named
SMOOTHING = 20.0  # a tag's prior leans on the overall rate until it has seen about this many candidates
C = 1.0  # inverse L2 strength; the leave-one-out recall barely moves between 0.1 and 10
SWEEP = (0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.15, 0.2)


def rows(vocab) -> list[tuple[str, str, list[float], int]]:
    """Return (conference, tag, features without their prior, label) for every development candidate."""
    found = []
    for pair in pairs():
        named = title_evident(pair.title, vocab)
        for tag, features, _ in candidates(pair.abstract.text, vocab, {}, 0.0):
            found.append((pair.conference, tag, features[:-1], int(tag in named)))
    return found


def priors(data: list) -> tuple[dict[str, float], float]:
    """Return each tag's smoothed logit title rate and the overall one."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for _, tag, _, label in data:
        counts[tag][0] += label
        counts[tag][1] += 1
    base = sum(p for p, _ in counts.values()) / max(1, sum(n for _, n in counts.values()))
    logit = lambda p: math.log(p / (1.0 - p))  # noqa: E731
    rates = {t: logit((p + SMOOTHING * base) / (n + SMOOTHING)) for t, (p, n) in sorted(counts.items())}
    return rates, logit(base)


def fit(data: list, threshold: float = THRESHOLD) -> TagModel:
    """Fit the logistic regression on some candidates."""
    rates, default = priors(data)
    x = [[*f, rates[tag]] for _, tag, f, _ in data]
    y = [label for *_, label in data]
    lr = LogisticRegression(C=C, max_iter=5000).fit(x, y)
    return TagModel(tuple(float(w) for w in lr.coef_[0]), float(lr.intercept_[0]), rates, default, threshold, FILL)


def recall(model: TagModel, vocab, conference: str | None) -> tuple[int, int, float]:
    """Return title-evident pairs found, all of them, and tags per paper on one conference's papers (or all)."""
    hits = total = tags = papers = 0
    # With a voted pass the whole corpus is tagged, as a build would; without one each abstract alone.
    built = built_tags(corpus(), vocab, model) if model.voted is not None else {}
    for pair in pairs():
        if conference and pair.conference != conference:
            continue
        found = built[pair.abstract.id] if built else tag_text(pair.abstract.text, vocab, model)
        derived = {m.tag for m in found}
        named = title_evident(pair.title, vocab)
        hits, total = hits + len(named & derived), total + len(named)
        tags, papers = tags + len(derived), papers + 1
    return hits, total, tags / max(1, papers)


def sweep(data: list, vocab) -> None:
    """Print leave-one-conference-out recall and tags per paper for each threshold."""
    conferences = sorted({row[0] for row in data})
    models = {c: fit([r for r in data if r[0] != c]) for c in conferences}
    for threshold in SWEEP:
        cells, found, named = [], 0, 0
        for c in conferences:
            model = models[c]
            held = TagModel(model.weights, model.bias, model.priors, model.default_prior, threshold, FILL)
            hits, total, per = recall(held, vocab, c)
            cells.append(f"{c} {hits / total:.3f} ({per:.2f} tags)")
            found, named = found + hits, named + total
        print(f"threshold {threshold:.2f}: held out {found / named:.3f}: " + ", ".join(cells))


def with_reader(title: TagModel, vocab, setting: tuple, votes: train_reader.Votes | None = None) -> TagModel:
    """Fit the reader stage (voted, given votes) on a title stage and apply the chosen threshold setting."""
    threshold, area_threshold, fill, area_child, child_bar = setting
    stage = rounded_stage(train_reader.fit(vocab, title, votes=votes))
    return replace(title, reader=stage, threshold=threshold, area_threshold=area_threshold,
                   fill=fill, area_child=area_child, child_bar=child_bar)


def with_vote(title: TagModel, vocab, first: tuple, second: tuple) -> TagModel:
    """Fit the first-pass reader stage at setting first, then the voted one on its votes at setting second."""
    model = with_reader(title, vocab, first)
    return replace(model, voted=with_reader(title, vocab, second, train_reader.corpus_votes(vocab, model)))


def held_out(data: list, vocab, first: tuple, second: tuple) -> None:
    """Print title-evident recall with both reader stages, each conference held out from the title stage."""
    cells, found, named = [], 0, 0
    for c in sorted({row[0] for row in data}):
        model = with_vote(rounded(fit([r for r in data if r[0] != c])), vocab, first, second)
        hits, total, per = recall(model, vocab, c)
        cells.append(f"{c} {hits / total:.3f} ({per:.2f} tags)")
        found, named = found + hits, named + total
    print(f"with the reader stages {first}, voted {second}: held out {found / named:.3f}: " + ", ".join(cells))


def rounded(model: TagModel) -> TagModel:
    """The title stage as write() keeps it: the reader stage is fitted on what inference will compute."""
    priors = {t: round(p, 4) for t, p in model.priors.items()}
    return replace(model, weights=tuple(round(w, 6) for w in model.weights), bias=round(model.bias, 6),
                   default_prior=round(model.default_prior, 6), priors=priors)


def rounded_stage(stage: ReaderStage) -> ReaderStage:
    """A reader stage as write() keeps it: the voted stage learns from the first pass inference will compute."""
    return ReaderStage(tuple(round(w, 6) for w in stage.weights), round(stage.bias, 6),
                       {t: round(p, 4) for t, p in stage.priors.items()}, round(stage.default_prior, 6))


def stage_json(stage: ReaderStage, features: tuple[str, ...]) -> dict:
    """Return a reader stage as JSON."""
    return {"features": list(features), "weights": list(stage.weights), "bias": stage.bias,
            "default_prior": stage.default_prior, "priors": stage.priors}


def write(model: TagModel) -> None:
    """Write the model as JSON, rounded so that the file reads and diffs well."""
    data = {
        "features": list(FEATURES),
        "weights": [round(w, 6) for w in model.weights],
        "bias": round(model.bias, 6),
        "threshold": model.threshold,
        "area_threshold": model.area_threshold,
        "fill": model.fill,
        "area_child": model.area_child,
        "child_bar": model.child_bar,
        "default_prior": round(model.default_prior, 6),
        "priors": {t: round(p, 4) for t, p in model.priors.items()},
    }
    if model.reader is not None:
        data["reader"] = stage_json(model.reader, READER_FEATURES)
    if model.voted is not None:
        second = model.voted
        data["voted"] = {"threshold": second.threshold, "area_threshold": second.area_threshold, "fill": second.fill,
                         "area_child": second.area_child, "child_bar": second.child_bar,
                         "reader": stage_json(second.reader, VOTED_FEATURES)}
    WEIGHTS.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    """Sweep thresholds held out, then fit on every development paper and write the weights."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the sweep and the fit, write nothing")
    args = parser.parse_args()
    if not available():
        sys.exit("train_tags: ../shared/corpora and ../shared/titles are needed")
    config, _ = load_config(CONFIG)
    vocab = vocabulary(config)
    data = rows(vocab)
    print(f"{len(data)} candidates, {sum(r[3] for r in data)} named by their title")
    sweep(data, vocab)
    model = fit(data)
    for name, w in zip(FEATURES, model.weights):
        print(f"  {w:+.3f}  {name}")
    print(f"  {model.bias:+.3f}  bias")
    model = rounded(model)
    first = train_reader.choose(vocab, model)
    first_pass = with_reader(model, vocab, first)
    votes = train_reader.corpus_votes(vocab, first_pass)
    second = train_reader.choose(vocab, model, votes=votes)
    held_out(data, vocab, first, second)
    model = replace(first_pass, voted=with_reader(model, vocab, second, votes))
    if not args.check:
        write(model)
        print(f"wrote {WEIGHTS}")


if __name__ == "__main__":
    main()
