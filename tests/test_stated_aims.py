"""What a work is for where the abstract states it away from the title's words (generator/derive/stated_aims.py)."""

from __future__ import annotations

import pytest

from generator.derive.stated_aims import (
    closing_purpose,
    later_purpose,
    methods_aim,
    stated_aim,
    problem_purpose,
)
from generator.derive.title_spans import document

NETWORK = "We propose HDN, a hybrid directional network that mixes operations."
TITLE = "HDN: Hybrid Directional Network"
VERBS = frozenset({"use", "mixes", "builds"})


def _shown(i: int, j: int) -> bool:
    return True


@pytest.mark.parametrize("opening, expected", [
    ("Equivariant networks have emerged as the prevailing approach for predicting chemical properties of molecules.",
     f"{TITLE} for Predicting Chemical Properties of Molecules"),
    ("Equivariant networks are a popular approach for predicting properties due to their symmetry.",
     f"{TITLE} for Predicting Properties"),  # a reason ends it
    ("Recent works use a popular framework for molecular property prediction.",
     f"{TITLE} for Molecular Property Prediction"),  # no field opens
    ("Equivariant networks are a popular approach for training classifiers.", TITLE),  # says no aim
    ("Equivariant networks are a popular approach for images, 3D geometry, video and text.", TITLE),  # a list
    ("Equivariant networks are a popular approach for molecular design, which use rates and batches.",
     f"{TITLE} for Molecular Design"),  # a clause after the comma, not a list
    ("Equivariant networks are a popular approach for molecules (QM9).", TITLE),  # cut before a bracket
    ("Equivariant networks are a popular approach for scalable processes use many samples.", TITLE),  # a verb
    ("Equivariant networks are popular.|A common approach for predicting chemical properties is hard.", TITLE),
    ("Molecular property prediction builds on the equivariant message passing neural networks, which are a popular "
     "approach for predicting properties.", TITLE),  # a field opens: purposes.name_for_field has the say
], ids=["approach-for", "reason", "framework-for", "bare-deed", "list", "clause", "bracket", "verb", "second-sentence",
        "field-opens"])
def test_methods_aim_adds_what_the_opening_methods_are_for(opening, expected):
    """A named title that only spells its name goes on with what the first sentence says its methods are for."""
    doc = document([*opening.split("|"), NETWORK], "HDN")
    assert methods_aim(doc, TITLE, "HDN", _shown, VERBS) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We present a universal motion representation that covers many motor skills for physics-based marmot control.",
     "Universal Motion Representation", "Universal Motion Representation for Physics-Based Marmot Control"),
    ("We propose HDN, a hybrid directional network that mixes operations for molecular property prediction.", TITLE,
     f"{TITLE} for Molecular Property Prediction"),
    ("We present a universal motion representation that covers many motor skills for the control.",
     "Universal Motion Representation", "Universal Motion Representation"),  # an article: a thing named before
    ("We present a universal motion representation without the need for auxiliary losses.",
     "Universal Motion Representation", "Universal Motion Representation"),  # a need, not an aim
    ("We present a universal motion representation that covers many motor skills for marmot control in hard and "
     "varied terrain.", "Universal Motion Representation", "Universal Motion Representation"),  # too long
    ("We present a universal motion representation that covers many motor skills for marmot control by robots.",
     "Universal Motion Representation", "Universal Motion Representation"),  # the purpose ends before the close
    ("We present motion representation for robots that covers many motor skills for physics-based marmot control.",
     "Motion Representation for Robots", "Motion Representation for Robots"),  # relates two things already
    ("We present a universal motion representation that covers many motor skills for control.",
     "Universal Motion Representation", "Universal Motion Representation"),  # one word says too little
    ("We present a universal motion representation that covers many motor skills for improved control.",
     "Universal Motion Representation", "Universal Motion Representation"),  # leaves the aim unsaid
    ("We present a universal motion representation that covers many motor skills for making robots.",
     "Universal Motion Representation", "Universal Motion Representation"),  # says no aim
    ("We propose HDN, a hybrid directional network that mixes operations for HDN-based molecule design.", TITLE,
     TITLE),  # names itself
    ("Robots use a universal motion representation that covers many motor skills for physics-based marmot control.",
     "Universal Motion Representation", "Universal Motion Representation"),  # not the paper's own sentence
    ("We present a universal motion representation that covers many motor skills for physics-based marmot control.",
     "Universal Motion Representation for Robots", "Universal Motion Representation for Robots"),  # relates already
], ids=["unnamed", "named", "article", "need", "too-long", "not-the-close", "written-relation", "one-word", "unsaid", "bare-deed", "names-itself",
        "background", "relates-already"])
