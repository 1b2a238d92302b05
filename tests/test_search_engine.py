"""Query parsing and ranking of the site's search engine (assets/search-engine.js), run in Node over an
index built from small fixture papers by generator/engine/search.py."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from generator.derive.vocabulary import british
from generator.engine.search import index_files
from generator.engine.stemming import stem
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (apt-get install nodejs)")

TAGS = [{"name": "Reinforcement Learning", "url": "tags/rl/", "count": 2, "group": "RL", "description": ""},
        {"name": "Graph Neural Networks", "url": "tags/gnn/", "count": 2, "group": "Graphs", "description": ""}]
PAPERS = {
    # The paper a reader has in mind for "contrastive learning inverts generating": it never says "inverts".
    "a1": ("Contrastive Learning Recovers Latents", ["Reinforcement Learning"],
           "Contrastive learning recovers the data generating process of latent variables."),
    "a2": ("Learning to Invert Images", [], "Learning to invert images from data."),
    "a3": ("CoSo: Counterfactual Soft Reinforcement Learning", ["Reinforcement Learning"],
           "We propose Counterfactual Soft Reinforcement Learning (CoSo) for agents."),
    "a4": ("Baselines Compared", [], "We compare with CoSo and other baselines, and CoSo again, and CoSo once more."),
    "g1": ("Graph Neural Networks for Molecules", ["Graph Neural Networks"], "Graph neural networks for molecules."),
    "g2": ("Neural Models of Graph Data", ["Graph Neural Networks"], "Neural models of graph data and a graph."),
    "m1": ("Multiagent Systems", [], "Multiagent systems coordinate their agents."),
    "m2": ("Multi-Agent Games", [], "Multi-agent games with many players."),
    "s1": ("Sampling by Reversal", [], "We sample an image by reversing a noising process."),
    # Two abstracts define RL the same way, so the index reads "RL" and "reinforcement learning" as one.
    "r1": ("Offline Benchmarks", [], "Reinforcement learning (RL) from logged data needs benchmarks."),
    "r2": ("Reward Shaping", [], "We study reinforcement learning (RL) with shaped rewards."),
    "r3": ("Exploration Bonuses", [], "Exploration bonuses help RL agents in sparse tasks."),
    # A hyphenated name: "I-BERT" means this paper, not the one that says BERT four times.
    "b1": ("Integer-Only Inference", [], "We make I-BERT, integer-only inference for transformers."),
    "b2": ("Pretraining Study", [], "BERT pretraining of BERT models, with BERT fine-tuning and BERT probes."),
    # One American and one British abstract: a reader may type either spelling.
    "u1": ("Tight Bounds", [], "We prove tight generalization bounds for deep networks."),
    "u2": ("Priors for Text", [], "We study language modelling with behaviour priors."),
    "u3": ("Kernel Bounds", [], "Bounds for kernels."),  # shorter: it wins on the shared word alone
    "u4": ("Language Games", [], "Language games."),
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    """A folder with the engine's modules (as ES modules) and a search index of the fixture papers."""
    root = tmp_path_factory.mktemp("engine")
    assets = root / "assets"
    shutil.copytree(ROOT / "docs_templates" / "assets", assets)
    (assets / "package.json").write_text('{"type": "module"}\n', encoding="utf-8")  # Node 18 needs it
    papers = [{"id": pid, "title": t, "tags": tags, "abstract": text} for pid, (t, tags, text) in PAPERS.items()]
    for rel, data in index_files(papers, TAGS).items():
        (root / "search" / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / "search" / rel).write_bytes(data)
    return root


