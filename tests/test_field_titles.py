"""What a paper does in the field its title only names (generator/derive/field_titles.py)."""

from __future__ import annotations

import pytest

from generator.derive.field_titles import field_acronym, field_run_on
from generator.derive.title_model import load_model
from generator.derive.title_spans import document

OPENING = "Event sequences record clicks and trades."
FIELD = ("event", "sequences")


@pytest.mark.parametrize("sentence, span, words", [
    ("We propose a test for detecting outliers in event sequences.", "detecting outliers in event sequences",
     "detecting outliers in event sequences"),
    ("Others propose a test for detecting outliers in event sequences.", "detecting outliers in event sequences",
     None),
    ("We propose a new method for event sequences.", "new method for event sequences", None),  # says nothing more
    ("We study outliers in event sequences.", "in event sequences", None),  # opens on a link
    ("We propose a test for detecting outliers in event streams.", "detecting outliers in event streams", None),
], ids=["own-run-on", "background", "empty-words", "link-first", "field-not-written"])
def test_field_run_on_takes_a_span_the_papers_own_sentence_writes_around_the_field(sentence, span, words):
    """The paper's own sentence, the field's words in a row, two telling words more, no link first."""
    doc = document([OPENING, sentence], "")
    lower, size = span.split(), len(span.split())
    start = next(i for i in range(len(doc.lower)) if list(doc.lower[i : i + size]) == lower)
    found = field_run_on(doc, [(1.0, start, start + size - 1)], FIELD, load_model())
    assert (" ".join(found).lower() if found else None) == words


@pytest.mark.parametrize("opening, acronym", [
    ("Event sequences (ES) record clicks and trades.", ("es",)),
    ("Event sequences record clicks and trades.", ()),  # none defined
    ("Event streams (ES) record clicks and trades.", ()),  # defined for other words
    ("Sparse event sequences (SES) record clicks and trades.", ()),  # for more words than the field's
], ids=["defined", "undefined", "other-words", "longer-form"])
def test_field_acronym_is_the_one_the_abstract_defines_for_the_fields_words(opening, acronym):
    """A field's own sentences may write it only by the acronym the abstract defines for its very words."""
    assert field_acronym(document([opening, "We propose a test for ES."], ""), FIELD) == acronym
