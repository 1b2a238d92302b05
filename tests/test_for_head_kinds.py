import pytest

from generator.derive.for_head_kinds import field_name_kind_said

_KIND = "We propose QuiltZ, a marmot-free folding model. QuiltZ eases zephyr learning."


@pytest.mark.parametrize("title, text, expected", [
    ("QuiltZ for Zephyr Learning", _KIND, "QuiltZ: A Marmot-Free Folding Model for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We propose a marmot-free folding model, called QuiltZ, for zephyr learning.",
     "QuiltZ: A Marmot-Free Folding Model for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We present QuiltZ, the first model for tessel alignment of zephyr graphs.",
     "QuiltZ: A Model for Tessel Alignment of Zephyr Graphs"),
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a marmot-free variant of tessel folding. It eases zephyr "
     "learning.", "QuiltZ: A Marmot-Free Variant of Tessel Folding for Zephyr Learning"),
    # praise alone, a resource, others' work, the field again, a purpose that is no field
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a simple model for zephyr learning.",
     "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a marmot dataset generator for zephyr learning.",
     "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a standard folding model for zephyr learning.",
     "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a zephyr learning model.", "QuiltZ for Zephyr Learning"),
    ("QuiltZ for High Zephyr Loss", "We propose QuiltZ, a marmot-free folding model. It has high zephyr loss.",
     "QuiltZ for High Zephyr Loss"),
    # a kind `of` what it models, a complement that opens a list, a name also written lower-cased, not the paper's own
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a folding model of tessel marmots in zephyr learning.",
     "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "We present QuiltZ, a model for tessel alignment, marmot folding and zephyr "
     "graphs.", "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", _KIND + " Try quiltz.", "QuiltZ for Zephyr Learning"),
    ("QuiltZ for Zephyr Learning", "Later, the QuiltZ, a marmot-free folding model, eased zephyr learning.",
     "QuiltZ for Zephyr Learning"),
    ("QuiltZ: Tessels for Zephyr Learning", _KIND, "QuiltZ: Tessels for Zephyr Learning"),
], ids=["after-name", "before-name", "complement", "of-variant", "praise-only", "resource", "others", "field-again",
        "no-field", "of-models", "list", "lower-cased", "not-own", "colon"])
def test_named_kind_said(title, text, expected):
    assert field_name_kind_said(title, text) == expected
