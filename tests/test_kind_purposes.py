import pytest

from generator.derive.kind_purposes import kind_purpose_said


@pytest.mark.parametrize("title, text, expected", [
    # A: the kind and its purpose before the naming cue
    ("QZ: Quilt Zephyr", "We propose a new tessel method for marmot alignment, called Quilt Zephyr (QZ).",
     "QZ: Quilt Zephyr for Marmot Alignment"),
    # B: right after a long form with a link, an appositive kind, a clause cut off, the kind after the bracket
    ("QZT: Quilt Zephyr with Tessels", "We introduce Quilt Zephyr with Tessels (QZT), the first algorithm for marmot "
     "alignment.", "QZT: Quilt Zephyr with Tessels for Marmot Alignment"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for tessel alignment that scales to marmots.",
     "QZ: Quilt Zephyr for Tessel Alignment"),
    ("QZ: Quilt Zephyr Method", "We present the Quilt Zephyr (QZ) method for tessel alignment.",
     "QZ: Quilt Zephyr Method for Tessel Alignment"),
    # C: `NAME is a KIND for X` where the name's own sentence says no purpose
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ). QZ is a method for tessel alignment.",
     "QZ: Quilt Zephyr for Tessel Alignment"),
    # an acronym the abstract defines is spelled out
    ("QZ: Quilt Zephyr", "Tessel marmots (TMs) drift. We present Quilt Zephyr (QZ), a method for aligning TMs.",
     "QZ: Quilt Zephyr for Aligning Tessel Marmots"),
    # refusals: the tail relates already, another long form, no own sentence, an undefined acronym, an aside
    ("QZ: Quilt Zephyr for Marmots", "We propose Quilt Zephyr (QZ), a method for tessel alignment.",
     "QZ: Quilt Zephyr for Marmots"),
    ("QZ: Quilt Zephyr", "We propose Tessel Marmot (QZ), a method for zephyr alignment.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "Quilt Zephyr (QZ), a method for tessel alignment, is fast.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for ZM alignment.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We propose Quilt Zephyr (QZ for short), which aligns marmots.", "QZ: Quilt Zephyr"),
    # a pointer back, a verb cut from its object, a bracket that cut the purpose, a second item, the tail again
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for this task.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for handling challenges via three aspects.",
     "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for quickly aligning to tessel drift.",
     "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for aligning a marmot model (MM) to tessels.",
     "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for marmot alignment and a tessel planner.",
     "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for quilt alignment.", "QZ: Quilt Zephyr"),
    # a relative clause says which indefinite noun
    ("QZ: Quilt Zephyr", "We present Quilt Zephyr (QZ), a method for aligning a marmot that drifts.",
     "QZ: Quilt Zephyr"),
    # a long tail: the kind's `for X` first, else name_purposes.py's readings (long_name_purposes.py)
    ("QZM: Quilt Zephyr Marmot Tessel Model", "We propose a tessel method for seam alignment, called the Quilt Zephyr "
     "Marmot Tessel Model (QZM), which captures marmot drift.",
     "QZM: Quilt Zephyr Marmot Tessel Model for Seam Alignment"),
    ("QZM: Quilt Zephyr Marmot Tessel Model", "We propose the Quilt Zephyr Marmot Tessel Model (QZM), which captures "
     "seam drift.", "QZM: Quilt Zephyr Marmot Tessel Model to Capture Seam Drift"),
], ids=["before-name", "after-linked-long-form", "cut-at-clause", "kind-after-bracket", "is-a-kind",
        "acronym-spelled", "tail-relates", "other-long-form", "no-own-sentence", "undefined-acronym", "aside",
        "points-back", "vague-deed", "verb-cut", "bracket-cut", "second-item", "tail-again", "relative-indefinite",
        "long-tail-kind-first", "long-tail-read-on"])
def test_kind_purpose_said(title, text, expected):
    assert kind_purpose_said(title, text) == expected
