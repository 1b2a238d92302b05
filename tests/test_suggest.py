"""Tag suggestions: noun-like phrases, generic academic phrases dropped, phrases a tag covers left out."""

from __future__ import annotations

import pytest

from generator.config import load_config
from generator.derive.suggest import candidates, covered, drop_subsumed, frequent_phrases, known_parts, uncovered
from generator.derive.vocabulary import vocabulary
from tests.conftest import CONFIG

VOCAB = vocabulary(load_config(CONFIG)[0])

# Sentences from real abstracts of the corpora.
NERF = ("To mitigate this ill-posedness, practitioners in the field of neural radiance fields (NeRF) often resort to "
        "the adoption of intricate geometric regularization techniques, including scene flow, depth estimation, or "
        "learned perceptual similarity.")
GENERIC = ("Extensive experimental results demonstrate that our method outperforms existing approaches, and the "
           "proposed method achieves state-of-the-art performance on real-world datasets.")
SOIL = ("We estimate soil moisture from satellite observations. Soil moisture maps at fine resolution support "
        "irrigation planning.")


@pytest.mark.parametrize(
    "text, present, absent",
    [
        (NERF, {"neural radiance fields", "geometric regularization", "scene flow", "depth estimation"},
         {"the field", "field of neural", "often resort"}),
        (GENERIC, set(), {"experimental results", "proposed method", "existing approaches", "real-world datasets",
                          "state-of-the-art performance"}),
        (SOIL, {"soil moisture", "satellite observations"}, {"we estimate", "moisture from"}),
    ],
    ids=["noun-phrases", "generic-phrases", "two-sentences"],
)
def test_candidates_are_noun_like_runs(text, present, absent):
    found = set(candidates(text))
    assert present <= found, found
    assert not absent & found


@pytest.mark.parametrize(
    "phrase, expected",
    [
        ("graph neural networks", True),  # a tag phrase
        ("computational graph", True),  # an exclusion: the maintainer already decided
        ("markov decision", True),  # part of "markov decision process"
        ("pre-trained language", True),  # part of "pretrained language model", spelled differently
        ("LLM agents", True),  # contains an acronym of a tag
        ("soil moisture", False),
        ("experiment tracking", False),  # "experiment" is only a sentence cue, not a tag
    ],
)
def test_covered_phrases(phrase, expected):
    assert covered(phrase, VOCAB, known_parts(VOCAB)) is expected


def test_counts_are_papers_and_plurals_merge():
    texts = [SOIL, "Soil moistures vary by season.", "Maps of soil moisture help farmers.", NERF]
    counts = frequent_phrases(texts, min_papers=2)
    assert counts["soil moisture"] == 3
    assert "neural radiance fields" not in counts


def test_a_pair_inside_one_triple_is_shown_as_the_triple():
    counts = drop_subsumed(frequent_phrases([NERF] * 3, min_papers=1))
    assert "neural radiance fields" in counts and "neural radiance" not in counts


def test_uncovered_lists_frequent_new_phrases_first():
    texts = [SOIL] * 3 + [NERF] * 2 + ["Satellite observations of soil moisture improve crop yield forecasts."]
    rows = uncovered(texts, VOCAB, top=5)
    assert rows[0] == ("soil moisture", 4)
    assert all(not covered(p, VOCAB, known_parts(VOCAB)) for p, _ in rows)
    assert "neural radiance fields" not in dict(rows)


def test_check_suggest_tags_prints_counted_phrases():
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT, SEEDS

    command = [sys.executable, "-m", "generator", "check", "--seeds", str(SEEDS), "--config", str(CONFIG),
               "--suggest-tags"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("tag suggestions:"))
    rows = [line.split(maxsplit=1) for line in lines[start + 1:]]
    assert rows and all(count.isdigit() and int(count) >= 2 for count, _ in rows)
    assert [int(c) for c, _ in rows] == sorted((int(c) for c, _ in rows), reverse=True)
