"""The phrases a title is made of (generator/derive/title_phrases.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_model import load_model
from generator.derive.title_phrases import first_phrase, rivals_wanted, spans_phrases
from generator.derive.title_spans import document

SENTENCES = ["Gradient boosted trees remain a strong baseline for tabular data.",
             "We propose Quilt, a retrieval module that reads nearest rows."]


@pytest.mark.parametrize("name, phrases", [
    ("Quilt", [["gradient", "boosted", "trees"], ["retrieval", "module"]]),  # the name's sentence offered too
    ("", [["gradient", "boosted", "trees"]]),  # unnamed, a short phrase that names more than a field: alone
], ids=["named", "unnamed-short"])
def test_spans_phrases_offer_the_papers_own_sentence_to_the_judge(name, phrases):
    """After the best span comes the best span of a sentence that writes the paper's name, for the judge to weigh."""
    doc = document(SENTENCES, name)
    words = [w.lower() for w in doc.text]
    background = (words.index("gradient"), words.index("trees"))
    own = (words.index("retrieval"), words.index("module"))
    found = spans_phrases(doc, {}, [(3.0, *background), (2.5, *own)], background, [], load_model())
    assert [[w.lower() for w in phrase] for phrase in found] == phrases


@pytest.mark.parametrize("name, phrase, wanted", [
    ("Quilt", "Tabular Rows", True),  # a name leads: always
    ("", "Quilted Marmot Burrows", False),  # short, and names more than a field
    ("", "Graph Neural Networks", True),  # short, but only a field
    ("", "Quilted Marmot Burrows for Tabular Rows", True),  # longer than a short title
], ids=["named", "short-specific", "short-field", "long"])
def test_rivals_wanted_spares_short_phrases_that_name_more_than_a_field(name, phrase, wanted):
    """An unnamed paper's short, specific phrase is weighed against no rival: those rivals were poor more often."""
    doc = document(SENTENCES, name)
    assert rivals_wanted(doc, phrase.split(), load_model()) is wanted


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
