"""How a work works, kept where its own sentence writes it (generator/derive/means.py)."""

from __future__ import annotations

import pytest

from generator.derive.means import means_after, with_means
from generator.derive.title_spans import document

OPENING = "Deep networks leak their training data."
VERBS = frozenset({"is", "are", "incurs", "leak"})


def _doc(sentence: str):
    return document([OPENING, sentence], "")


FORECAST = "Multi-Scale Marmot for Time Series Forecasting"


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose a multi-scale marmot with adaptive tunnels.", FORECAST,
     "Multi-Scale Marmot with Adaptive Tunnels for Time Series Forecasting"),
    ("We propose a multi-scale marmot via adaptive tunnels.", FORECAST,
     "Multi-Scale Marmot via Adaptive Tunnels for Time Series Forecasting"),
    ("We propose Tunnelformer, a multi-scale marmot with adaptive tunnels.", f"Tunnelformer: {FORECAST}",
     "Tunnelformer: Multi-Scale Marmot with Adaptive Tunnels for Time Series Forecasting"),  # after its name
    ("We propose a multi-scale marmot of adaptive tunnels.", FORECAST, FORECAST),  # not a means
    ("A multi-scale marmot with adaptive tunnels is common.", FORECAST, FORECAST),  # not the paper's own
    ("We propose a multi-scale marmot with low memory cost.", FORECAST, FORECAST),  # a property
    ("We propose a multi-scale marmot with the proposed routing.", FORECAST, FORECAST),  # says nothing
    ("We propose a multi-scale marmot with adaptive deep routing tunnels over scales.", FORECAST,
     FORECAST),  # a clause, not a means
    ("We propose a multi-scale marmot using learning rates.", FORECAST, FORECAST),  # a gerund: a clause
    ("We propose a multi-scale marmot with adaptive tunnels.", "Multi-Scale Marmot",
     "Multi-Scale Marmot"),  # says no purpose: the tails before this had the say
    ("We propose a multi-scale marmot with adaptive tunnels and routed experts for long series.",
     "Multi-Scale Marmot for Time Series Forecasting and Imputation of Long Irregular Clinical Records",
     "Multi-Scale Marmot for Time Series Forecasting and Imputation of Long Irregular Clinical Records"),  # long
], ids=["with", "via", "named", "of", "background", "property", "vague", "long-means", "gerund", "no-purpose",
        "long-title"])
def test_with_means_keeps_how_the_work_works_before_its_purpose(sentence, title, expected):
    """A title that says what its work is for keeps the means its own sentence writes right after the work."""
    doc = _doc(sentence)
    shown = "Tunnelformer" if title.startswith("Tunnelformer") else ""
    assert with_means(doc, title, shown, lambda i, j: True, VERBS) == expected



