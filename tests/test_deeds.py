"""What a named work does, from its appositive (generator/derive/deeds.py)."""

from __future__ import annotations

import pytest

from generator.derive.deeds import deed, named_deed, needs_deed
from generator.derive.title_spans import document

OPENING = "Image-based rendering benefits many graphics pipelines."
FIELD = {"rendering": 500, "image-based": 400, "neural": 900, "networks": 900}


def _uses(word: str) -> int:
    return FIELD.get(word, 3)


def _doc(sentence: str, name: str = "EffectsNet", long: str = ""):
    return document([OPENING, sentence], name, long)


def _deed(sentence: str, name: str = "EffectsNet", long: str = "") -> str | None:
    found = deed(_doc(sentence, name, long), "Image-based rendering".split(), lambda i, j: True, _uses)
    return " ".join(found) if found else None


@pytest.mark.parametrize("sentence, found", [
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
    ("We present EffectsNet, a network that predicts more than half of specular effects.", None),  # a result
    ("We present EffectsNet, a network that predicts specular effects from specular maps.", None),  # says a word twice
    ("We present EffectsNet, a network that predicts specular effects and diffuse colour maps.", None),  # half a deed
    ("We present EffectsNet, a network that predicts neural networks.", None),  # names only a field
    ("We present EffectsNet, which predicts view-dependent specular effects.", None),  # no kind of thing
    ("We present a novel network, EffectsNet, that predicts view-dependent specular effects.",
     "Predicting view-dependent specular effects"),  # the kind before the name
    ("We present a network called EffectsNet to predict view-dependent specular effects.",
     "Predicting view-dependent specular effects"),  # ... and a naming cue
    ("We present EffectsNet, a network that predicts view-dependent specular effects from rays in very many "
     "diverse scenes.", None),  # more than eight words: a clause
    ("We present EffectsNet, a network that predicts an elliptic paraboloid to represent the glass rendering surface.",
     "Predicting an elliptic paraboloid to represent the glass rendering surface"),  # eight words, the article aside
    ("We present EffectsNet, a network that can effectively predict view-dependent specular effects.",
     "Predicting view-dependent specular effects"),  # `can` and the verb's own form
    ("We present EffectsNet, a network that predict view-dependent specular effects.", None),  # no `can`, no -s
    ("We present EffectsNet, a network that enables view-dependent specular effects on mobile devices.",
     "Enabling view-dependent specular effects on mobile devices"),  # what it makes possible
    ("We present EffectsNet, a network that encourages view-dependent specular effects.",
     "Encouraging view-dependent specular effects"),  # a verb of making, added in the thirty-second session
    ("We present EffectsNet, a network that computes the specular maps rendered by ray tracing.",
     None),  # cut at its means, the participle would dangle
    ("We present EffectsNet, a network that computes specular maps of glass, metal, and skin.",
     None),  # the comma cut a list
    ("We present EffectsNet, a network that computes specular maps, and it runs fast.",
     "Computing specular maps"),  # a clause after the comma, no list
    ("We present EffectsNet, a network that computes specular maps via sampling glass, metal, and skin.",
     "Computing specular maps"),  # the list is the means', after the deed ends
    ("We present EffectsNet, a network that builds upon view-dependent specular effects.", None),  # a phrasal verb
    ("We present EffectsNet, a network that performs view-dependent specular effects.", None),  # a light verb
    ("We present EffectsNet, a network that extends ray tracing to view-dependent specular effects.",
     "Extending ray tracing to view-dependent specular effects"),  # a verb added in the forty-second session
    ("We present EffectsNet, a network that steers ray tracing toward view-dependent specular effects.",
     "Steering ray tracing toward view-dependent specular effects"),
    ("We present EffectsNet, a network that treats view-dependent specular effects as noise.", None),  # `as` is cut
], ids=["that-verbs", "to-verb", "adverb", "means", "no-aim", "incorporates", "optimizes", "points-back", "result",
        "twice", "and", "field", "no-kind", "kind-before", "called", "long", "article-aside", "can-verb", "bare-verb", "enables",
        "encourages",
        "participle-before-by", "list-cut", "clause-after-comma", "list-after-means", "phrasal", "light-verb", "extends",
        "steers", "treats"])
def test_named_deed_reads_what_the_appositive_says_the_work_does(sentence, found):
    """`NAME: Gerund What`, from `NAME, a KIND that VERBs What` or `NAME, a KIND to VERB What`."""
    assert _deed(sentence) == found
    assert " ".join(named_deed(_doc(sentence), lambda i, j: True, _uses)) == (found or "")


@pytest.mark.parametrize("name, found", [
    ("Deep Specular Effects", None),  # the deed would say two of the name's words again
    ("Specular", None),  # the name itself again
    ("Glass Effects", "Extending specular effects to glass"),  # its words again, but not together
    ("EffectsNet", "Extending specular effects to glass"),
], ids=["name-pair-again", "name-again", "name-words-apart", "name-not-again"])
def test_a_deed_does_not_say_the_name_again(name, found):
    assert _deed(f"We present {name}, a network that extends specular effects to glass.", name=name) == found