def run(engine, *queries: str) -> list[dict]:
    """Search the fixture index for each query in Node; return what the engine found."""
    script = ROOT / "tests" / "js" / "run_search.mjs"
    done = subprocess.run(["node", str(script), str(engine / "assets"), str(engine / "search"), *queries],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def ids(found: dict) -> list[str]:
    return [r["id"] for r in found["results"]]


def test_parse_query_phrases_exclusions_and_compound_variants(engine):
    (found,) = run(engine, '"graph neural" -molecules multi-agent the')
    parsed = found["parsed"]
    assert parsed["phrases"] == [[["graph"], ["neural"]]]
    assert parsed["exclude"] == [[["molecul"]]]
    assert [u["text"] for u in parsed["units"]] == ["graph", "neural", "multi", "agent"]
    assert all("multiag" in u["alts"] for u in parsed["units"][2:])


def test_a_paper_missing_one_query_word_still_comes_first(engine):
    (found,) = run(engine, "contrastive learning inverts generating")
    assert ids(found)[0] == "a1"
    assert found["results"][0]["missing"] == ["inverts"]
    assert "a2" in ids(found)  # matches "learning" and "inverts" (invert): fewer words, lower


def test_a_paper_with_every_word_comes_before_papers_with_most(engine):
    (found,) = run(engine, "learning invert data")
    assert ids(found)[0] == "a2" and found["results"][0]["missing"] == []
    assert ids(found).index("a1") > 0  # learning and data, not invert


@pytest.mark.parametrize("query, first", [
    ("sampling images reversal", "s1"),   # verb and plural forms: sample, image, reversing
    ("multi-agent coordinate", "m1"),     # hyphen: the joined form finds "Multiagent"
    ("multiagent games", "m2"),           # and the other way round
    ("multi agent coordinate", "m1"),     # two words that an abstract writes as one
    ("CoSo", "a3"),                       # the named method beats a paper that mentions it three times
    ("graph neural", "g1"),               # the words side by side beat the same words apart
    ("reinforcement learning exploration", "r3"),  # the long form finds the acronym alone
    ("RL shaped rewards", "r2"),
    ("I-BERT", "b1"),                     # the compound as written beats its part said four times
    ("generalisation bounds", "u1"),      # the British spelling finds the American one
    ("language behavior", "u2"),          # and the other way round
])
def test_variants_boosts_and_adjacency_pick_the_expected_paper(engine, query, first):
    (found,) = run(engine, query)
    assert ids(found)[0] == first


def test_a_word_spelled_the_other_way_is_matched_not_missing(engine):
    (found,) = run(engine, "optimisation generalisation")
    units = {u["text"]: u["alts"] for u in found["parsed"]["units"]}
    assert {"optimis", "optim"} <= set(units["optimisation"])  # stem("optimization") is optim
    first = found["results"][0]
    assert first["id"] == "u1" and first["missing"] == ["optimisation"]


# Words whose two spellings both the tags (vocabulary.british, in Python) and the search box (SPELLINGS, in the
# engine) know: the two lists are written twice, so this table keeps them spelling alike.
SPELLED_BOTH_WAYS = [("optimization", "optimisation"), ("analyzed", "analysed"), ("modeling", "modelling"),
                     ("labeled", "labelled"), ("behavior", "behaviour"), ("neighbors", "neighbours"),
                     ("center", "centre"), ("fibers", "fibres"), ("generalizable", "generalisable"),
                     ("regularizers", "regularisers")]


@pytest.mark.parametrize("american, british_spelling", SPELLED_BOTH_WAYS)
def test_tags_and_search_spell_a_word_alike(engine, american, british_spelling):
    assert british(american) == british_spelling
    there, back = run(engine, american, british_spelling)
    assert stem(british_spelling) in there["parsed"]["units"][0]["alts"]
    assert stem(american) in back["parsed"]["units"][0]["alts"]


def test_exact_phrase_and_exclusion(engine):
    phrase, excluded = run(engine, '"graph neural"', "graph -molecules")
    assert ids(phrase) == ["g1"]
    assert "g1" not in ids(excluded) and "g2" in ids(excluded)


def test_tag_pages_that_hold_every_query_word(engine):
    rl, none = run(engine, "reinforcement", "reinforcement images")
    assert rl["tags"] == ["Reinforcement Learning"] and none["tags"] == []


def test_no_words_no_results(engine):
    empty, stop = run(engine, "", "the of and")
    assert empty["results"] == [] and stop["results"] == []
