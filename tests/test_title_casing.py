"""Casing a title as ICML and ICLR titles are cased (generator/derive/title_casing.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_casing import case_word, title_case, unshouted


@pytest.mark.parametrize(
    "word, first, cased",
    [
        ("quilt", False, "Quilt"),
        ("under", False, "under"),  # a preposition titles keep lower-case
        ("under", True, "Under"),  # ... unless it opens the title
        ("MArmot", False, "Marmot"),  # capitals that spell a name's initials
        ("QuiltNet", False, "QuiltNet"),  # a name stays as written
        ("tessel2vec", False, "tessel2vec"),  # and so does one with digits
        ("marmot/quilt", True, "Marmot/Quilt"),  # each side of a slash is a word
        ("k-tessel", False, "k-Tessel"),  # a lone lower-case letter keeps its case
        ("zephyr-of-quilts", False, "Zephyr-of-Quilts"),  # the parts of a compound are cased as words
    ],
    ids=["plain", "preposition", "preposition-first", "marked", "name", "digits", "slash", "letter", "compound"],
)
def test_case_word(word, first, cased):
    """One word capitalised like a paper title's."""
    assert case_word(word, first) == cased


@pytest.mark.parametrize(
    "words, lowered",
    [
        ("ZEPHYR MARMOT tiling", "zephyr marmot tiling"),  # a run of two with a long word
        ("ZEPHYR-QUILT NETS", "zephyr-quilt nets"),  # a compound's part is long enough
        ("QZL MNT tiling", "QZL MNT tiling"),  # short words in capitals are acronyms
        ("TESSELATE quilts", "TESSELATE quilts"),  # one word is no run
    ],
    ids=["run", "compound", "acronyms", "one-word"],
)
def test_unshouted(words, lowered):
    """A run the abstract wrote in capitals is lowered, so that it is cased like a title; acronyms stay."""
    assert unshouted(words.split()) == lowered.split()


@pytest.mark.parametrize(
    "words, title",
    [
        (["a", "study", "of", "GPT-4", "for", "fine-tuning"], "A Study of GPT-4 for Fine-Tuning"),
        (["out-of-distribution", "detection", "with", "LLMs"], "Out-of-Distribution Detection with LLMs"),
        (["learning", "3D-aware", "models", "in", "the", "wild"], "Learning 3D-Aware Models in the Wild"),
        (["the", "case", "for", "ReLU"], "The Case for ReLU"),
        # prepositions ICML and ICLR titles keep lower-case, however long
        (["learning", "under", "distribution", "shift"], "Learning under Distribution Shift"),
        (["defenses", "against", "attacks", "between", "agents"], "Defenses against Attacks between Agents"),
        (["under", "the", "hood"], "Under the Hood"),
        (["bounds", "regarding", "kernels", "concerning", "graphs"], "Bounds regarding Kernels concerning Graphs"),
        # a lone lower-case letter keeps its case, as titles write it; the article of `a-priori` does not
        (["k-means", "for", "top-k", "f-divergence", "and", "n-by-n", "images"],
         "k-Means for Top-k f-Divergence and n-by-n Images"),
        (["a-priori", "budgets", "with", "Q-learning"], "A-Priori Budgets with Q-Learning"),
    ],
)
def test_title_case(words, title):
    assert title_case(words) == title


@pytest.mark.parametrize("words, expected", [
    ("LATTICE CONTRASTIVE QUILTING", "Lattice Contrastive Quilting"),
    ("IN-CONTEXT PRETRAINING for Documents", "In-Context Pretraining for Documents"),
    ("FedAvg and SCAFFOLD", "FedAvg and SCAFFOLD"),  # acronyms alone stay
    ("GPT-4 BERT Models", "GPT-4 BERT Models"),
    ("Federated LEARNING", "Federated LEARNING"),  # one word is no run: it may be an acronym
    ("Style/content Images", "Style/Content Images"),  # each side of a slash is a word
    ("Pruning and/or Quantization", "Pruning and/or Quantization"),
    ("Unsupervised/self-supervised Learning", "Unsupervised/Self-Supervised Learning"),
    ("TCP/IP Stacks", "TCP/IP Stacks"),
])
def test_a_run_written_in_capitals_is_cased_like_a_title(words, expected):
    """A phrase the abstract wrote in capitals reads as shouting in a title: it is cased as one."""
    assert title_case(words.split()) == expected
