"""Which spans a title may be cut from around an acronym bracketed inside a phrase (span_features.spans)."""

from __future__ import annotations

import pytest

from generator.derive.span_features import spans
from generator.derive.title_features import columns
from generator.derive.title_spans import document, span_words

SENTENCE = "We propose quilted lattice samplers (QLS) updates for marmot graphs."
KIND = "We propose quilted lattice samplers (QLS) algorithms for marmot graphs."
BASED = "We propose quilted lattice samplers (QLS) based methods for marmot graphs."


def spans_of(sentence: str) -> set[str]:
    """Every span of one sentence a title may be cut from, as the words a title shows."""
    doc = document([sentence], "")
    return {" ".join(span_words(doc, int(i), int(j))) for i, j in spans(columns([doc]))}


@pytest.mark.parametrize("sentence, span, allowed", [
    (SENTENCE, "quilted lattice samplers updates for marmot graphs", True),  # through the brackets, the long form whole
    (SENTENCE, "quilted lattice samplers updates", True),
    (SENTENCE, "lattice samplers updates", False),  # it would cut the long form the acronym spells
    (SENTENCE, "quilted lattice samplers", True),  # before the brackets, as ever
    (KIND, "quilted lattice samplers algorithms", False),  # through them only to add a vague kind of work
    (KIND, "quilted lattice samplers algorithms for marmot graphs", True),
    (BASED, "quilted lattice samplers based methods", False),  # nor after `based`
], ids=["whole", "to-the-next-word", "long-form-cut", "before", "vague-kind", "kind-and-on", "based-kind"])
def test_a_span_may_run_through_an_acronyms_brackets(sentence, span, allowed):
    assert (span in spans_of(sentence)) is allowed


def test_a_span_shows_its_words_without_the_acronym():
    """The brackets a span runs through are not shown, and no span starts or ends on them."""
    found = spans_of(SENTENCE)
    assert not any("QLS" in span for span in found)
    assert "updates for marmot graphs" in found