def test_closing_purpose_adds_what_the_works_sentence_closes_on(sentence, title, expected):
    """A title that relates nothing goes on with the purpose its own sentence closes on."""
    doc = document(["Robots move in many ways.", sentence], "HDN" if title.startswith("HDN") else "")
    assert closing_purpose(doc, title, "HDN" if doc.name else "", _shown, VERBS) == expected


def test_stated_aim_reads_the_opening_methods_before_the_close():
    """Where both state an aim, the name's own sentence wins within a few words of the name, then the opening's methods'
    aim, then the close; where neither does, the title stays."""
    opening = "Equivariant networks are a popular approach for predicting chemical properties."
    doc = document([opening, "We propose HDN, a hybrid directional network that mixes operations for molecular "
                             "design."], "HDN")
    assert stated_aim(doc, TITLE, "HDN", _shown, VERBS) == f"{TITLE} for Molecular Design"
    doc = document([opening, "We propose HDN, a hybrid directional network that mixes many kinds of equivariant "
                    "operations and directions of messages for molecular design."], "HDN")
    assert stated_aim(doc, TITLE, "HDN", _shown, VERBS) == f"{TITLE} for Predicting Chemical Properties"
    doc = document(["Equivariant networks are popular.", NETWORK], "HDN")
    assert stated_aim(doc, TITLE, "HDN", _shown, VERBS) == TITLE


@pytest.mark.parametrize("sentence, expected", [
    ("We propose Path Attention Networks (PAN), a novel framework that pools paths for the task of node "
     "classification.", "PAN: Path Attention Networks for Node Classification"),
    ("We propose Path Attention Networks (PAN), a framework that learns from many paths for better adaptation.",
     "PAN: Path Attention Networks"),  # a purpose that leaves the aim unsaid
    ("We propose Path Attention Networks (PAN), which pools the paths of every graph it reads and weighs each of "
     "them for node classification.", "PAN: Path Attention Networks"),  # too far on: a detail of the method
    ("We propose Path Attention Networks (PAN), which learns a separate weight for each path.",
     "PAN: Path Attention Networks"),  # no purpose, a quantifier
    ("We propose Path Attention Networks (PAN), which learns a separate weight for PAN-based pooling.",
     "PAN: Path Attention Networks"),  # names itself
], ids=["task-of", "unsaid", "too-far", "each", "names-itself"])
def test_later_purpose_reads_the_first_for_further_on_in_the_names_sentence(sentence, expected):
    """A named title that only spells its name goes on with the first purpose its sentence writes within a few words."""
    doc = document(["Graphs are everywhere.", sentence], "PAN")
    assert later_purpose(doc, "PAN: Path Attention Networks", "PAN", lambda i, j: True) == expected


def test_later_purpose_leaves_a_purpose_that_spells_part_of_the_name():
    """`MarmotGAD: Graph Anomaly Detection for GAD in Scenarios` says the name's own initials again."""
    doc = document(["Graphs hold anomalies.", "We propose MarmotGAD, a framework that learns with care for GAD in "
                    "scenarios with few labels."], "MarmotGAD")
    title = "MarmotGAD: Graph Anomaly Detection"
    assert later_purpose(doc, title, "MarmotGAD", lambda i, j: True) == title


@pytest.mark.parametrize("sentence, expected", [
    ("We study the problem of best-marmot identification from quilt-based feedback.",
     "NE: Nested Elimination for Best-Marmot Identification from Quilt-Based Feedback"),
    ("This paper addresses the task of estimating the average dose-response curve.",
     "NE: Nested Elimination for Estimating the Average Dose-Response Curve"),
    ("We study the problem of elimination.", "NE: Nested Elimination"),  # one word, said again
    ("We tackle the problem of parameter order-sensitivity.", "NE: Nested Elimination"),  # a property
    ("Prior work solved the problem of best-marmot identification from quilt-based feedback.",
     "NE: Nested Elimination"),  # no verb of study
], ids=["study", "address-task", "one-word", "property", "not-studied"])
def test_studied_problem_says_what_a_bare_name_is_for(sentence, expected):
    """A bare name goes on with the problem the paper says it studies."""
    doc = document([sentence, "We propose an elimination-based algorithm, namely Nested Elimination (NE)."], "NE")
    assert problem_purpose(doc, "NE: Nested Elimination", "NE", lambda i, j: True) == expected
