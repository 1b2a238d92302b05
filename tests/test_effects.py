"""A title opening on the effect or relation the abstract writes (generator/derive/effects.py)."""

from __future__ import annotations

import pytest

from generator.derive.effects import effect_led, relation_led
from generator.derive.title_spans import document

TITLE = "Label Smoothing on Model Inversion Attacks"


@pytest.mark.parametrize("sentence, title, shown, expected", [
    ("We study the impact of label smoothing on model inversion attacks.", TITLE, "",
     f"Impact of {TITLE}"),
    ("We study the effects of label smoothing on model inversion attacks.", TITLE, "", f"Effects of {TITLE}"),
    ("We study the impact of label smoothing on model inversion attacks.", f"LS: {TITLE}", "LS",
     f"LS: Impact of {TITLE}"),  # after the name
    ("We study label smoothing on model inversion attacks.", TITLE, "", TITLE),  # nothing before it
    ("We study the impact of label smoothing, on model inversion attacks.", TITLE, "", TITLE),  # a comma: not its `on`
    ("We study the impact of label smoothing in model inversion attacks.", TITLE, "", TITLE),  # no `on` after it
    ("We study the impact of label smoothing on model inversion attacks.", "Label Smoothing for Attacks", "",
     "Label Smoothing for Attacks"),  # no `on` in the title
    ("We study the cost of label smoothing on model inversion attacks.", TITLE, "", TITLE),  # not an effect noun
    ("We study the robustness of graph matching against attacks.", "Graph Matching against Attacks", "",
     "Robustness of Graph Matching against Attacks"),
    ("We study the vulnerability of graph matching to attacks.", "Graph Matching to Attacks", "",
     "Vulnerability of Graph Matching to Attacks"),
    ("We study the effectiveness of gradient clipping in training networks.", "Gradient Clipping in Training Networks",
     "", "Effectiveness of Gradient Clipping in Training Networks"),
    ("We study the impact of gradient clipping in training networks.", "Gradient Clipping in Training Networks", "",
     "Gradient Clipping in Training Networks"),  # an impact goes on with `on`, not `in`
], ids=["impact", "effects", "named", "no-noun", "comma", "other-link", "no-on", "other-noun", "robustness",
        "vulnerability", "effectiveness", "noun-link"])
def test_effect_led_opens_on_the_written_effect(sentence, title, shown, expected):
    """The noun the abstract writes before `of X on` leads a title that is `X on Y`."""
    doc = document(["Models leak data.", sentence], shown)
    assert effect_led(doc, title, shown) == expected


PAIR = "SGD and Adam"


@pytest.mark.parametrize("sentence, title, shown, expected", [
    ("We close the gap between SGD and Adam on transformers.", PAIR, "", f"Gap between {PAIR}"),
    ("We find a connection between fast SGD and Adam.", PAIR, "", PAIR),  # the relation holds more than the title
    ("We find the connection between SGD and Adam.", f"OPT: {PAIR}", "OPT", f"OPT: Connection between {PAIR}"),
    ("We compare SGD and Adam on transformers.", PAIR, "", PAIR),  # nothing before it
    ("We switch between SGD and Adam on transformers.", PAIR, "", PAIR),  # not a relation noun
    ("We measure the gap of SGD and Adam.", PAIR, "", PAIR),  # not `between`
    ("We mind the gap, between SGD and Adam.", PAIR, "", PAIR),  # a comma: not the gap's pair
    ("We close the gap between SGD and Adam and RMSProp.", "SGD and Adam and RMSProp", "",
     "SGD and Adam and RMSProp"),  # not one pair
], ids=["gap", "other-words", "named", "no-noun", "verb", "of", "comma", "three"])
def test_relation_led_opens_on_the_written_relation(sentence, title, shown, expected):
    """The noun the abstract writes before `between A and B` leads a title that is `A and B`."""
    doc = document(["Optimizers differ.", sentence], shown)
    assert relation_led(doc, title, shown) == expected

