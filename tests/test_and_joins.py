import pytest

from generator.derive.and_joins import and_join_written

_LENS = "We view quilt folding through the lens of zephyr models."
_KERNEL = "We study the quilt problem with a marmot kernel."
_NOISE = "We study the stability of quilts under tessel noise."


@pytest.mark.parametrize("title, text, expected", [
    # the written link
    ("Quilt Folding and Zephyr Models", _LENS, "Quilt Folding through the Lens of Zephyr Models"),
    # the study object with its complement, an aspect kept, a frame dropped, the title's own article
    ("Tessel Learning and Quilt Problem", _KERNEL, "Quilt Problem with a Marmot Kernel"),
    ("Quilts and Marmot Data", _NOISE, "Stability of Quilts under Tessel Noise"),
    ("Quilts and Marmot Data", _NOISE.replace("We study", "This paper studies"),
     "Stability of Quilts under Tessel Noise"),
    ("Quilt Folding and Marmot Data", "We study the problem of quilt folding in zephyr graphs.",
     "Quilt Folding in Zephyr Graphs"),
    ("The Quilt Problem and Tessel Learning", _KERNEL, "The Quilt Problem with a Marmot Kernel"),
    # an object without a complement: a gerund's lead, an aspect's whole phrase, the whole object, a coordinated one
    ("Quilts and Marmot Data", "We study detecting the hidden quilts.", "Detecting the Hidden Quilts"),
    ("Quilts in Zephyr Graphs and Marmot Data", "We study the prevalence of quilts in zephyr graphs.",
     "Prevalence of Quilts in Zephyr Graphs"),
    ("Quilt Folding in Zephyr Graphs and Marmot Data", "We study quilt folding in zephyr graphs.",
     "Quilt Folding in Zephyr Graphs"),
    ("Quilt and Tessel Learning", "We study the quilt and marmot-zephyr problems and propose a tessel.",
     "Quilt and Marmot-Zephyr Problems"),
    # a colon's or a purpose's title, the abstract's own `and`, a kind of work, the dropped half a topic
    ("QZ: Quilt Folding and Zephyr Models", _LENS, "QZ: Quilt Folding and Zephyr Models"),
    ("Quilt Folding for Zephyr Models", _LENS, "Quilt Folding for Zephyr Models"),
    ("Quilt Folding and Zephyr Models", "We combine quilt folding and zephyr models through the lens of marmots.",
     "Quilt Folding and Zephyr Models"),
    ("Analysis of Quilts and Marmot Data", "We study analysis of quilts under tessel noise.",
     "Analysis of Quilts and Marmot Data"),
    ("Quilts and Marmot Data", _NOISE + " Marmot data are common. We collect marmot data.", "Quilts and Marmot Data"),
    # a lead after a proposal, earlier work's sentence, an object without a complement, its other half abbreviated
    ("Quilt Model and Marmot Data", "We propose a fast quilt model with zephyrs.", "Quilt Model and Marmot Data"),
    ("Quilts and Marmot Data", _NOISE.replace("We study", "Prior work studies"), "Quilts and Marmot Data"),
    ("Quilts and Marmot Data", "We study the stability of quilts.", "Quilts and Marmot Data"),
    ("Tessels and Zephyr Quilts", "We study the tessels and ZQ models and propose a marmot.",
     "Tessels and Zephyr Quilts"),
], ids=["link", "study-complement", "study-aspect", "paper-studies", "study-frame", "own-article", "gerund-lead",
        "aspect-whole", "whole-object", "coordinated", "colon", "purpose", "written-and", "work-kind", "drops-topic",
        "proposal-lead", "earlier-work", "no-complement", "abbreviated-other"])
def test_and_join_written(title, text, expected):
    assert and_join_written(title, text) == expected


_DRIFT = "We target the tessel problem where each marmot drifts."


@pytest.mark.parametrize("title, text, expected", [
    # the wider study object: a proposal's verb, `we ... and study`, a `where` clause that writes the other half
    ("Tessel Graphs and Marmot Data", "We define tessel graphs for sparse quilt alignment.",
     "Tessel Graphs for Sparse Quilt Alignment"),
    ("Tessel Graphs and Zephyr Data", "We collect zephyrs and study tessel graphs to align marmot quilts.",
     "Tessel Graphs to Align Marmot Quilts"),
    ("Tessel and Marmots", _DRIFT, "Tessel Problem Where Each Marmot Drifts"),
    # a clause without the other half, a reported purpose
    ("Tessel and Zephyrs", _DRIFT, "Tessel and Zephyrs"),
    ("Tessel Graphs and Marmot Data", "We define tessel graphs to show marmot drift.", "Tessel Graphs and Marmot Data"),
    # a written title's tail: a scope, a purpose, a studied problem's clause, an aspect before it
    ("Quilt and Zephyr Folding", "We study quilt and zephyr folding under marmot drift.",
     "Quilt and Zephyr Folding under Marmot Drift"),
    ("Quilt and Zephyr Folding", "We propose quilt and zephyr folding to align sparse tessels.",
     "Quilt and Zephyr Folding to Align Sparse Tessels"),
    ("Quilt and Zephyr Problem", "We study the quilt and zephyr problem where each marmot drifts.",
     "Quilt and Zephyr Problem Where Each Marmot Drifts"),
    ("Quilt and Zephyr Folding", "We examine the structural stability of quilt and zephyr folding.",
     "Structural Stability of Quilt and Zephyr Folding"),
    # a vague tail, a number, one new word only, two words in a row twice
    ("Quilt and Zephyr Folding", "We study quilt and zephyr folding in various settings.", "Quilt and Zephyr Folding"),
    ("Quilt and Zephyr Folding", "We study quilt and zephyr folding under 27 marmot drifts.",
     "Quilt and Zephyr Folding"),
    ("Quilt and Zephyr Folding", "We examine the stability of quilt and zephyr folding.", "Quilt and Zephyr Folding"),
    ("Quilt and Zephyr Folding", "We study quilt and zephyr folding of the marmot of the tessel.",
     "Quilt and Zephyr Folding"),
    # rule 2 leaves a lead after a proposal, which the proposal's own title then takes (and_proposals.py)
    ("Quilt Model and Marmot Data", "We propose a fast quilt model with zephyr kernels.",
     "Fast Quilt Model with Zephyr Kernels"),
], ids=["wide-define-for", "wide-joined-to", "wide-where", "wide-where-no-half", "wide-report", "tail-scope",
        "tail-purpose", "tail-where", "tail-aspect", "tail-vague", "tail-number", "tail-one-new", "tail-pair-twice",
        "proposal-after-lead"])
def test_and_join_written_on(title, text, expected):
    assert and_join_written(title, text) == expected
