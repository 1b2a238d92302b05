"""What a named work does, from its appositive (generator/derive/deeds.py)."""

from __future__ import annotations

import pytest

from generator.derive.deeds import named_deed
from generator.derive.title_spans import document

OPENING = "Image-based rendering benefits many graphics pipelines."
FIELD = {"rendering": 500, "image-based": 400, "neural": 900, "networks": 900}


def _uses(word: str) -> int:
    return FIELD.get(word, 3)


def _doc(sentence: str, name: str = "EffectsNet", long: str = ""):
    return document([OPENING, sentence], name, long)


def _deed(sentence: str, name: str = "EffectsNet", long: str = "") -> str | None:
    found = named_deed(_doc(sentence, name, long), lambda i, j: True, _uses)
    return " ".join(found) if found else None


@pytest.mark.parametrize("sentence, deed", [
    ("We present EffectsNet, a deep neural network that predicts view-dependent specular effects.",
     "Predicting view-dependent specular effects"),
    ("We present EffectsNet, a novel method to predict view-dependent specular effects.",
     "Predicting view-dependent specular effects"),  # `to` and the verb
    ("We present EffectsNet, a network that efficiently predicts the view-dependent specular effects of scenes.",
     "Predicting view-dependent specular effects of scenes"),  # an adverb before the verb, `the` dropped
    ("We present EffectsNet, a network that predicts view-dependent specular effects by sampling rays.",
     "Predicting view-dependent specular effects"),  # the means ends it
    ("We present EffectsNet, a network that leverages view-dependent specular effects.", None),  # no verb of aim
    ("We present EffectsNet, a network that incorporates view-dependent specular effects.",
     "Incorporating view-dependent specular effects"),  # how it handles what it acts on
    ("We present EffectsNet, a network that optimizes view-dependent specular effects.",
     "Optimizing view-dependent specular effects"),  # `optimizes`: `optimize`
    ("We present EffectsNet, a network that predicts these view-dependent effects.", None),  # points back
    ("We present EffectsNet, a network that predicts specular effects and diffuse colour maps.", None),  # half a deed
    ("We present EffectsNet, a network that predicts neural networks.", None),  # names only a field
    ("We present EffectsNet, which predicts view-dependent specular effects.", None),  # no kind of thing
    ("We present EffectsNet, a network that predicts view-dependent specular effects from rays in very many "
     "diverse scenes.", None),  # more than eight words: a clause
], ids=["that-verbs", "to-verb", "adverb", "means", "no-aim", "incorporates", "optimizes", "points-back", "and",
        "field", "no-kind", "long"])
def test_named_deed_reads_what_the_appositive_says_the_work_does(sentence, deed):
    """`NAME: Gerund What`, from `NAME, a KIND that VERBs What` or `NAME, a KIND to VERB What`."""
    assert _deed(sentence) == deed


@pytest.mark.parametrize("name, long", [("", ""), ("EffectsNet", "Effects Network")], ids=["unnamed", "spelled"])
def test_named_deed_needs_a_name_the_abstract_does_not_spell_out(name, long):
    """No name, or a name whose long form says what it is: no deed."""
    assert _deed("We present EffectsNet, a network that predicts view-dependent specular effects.", name=name,
                 long=long) is None
