"""An acronym the abstract defines speaks for the phrase it stands for there, and for no other tag."""

from pathlib import Path

import pytest

from generator.config import load_config
from generator.derive.tag_acronyms import initials, other_meaning, spelled
from generator.derive.vocabulary import vocabulary

CFG = load_config(Path(__file__).resolve().parent.parent / "site_config")[0]


@pytest.mark.parametrize("text, acronym, tag, counts", [
    ("Self-supervised learning (SSL) is popular. We propose an SSL risk decomposition.", "SSL",
     "Self-Supervised Learning", True),
    ("We add privacy to Explainable Boosting Machines (EBMs), and EBMs stay accurate.", "EBMs",
     "Energy-Based Models", False),
    ("We train energy-based models (EBMs) with contrastive divergence, and EBMs sample well.", "EBMs",
     "Energy-Based Models", True),
    ("Binary Neural Networks (BNNs) save memory, and BNNs run on phones.", "BNNs", "Bayesian Inference", False),
    ("We study recurrent neural nets (RNNs), and RNNs forget.", "RNNs", "Recurrent and State Space Models", True),
], ids=["defined-after-a-hyphenated-phrase", "spelled-as-something-else", "spelled-as-itself",
        "binary-is-not-bayesian", "a-variant-long-form-stays"])
def test_an_acronym_speaks_for_what_the_abstract_spells_it_as(text, acronym, tag, counts):
    last = text.rindex(acronym)
    found, _ = vocabulary(CFG).scan(text)
    tags = set().union(*(m.tags for m in found if m.start == last))
    assert (tag in tags) is counts, tags


@pytest.mark.parametrize("phrase, spelled_form, capitals", [
    ("Energy-Based Models", "energy based model", "EBM"),
    ("variational  auto-encoder", "variational auto encoder", "VAE"),
])
def test_phrases_fold_and_spell(phrase, spelled_form, capitals):
    assert spelled(phrase) == spelled_form and initials(phrase) == capitals


@pytest.mark.parametrize("long, forms, other", [
    ("binary neural network", {"bayesian neural network"}, True),
    ("recurrent neural net", {"recurrent neural network"}, False),
    ("off policy policy evaluation", {"off policy evaluation"}, False),  # other words, other count: cannot tell
])
def test_other_meaning(long, forms, other):
    assert other_meaning(long, frozenset(forms)) is other
