"""The name an abstract coins for its own work (generator/derive/names.py)."""

from __future__ import annotations

import pytest

from generator.derive.names import find_name
from generator.derive.prose import sentences_of

TERMS = frozenset({("UDA", "unsupervised domain adaptation"), ("MMD", "maximum mean discrepancy")})


@pytest.mark.parametrize(
    "text, without, with_terms",
    [
        ("We propose unsupervised domain adaptation (UDA) with learned anchors. UDA with anchors beats baselines.",
         "UDA", None),
        ("We introduce AnchorMix, a method for unsupervised domain adaptation (UDA) that mixes learned anchors. "
         "AnchorMix beats UDA baselines.", "AnchorMix", "AnchorMix"),
        ("We propose uniform domain alignment (UDA) with learned anchors. UDA with anchors beats baselines.",
         "UDA", "UDA"),
        ("Products of modalities are hard to fit. We learn the maps between them by proposing a novel MMD. "
         "The MMD aligns the clients.", "MMD", None),
    ],
    ids=["field-acronym-alone", "coined-name-beside-it", "same-letters-spelled-otherwise", "field-acronym-undefined"],
)
def test_the_fields_acronyms_name_no_paper(text, without, with_terms):
    """An acronym many abstracts define alike is the field's: never the paper's own name."""
    found = [find_name(sentences_of(text), text, terms) for terms in (frozenset(), TERMS)]
    assert [n.name if n else None for n in found] == [without, with_terms]