DEFENSE = "Lightweight Defense against Black-Box Attacks"


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose a lightweight defense against black-box attacks by adding random noise.", DEFENSE,
     f"{DEFENSE} by Adding Random Noise"),
    ("We propose a lightweight defense against black-box attacks via random input noise.", DEFENSE,
     f"{DEFENSE} via Random Input Noise"),
    ("We propose a lightweight defense against black-box attacks based on random input noise.", DEFENSE,
     f"{DEFENSE} Based on Random Input Noise"),
    ("We propose a lightweight defense against black-box attacks by means of random input noise.", DEFENSE,
     f"{DEFENSE} by Means of Random Input Noise"),
    ("We propose a lightweight defense against black-box attacks using a random input noise.", DEFENSE,
     f"{DEFENSE} using Random Input Noise"),  # past its article
    ("We propose a lightweight defense against black-box attacks through the lens of input noise.", DEFENSE,
     f"{DEFENSE} through the Lens of Input Noise"),
    ("We propose a lightweight defense against black-box attacks in federated image classifiers.", DEFENSE,
     f"{DEFENSE} in Federated Image Classifiers"),  # where it applies
    ("We propose a lightweight defense against black-box attacks from query access alone.", DEFENSE,
     f"{DEFENSE} from Query Access Alone"),
    ("We propose a lightweight defense against black-box attacks in particular image classifiers.", DEFENSE,
     DEFENSE),  # no setting
    ("We propose a lightweight defense against black-box attacks in the strong contamination model.", DEFENSE,
     f"{DEFENSE} in Strong Contamination Model"),  # past its article
    ("We propose a lightweight defense against black-box attacks in an online federated setting.", DEFENSE,
     f"{DEFENSE} in Online Federated Setting"),  # a setting is no circumstance here
    ("We propose a lightweight defense against black-box attacks in the worst case of noise.", DEFENSE,
     DEFENSE),  # a circumstance
    ("We propose a lightweight defense against black-box attacks as a dynamic knapsack problem.", DEFENSE,
     f"{DEFENSE} as Dynamic Knapsack Problem"),  # what it is cast as
    ("We propose a lightweight defense against black-box attacks as basic building blocks.", DEFENSE,
     DEFENSE),  # a role, not what it is cast as
    ("We propose a lightweight defense against black-box attacks on the GLUE benchmark.", DEFENSE,
     DEFENSE),  # an experiment's setting
    ("We propose a lightweight defense against black-box attacks in the fixed confidence and fixed budget settings.",
     DEFENSE,
     DEFENSE),  # cut inside a list
    ("We propose a lightweight defense against black-box attacks as random variables taking values.", DEFENSE,
     DEFENSE),  # a verb that says nothing
    ("We propose a lightweight defense against black-box attacks in federated learning.",
     "Lightweight Defense in Practice", "Lightweight Defense in Practice"),  # not written whole
    ("We propose a lightweight defense in practice against black-box attacks on federated image classifiers.",
     "Lightweight Defense in Practice against Black-Box Attacks",
     "Lightweight Defense in Practice against Black-Box Attacks"),  # says where already
    ("We propose a lightweight defense against black-box attacks from which the noise below follows.", DEFENSE,
     DEFENSE),  # a clause, not a setting
    ("We propose a lightweight defense against black-box attacks from this optimized query distribution over all "
     "features.", DEFENSE, DEFENSE),  # points back
    ("We propose a lightweight defense against black-box attacks via noise injected between the hidden layers of the "
     "model.", DEFENSE, DEFENSE),  # no place to cut it
    ("We propose a lightweight defense against black-box attacks by using random input noise.", DEFENSE,
     f"{DEFENSE} using Random Input Noise"),  # `by using X` says `using X`
    ("We propose Nimbus, a lightweight defense against black-box attacks through random input noise.",
     f"Nimbus: {DEFENSE}", f"Nimbus: {DEFENSE} through Random Input Noise"),  # after its name
    ("We propose a lightweight defense against black-box attacks via random input noise between the hidden layers of "
     "the model.", DEFENSE, f"{DEFENSE} via Random Input Noise"),  # cut before where it goes
    ("A lightweight defense against black-box attacks by adding random noise is common.", DEFENSE,
     DEFENSE),  # not the paper's own
    ("We propose a lightweight defense against black-box attacks by proposing random noise.", DEFENSE,
     DEFENSE),  # a verb that names no means
    ("We propose a lightweight defense against black-box attacks based on the idea of noise.", DEFENSE,
     DEFENSE),  # a means no particular one
    ("We propose a lightweight defense against black-box attacks using this random noise.", DEFENSE,
     DEFENSE),  # points back
    ("We propose a lightweight defense against black-box attacks. Using random noise helps.", DEFENSE,
     DEFENSE),  # the sentence ends
    ("We propose a lightweight defense against black-box attacks using noise.", DEFENSE, DEFENSE),  # one word
    ("We propose a lightweight defense against black-box attacks through a statistical perspective.", DEFENSE,
     DEFENSE),  # where it is seen from, not how it works
    ("We propose a lightweight defense against black-box attacks using 12 noise layers.", DEFENSE,
     DEFENSE),  # a count
    ("We propose a lightweight defense with randomized smoothing by adding random noise.",
     "Lightweight Defense with Randomized Smoothing", "Lightweight Defense with Randomized Smoothing"),  # says how
    ("We propose a lightweight defense against black-box attacks by adding random noise.",
     "Lightweight Certified Defense against Adaptive Black-Box Query Attacks",
     "Lightweight Certified Defense against Adaptive Black-Box Query Attacks"),  # not written whole
    ("We propose a lightweight defense against black-box attacks by adding random defense noise.", DEFENSE,
     DEFENSE),  # says `defense` twice
], ids=["by-gerund", "via", "based-on", "by-means-of", "article", "lens", "setting", "setting-from", "no-setting",
        "setting-article", "setting-noun", "circumstance-setting", "cast-as", "role", "experiment", "setting-list",
        "taking", "setting-unwritten", "says-where", "clause", "points-back", "no-cut", "by-using", "named", "cut",
        "background", "naming-verb", "vague", "pointing", "sentence-ends", "one-word", "circumstance", "count",
        "says-how", "unwritten", "twice"])
def test_means_after_adds_how_the_work_is_done(sentence, title, expected):
    """A title its own sentence writes right before a means link and a short phrase goes on with them."""
    doc = _doc(sentence)
    shown = "Nimbus" if title.startswith("Nimbus") else ""
    assert means_after(doc, title, shown, lambda i, j: True) == expected


def test_means_after_asks_whether_a_title_can_show_the_means():
    """A means the title cannot show stays out."""
    doc = _doc("We propose a lightweight defense against black-box attacks by adding random noise.")
    assert means_after(doc, DEFENSE, "", lambda i, j: False) == DEFENSE
