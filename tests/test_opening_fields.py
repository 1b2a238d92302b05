"""The field an abstract opens on (generator/derive/opening_fields.py)."""

from __future__ import annotations

import pytest

from generator.derive.opening_fields import named_field, names_field_only, opening_field, written_field
from generator.derive.title_spans import document

VERBS = frozenset({"builds", "poses"})
OWN = "We propose a stochastic normalization that regularizes training."


@pytest.mark.parametrize("opening, field", [
    ("Collaborative filtering builds models from user feedback.", "Collaborative filtering"),
    ("Federated learning (FL) is popular on phones.", "Federated learning"),
    ("Fine-tuning pre-trained deep networks on a small dataset is an important step.",
     "Fine-tuning pre-trained deep networks"),  # a task, up to the phrase the verb follows
    ("Solving large stochastic programs in practice poses a challenge.", "Solving large stochastic programs"),
    ("Leveraging nearest neighbour retrieval for representation learning is common.", None),  # a tool's use
    ("Trading off exploration and exploitation in unknown worlds is key.", None),  # a list's `and`
    ("Fine-tuning networks on a small dataset is an important step.", None),  # two words: `task_ends` wants three
    ("Fine-tuning pre-trained deep networks on small data, as is common, is hard.", None),  # no verb right after
    ("Recent recommenders are biased.", None),
    ("Are camera poses necessary for multi-view modeling?", None),  # a question: its subject follows the verb
], ids=["subject", "acronym", "gerund-task", "gerund-task-verb", "use-verb", "list", "short", "comma", "time",
        "question"])
def test_opening_field_finds_the_first_sentences_subject(opening, field):
    """The subject of the first sentence's verb is its field, a gerund's task up to a preposition too."""
    doc = document([opening, OWN], "")
    span = opening_field(doc, VERBS)
    assert (" ".join(doc.text[span[0] : span[1] + 1]) if span else None) == field


@pytest.mark.parametrize("opening, named", [
    ("Large language models (LLMs) have grown.", True),
    ("Entropy regularization is a popular method in control.", False),  # a method the work improves on
    ("Classical speech recognizers have grown.", False),  # a judgement
    ("Recognizers have grown.", False),  # one word: the whole field
], ids=["field", "method", "judgement", "one-word"])
def test_named_field_tells_a_field_a_work_can_be_for(opening, named):
    """A field of two words or more that is not a method, a time or a judgement."""
    doc = document([opening, OWN], "")
    assert named_field(doc, opening_field(doc, VERBS)) is named


FIELDS = frozenset("node classification graph learning deep better fast reinforcement multi agent".split())


@pytest.mark.parametrize("opening, field", [
    ("Oversmoothing is a central problem in node classification.", "node classification"),
    ("Methods for node classification often oversmooth.", "node classification"),
    ("Oversmoothing hurts in node classification models.", None),  # the phrase runs on: a kind of model
    ("Oversmoothing is a central problem in deep learning.", None),  # the whole field
    ("Oversmoothing is a central problem in better classification.", None),  # a grade, not a field
    ("Oversmoothing is a central problem in node prediction.", None),  # `prediction`: no task's name here
    ("Oversmoothing is a central problem in graph classification (GC).", "graph classification"),
    ("Oversmoothing is a central problem in unseen classification.", None),  # a word few abstracts use
], ids=["after-in", "after-for", "runs-on", "whole-field", "grade", "no-task-head", "bracket-after", "rare-word"])
def test_written_field_finds_a_field_the_opening_writes(opening, field):
    """Two to four common words after `in` or `for` in the first sentence, ending on a task's name as the phrase ends."""
    doc = document([opening, OWN], "")
    span = written_field(doc, FIELDS)
    assert (" ".join(doc.lower[span[0] : span[1] + 1]) if span else None) == field


def test_written_field_reads_only_the_opening():
    """A later sentence turns to other work (`LLMs have succeeded in text generation`), so it gives no field."""
    doc = document(["Oversmoothing hurts.", "Others succeed in node classification.", OWN], "")
    assert written_field(doc, FIELDS) is None


@pytest.mark.parametrize("opening, name, title, only", [
    ("Kernel quilt regression is a classical method.", "", "Kernel Quilt Regression", True),
    ("Kernel quilt regression is a classical method.", "", "Kernel Quilt Regression for Finance", False),  # a link
    ("Kernel quilt regression is a classical method.", "", "Classical Kernel Quilt Regression Method", False),
    ("Kernel quilt regression is a classical method.", "", "Sharp Transition Asymptotics", False),  # words of later
    ("Kernel quilt regression is a classical method.", "KQR", "KQR: Kernel Quilt Regression", False),  # a name
], ids=["field", "linked", "five-words", "later-words", "named"])
def test_names_field_only_tells_a_title_of_the_opening_field_alone(opening, name, title, only):
    """No name, no link, at most four words, all from the first sentence."""
    doc = document([opening, OWN, "It shows a sharp transition in asymptotics."], name)
    assert names_field_only(doc, title) is only

