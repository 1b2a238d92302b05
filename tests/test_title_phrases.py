"""The phrases a title is made of (generator/derive/title_phrases.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_model import load_model
from generator.derive.title_phrases import first_phrase, spans_phrases
from generator.derive.title_spans import document

SENTENCES = ["Gradient boosted trees remain a strong baseline for tabular data.",
             "We propose Quilt, a retrieval module that reads nearest rows."]


@pytest.mark.parametrize("name, phrases", [
    ("Quilt", [["gradient", "boosted", "trees"], ["retrieval", "module"]]),  # the name's sentence offered too
    ("", [["gradient", "boosted", "trees"]]),  # no name: the best span alone
], ids=["named", "unnamed"])
def test_spans_phrases_offer_the_names_sentence_to_the_judge(name, phrases):
    """After the best span comes the best span of a sentence that writes the paper's name, for the judge to weigh."""
    doc = document(SENTENCES, name)
    words = [w.lower() for w in doc.text]
    background = (words.index("gradient"), words.index("trees"))
    own = (words.index("retrieval"), words.index("module"))
    found = spans_phrases(doc, {}, [(3.0, *background), (2.5, *own)], background, [], load_model())
    assert [[w.lower() for w in phrase] for phrase in found] == phrases


@pytest.mark.parametrize("words, first", [
    ("retrieval module", True),
    ("problem of ranking rows", False),  # opens on a holder
], ids=["phrase", "holder"])
def test_first_phrase_tells_spans_that_can_open_a_title(words, first):
    """A title's first phrase says nothing twice and opens on no noun that only holds what follows."""
    doc = document([f"We study the {words} today."], "")
    lower = [w.lower() for w in doc.text]
    i = lower.index(words.split()[0])
    assert first_phrase(doc, i, i + len(words.split()) - 1, load_model()) is first
