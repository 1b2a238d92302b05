"""Words a PDF ran together or cut at a line break, mended in a finished title (generator/derive/glued_words.py)."""

from __future__ import annotations

import pytest

from generator.derive.glued_words import mended

KNOWN = frozenset({"transformer", "model", "methods", "framework", "modeling", "graph", "hypergraph", "adaptability",
                   "adapt", "ability", "using", "randomized", "algorithm", "pretraining", "pre", "training"})
USES = {"transformer": 400, "model": 3000, "framework": 900, "modeling": 300, "using": 2000, "randomized": 120,
        "hyper": 0, "graph": 900, "adapt": 90, "ability": 300, "transformed": 12, "kernel": 131, "branch": 15,
        "former": 20}


def uses(word: str) -> int:
    return USES.get(word, 0)


@pytest.mark.parametrize("title, abstract, expected", [
    ("Zephyr: Text-to-Quilt Transformermodel", "a transformermodel for quilts",
     "Zephyr: Text-to-Quilt Transformer Model"),
    ("Reward Modelingframework for Users", "a reward modelingframework", "Reward Modeling Framework for Users"),
    ("Mapping Vectors Usingrandomized Measurements", "usingrandomized measurements",
     "Mapping Vectors Using Randomized Measurements"),
    ("Kernel-Based Meth-Ods for Causal Effects", "kernel-based meth-ods", "Kernel-Based Methods for Causal Effects"),
    ("Algo-Rithm for Releasing Quilts", "an algo-rithm", "Algorithm for Releasing Quilts"),
    ("Models over Complex Vectordrawings", "complex vectordrawings ... modeling vector drawings",
     "Models over Complex Vector Drawings"),  # rare parts, but the abstract writes them apart
    ("Spectrally Transformedkernel Regression", "spectrally transformedkernel regression (STKR)",
     "Spectrally Transformed Kernel Regression"),  # fairly common parts, written in lower case
    ("Sparse Two-Transformermodel", "two-transformermodel", "Sparse Two-Transformer Model"),  # after a hyphen
    # not mended
    ("Transformermodel: Text-to-Image", "Transformermodel is ... Transformermodel is",
     "Transformermodel: Text-to-Image"),
    ("Adaptability of Hypergraph Networks", "adaptability of hypergraph networks",
     "Adaptability of Hypergraph Networks"),
    ("Pre-Training for Graphs", "pre-training for graphs", "Pre-Training for Graphs"),  # parts are words
    ("Unknownglue Suffix", "unknownglue", "Unknownglue Suffix"),  # parts the model has not seen
    ("Branchformer: Ranged Dependencies", "we propose Branchformer, an encoder",
     "Branchformer: Ranged Dependencies"),  # fairly common parts, but only ever written with a capital: a name
], ids=["camel-tail", "after-a-hyphen", "two-nouns", "function-head", "line-break", "line-break-two", "written-apart",
        "fairly-common-lower-case", "coined-name-said-twice", "known-compounds", "real-hyphen", "unknown-parts",
        "fairly-common-capitalised"])
def test_mended(title, abstract, expected):
    """Two common words run together are set apart, a word cut at a line break is whole; names and compounds stay."""
    assert mended(title, KNOWN, uses, abstract) == expected


def test_nothing_is_mended_without_a_model():
    assert mended("Muse: Transformermodel", frozenset(), uses) == "Muse: Transformermodel"


CAMEL_USES = {"control": 159, "reinforcement": 393, "language": 190, "model": 1148, "page": 4, "rank": 73,
              "gradient": 448, "less": 114, "diversity": 120, "text": 300, "world": 90}


@pytest.mark.parametrize("title, abstract, expected", [
    ("ZICRA: Zephyr Impulse ControlReinforcement Algorithm", "we propose ... ControlReinforcement Algorithm",
     "ZICRA: Zephyr Impulse Control Reinforcement Algorithm"),  # only split do the initials spell the name
    ("UZLM: Unified Zephyr LanguageModel for Speech", "a Unified Zephyr LanguageModel (UZLM)",
     "UZLM: Unified Zephyr Language Model for Speech"),  # the purpose after the expansion is left as it is
    ("GPR: Generalized PageRank for Graphs", "Generalized PageRank (GPR)", "GPR: Generalized PageRank for Graphs"),
    ("GLD: GradientLess Descent", "GradientLess Descent (GLD)", "GLD: GradientLess Descent"),  # a suffix, not a word
    ("ULM: Unified LanguageModel", "ULM ... LanguageModel ... LanguageModel", "ULM: Unified LanguageModel"),
    ("Unified Zephyr LanguageModel", "Unified Zephyr LanguageModel", "Unified Zephyr Language Model"),  # no name
    ("Novelty DiversityReinforcement Search", "Novelty DiversityReinforcement Search (ND-RS) blends ...",
     "Novelty Diversity Reinforcement Search"),
    ("Agents for TextWorld Games", "TextWorld ... in TextWorld", "Agents for TextWorld Games"),  # a name comes back
    ("Generalized PageRank for Graphs", "Generalized PageRank", "Generalized PageRank for Graphs"),
    ("UZM: Unified Zephyr LanguageModel", "Unified Zephyr LanguageModel", "UZM: Unified Zephyr LanguageModel"),
], ids=["initials-need-the-split", "with-purpose", "rare-part", "suffix-part", "written-twice", "unnamed",
        "unnamed-pair", "unnamed-written-twice", "unnamed-rare-part", "initials-never-match"])
def test_capitalised_words_run_together_in_a_names_expansion(title, abstract, expected):
    """`ControlReinforcement` in an expansion is two words where the name's initials need both, and in a title with
    no name wherever both are common words the abstract runs together once; names stay."""
    assert mended(title, KNOWN, lambda word: CAMEL_USES.get(word, 0), abstract) == expected
