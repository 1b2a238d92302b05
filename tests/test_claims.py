"""A finding as the title of a paper that makes nothing (generator/derive/claims.py)."""

from __future__ import annotations

import pytest

from generator.derive.claims import claim_title, plural_verb
from generator.derive.title_spans import document

OPENING = "Networks are trained on noisy labels."
VERBS = frozenset({"learns", "learn", "reduces", "decays", "converges", "recover", "follows"})


@pytest.mark.parametrize("sentence, name, expected", [
    ("We show that label noise is harmful for small networks.", "", "Label Noise Is Harmful for Small Networks"),
    ("We find that wide networks learn slowly from noisy labels, which explains their gap.", "",
     "Wide Networks Learn Slowly from Noisy Labels"),  # a clause the finding does not need ends it
    ("We show that GNNs can recover hidden node features.", "", "GNNs Can Recover Hidden Node Features"),
    # the paper makes something: its work names it
    ("We propose a new loss, and we show that label noise is harmful for small networks.", "", ""),
    ("We show that label noise is harmful for small networks.", "NoisyNet", ""),
    # the finding does not stand alone
    ("We show that the proposed method converges to a stationary point.", "", ""),  # points back
    ("We show that deep networks learn sharp edge detectors, textures and shapes.", "", ""),  # a list it would cut
    ("We show that the loss decays as $O(1/t)$ under mild conditions.", "", ""),  # a formula
    ("We show that the agent learns to hide errors from supervisors.", "", ""),  # one the abstract introduced
    ("We show that BQ reduces the number of evaluations.", "", ""),  # the abstract's own shorthand
    ("We show that GD converges to flat minima quickly.", "", ""),  # an acronym alone, not a field's plural
    ("We show that noise is bad.", "", ""),  # too little said of it
    ("We show that the spread of label noise follows the spread of label errors.", "", ""),  # a phrase said twice
    ("We show that five large assistants learn sycophancy across varied tasks.", "", ""),  # a count of its own
    ("We show that ourapproach reduces errors on time series.", "", ""),  # two words a PDF ran together
    ("We show that wide networks learn from noisy labels in the regime of small learning rates and large batches.", "",
     "Wide Networks Learn from Noisy Labels in the Regime of Small Learning Rates and Large Batches"),  # sixteen words
    ("We show that label noise is indeed harmful for small networks.", "", "Label Noise Is Harmful for Small Networks"),
], ids=["finding", "clause-after", "field-acronym", "makes", "named", "points-back", "list", "formula", "introduced",
        "own-acronym", "lone-acronym", "too-short", "said-twice", "count", "run-together", "sixteen-words", "aside"])
def test_claim_title(sentence, name, expected):
    """A paper that makes nothing and says `we show that X ...` is titled with X ..., where that stands alone."""
    doc = document([OPENING, sentence], name)
    assert claim_title(doc, VERBS, frozenset({"GNN", "GD"}), frozenset({"approach", "errors"})) == expected


@pytest.mark.parametrize("words, at, verb", [
    ("winning ticket initializations generally outperform random ones", 4, True),  # past the adverb
    ("moe models benefit more from tuning", 2, True),
    ("the model outperform baselines", 2, False),  # no plural before it
    ("winning ticket initializations generally outperforms random ones", 4, False),  # the lexicon holds the -s form
], ids=["past-adverb", "plural-subject", "singular", "s-form"])
def test_plural_verb(words, at, verb):
    """A verb's base form right after a plural subject, past its adverbs, is the finding's verb."""
    verbs = frozenset({"outperforms", "benefits"})
    assert plural_verb(words.split(), at, verbs) is verb
