"""Capitals a writer set to spell a name's acronym are undone; a name's own casing stays."""

import pytest

from generator.derive.marked_capitals import plain_capitals, spelling_run, unmarked, unmarked_title, unspelled_words
from generator.derive.title_model import load_model


@pytest.mark.parametrize("word, shown", [
    ("nEural", "Neural"), ("ApproximAte", "Approximate"), ("SafetY", "Safety"), ("frOm", "From"),
    ("ResNet", "ResNet"), ("GANs", "GANs"), ("ReLU", "ReLU"),  # casings many abstracts share
    ("cosFormer", "cosFormer"),  # not a common word: a coined name's casing
    ("Neural", "Neural"), ("NAS", "NAS"), ("x2Go", "x2Go"),
])
def test_unmarked_undoes_capitals_that_spell_an_acronym(word, shown):
    assert unmarked(word, load_model()) == shown


@pytest.mark.parametrize("words, name, run", [
    ("SParse grAdient RanKing for Bandits", "SPARK", range(0, 3)),
    ("Bandits with SParse grAdient RanKing", "SPARK", range(2, 5)),
    ("heaVY-taIL SAMpler", "VYILSAM", range(0, 2)),
    ("Sparse Gradient Ranking", "SPARK", range(0)),  # the capitals spell SGR
    ("Beyond ImageNet Attack", "BIA", range(0)),  # B, I, N, A: the name's casing is in the way
    ("Deep Ranking", "DR", range(0)),  # two letters match by chance
    ("SParse grAdient RanKing", "", range(0)),
])
def test_spelling_run(words, name, run):
    assert spelling_run(words.split(), name) == run


TEXT = "We propose SParse grAdient RanKing (SPARK) and Hierarchical QuantNoise (HQN), built on QuantNoise."


@pytest.mark.parametrize("words, name, shown", [
    ("SParse grAdient RanKing for Bandits", "SPARK", "Sparse gradient Ranking for Bandits"),
    ("heaVY-taIL SAMpler", "VYILSAM", "heavy-tail Sampler"),
    ("Hierarchical QuantNoise", "HQN", "Hierarchical QuantNoise"),  # the abstract writes it again: a name
    ("PageRank Inference Tool", "PRIT", "PageRank Inference Tool"),  # a casing many abstracts share
    ("Generalized KernelTree", "GKT", "Generalized KernelTree"),  # two words made one (`tree`)
    ("FUzzy SEt Network", "FUSEN", "Fuzzy Set Network"),
    ("PINN Adaptive CoLlocation", "PINNACL", "PINN Adaptive Collocation"),  # an acronym in it stays
    ("SParse grAdient RanKing", "OTHER", "SParse grAdient RanKing"),
])
def test_unspelled_words(words, name, shown):
    assert unspelled_words(words.split(), name, [TEXT], load_model()) == shown.split()


@pytest.mark.parametrize("title, shown", [
    ("Query-Efficient Learning from blAck-Box modeLs", "Query-Efficient Learning from Black-Box Models"),
    ("cosFormer: Learning from blAck-Box modeLs", "cosFormer: Learning from Black-Box Models"),  # the name stays
    ("GANs for Learning from ResNet Features", "GANs for Learning from ResNet Features"),
])
def test_a_finished_title_keeps_no_spelling_capitals(title, shown):
    assert unmarked_title(title, load_model()) == shown


@pytest.mark.parametrize("title, text, shown", [
    ("QZG: GRAph Zephyr Folding", "We propose GRAph Zephyr folding (QZG) for graph data.", "QZG: Graph Zephyr Folding"),
    ("Online subGradient Quilts", "We study online subGradient quilts.", "Online Subgradient Quilts"),
    ("LosslEss Quilt Expansion", "LosslEss quilt expansion (LEQ) is lossless.", "Lossless Quilt Expansion"),
    # written so twice: the writer's own casing of a name
    ("GRAph Quilts", "GRAph quilts beat GRAph baselines on graph data.", "GRAph Quilts"),
    # two words run together, a capital pair, a casing many abstracts share
    ("AutoEncoder Quilts", "An AutoEncoder quilts the data.", "AutoEncoder Quilts"),
    ("LoRA Quilts", "LoRA quilts low-rank updates.", "LoRA Quilts"),
    ("ResNet Quilts", "A ResNet quilts images.", "ResNet Quilts"),
    # the name before the colon stays as written
    ("GRAph: Quilt Folding", "We propose GRAph for graph quilt folding.", "GRAph: Quilt Folding"),
], ids=["shouted-syllable", "lower-first", "inner-capital", "written-twice", "two-words", "capital-pair",
        "shared-casing", "name"])
def test_plain_capitals(title, text, shown):
    assert plain_capitals(title, load_model(), text) == shown