@pytest.mark.parametrize("name, long", [("", ""), ("EffectsNet", "Effects Network")], ids=["unnamed", "spelled"])
def test_deed_needs_a_name_the_abstract_does_not_spell_out(name, long):
    """No name, or a name whose long form says what it is: no deed."""
    assert _deed("We present EffectsNet, a network that predicts view-dependent specular effects.", name=name,
                 long=long) is None



def _purpose(sentences: list[str], phrase: str) -> str | None:
    opening = "Neural networks benefit many graphics pipelines."  # a field: each word is common (FIELD)
    found = deed(document([opening, *sentences], "EffectsNet"), phrase.split(), lambda i, j: True, _uses)
    return " ".join(found) if found else None


@pytest.mark.parametrize("sentences, phrase, found", [
    (["We explore neural rendering for predicting view-dependent specular effects of glass.",
      "We propose EffectsNet, which frames it as an optimization task."], "Neural networks",
     "Predicting view-dependent specular effects of glass"),  # the sentence before the name says what it is for
    (["We propose EffectsNet to predict view-dependent specular effects of glass."], "Neural networks",
     "Predicting view-dependent specular effects of glass"),  # the name's own sentence
    (["We propose EffectsNet to predict view-dependent specular effects of glass."], "specular effects of glass",
     None),  # the phrase names the paper's own thing, not a field
    (["Existing methods to predict view-dependent specular effects of glass fail.",
      "We propose EffectsNet, which frames it as an optimization task."], "Neural networks",
     None),  # others' aim
    (["We propose EffectsNet to predict specular effects."], "Neural networks",
     None),  # two content words say too little
    (["We propose EffectsNet to predict view-dependent specular effects of glass."], "graphics pipelines",
     "Predicting view-dependent specular effects of glass"),  # background, though no field
], ids=["sentence-before", "own-sentence", "own-phrase", "others-aim", "too-little", "background"])
def test_a_named_paper_whose_phrase_is_background_or_a_field_takes_its_purpose(sentences, phrase, found):
    """`NAME: Gerund What` from what the sentence naming the work, or the one before, says it is for."""
    assert _purpose(sentences, phrase) == found


def _own(sentence: str, title: str = "Image-based rendering") -> str | None:
    found = deed(document([OPENING, sentence], ""), title.split(), lambda i, j: True, _uses)
    return " ".join(found) if found else None


@pytest.mark.parametrize("sentence, title, found", [
    ("We propose a novel method to select landmarks for image-based rendering.", "Image-based rendering",
     "Selecting landmarks for image-based rendering"),  # shares the phrase's words: keeps its topic
    ("We propose a novel method to select landmarks from point clouds.", "Image-based rendering",
     None),  # shares none: the topic would be lost
    ("We propose a novel method to select landmarks for image-based rendering.", "landmarks for image-based rendering",
     None),  # the phrase is the paper's own already
    ("We study a novel method to select landmarks for image-based rendering.", "Image-based rendering",
     None),  # `study` makes nothing
    ("We propose a novel method to select landmarks from point clouds.", "landmarks from point clouds",
     "Selecting landmarks from point clouds"),  # the paper's own phrase, a piece of what the work does
    ("We propose a novel method to select landmarks from point clouds.", "point clouds",
     "Selecting landmarks from point clouds"),
    ("We propose a novel method to select landmarks from point clouds.", "landmarks from noisy point clouds",
     None),  # says a word the deed does not
    ("We propose a novel method to select landmarks from point clouds.", "Selecting landmarks",
     None),  # a deed of its own
], ids=["shares", "shares-none", "own-phrase", "no-making-verb", "piece", "smaller-piece", "not-a-piece",
        "gerund-phrase"])
def test_deed_of_an_unnamed_paper_is_what_its_proposed_work_does(sentence, title, found):
    """`we propose a KIND to VERB What` leads an unnamed paper whose phrase is background, if What keeps its topic, or
    whose phrase names only a piece of What."""
    assert _own(sentence, title) == found


@pytest.mark.parametrize("title, needs", [
    ("Image-based rendering", True),  # the opening's phrase: background
    ("neural networks", True),  # a field, though the paper's own sentence writes it
    ("specular effects", False),  # the paper's own phrase
    ("specular effects for Image-based rendering", False),  # the first half decides
], ids=["background", "field", "own", "own-first-half"])
def test_needs_deed(title, needs):
    """The title phrase's first half stands first in background, or names a field."""
    doc = _doc("We present EffectsNet, a neural networks model that predicts specular effects.")
    assert needs_deed(doc, title.split(), _uses) is needs
