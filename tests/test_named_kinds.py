import pytest

from generator.derive.named_kinds import named_kind_said

_FIRST = "Marmots are hard to fold. We present QZ, the first quilt folding approach for zephyr inference on marmots."
_DECODER = "Marmots nest in fields. We introduce QZ, a zephyr model with score-based tessel decoder."
_ELSEWHERE = "QZ: Alleviating the Marmot Constraint for Real-Time Zephyr Tessels"


@pytest.mark.parametrize("title, text, expected", [
    (_ELSEWHERE, _FIRST, "QZ: A Quilt Folding Approach for Zephyr Inference on Marmots"),
    ("QZ: A Quilt Method for Marmot Drift", "Marmots drift. We propose a new quilt method, QZ, that prevents marmot "
     "drift.", "QZ: A Quilt Method That Prevents Marmot Drift"),
    ("QZ: A Zephyr Model for Quilt Marmot Fields", _DECODER, "QZ: A Zephyr Model with Score-Based Tessel Decoder"),
    ("Marlin: Quilt Zephyr Folding of Tessel Meadows", "We present Marlin, a quilt method for zephyr inference on "
     "marmots.", "Marlin: A Quilt Method for Zephyr Inference on Marmots"),
    # a tail that spells the name or its long form out, a short tail, one the naming sentence says already
    ("QZF: Quilt Zephyr Folding for Real-Time Marmot Tessels", _FIRST.replace("QZ", "QZF"),
     "QZF: Quilt Zephyr Folding for Real-Time Marmot Tessels"),
    ("Marlin: Quilt Zephyr Folding of Tessel Meadows", "We present quilt zephyr folding (Marlin), a quilt method for "
     "zephyr inference on marmots.", "Marlin: Quilt Zephyr Folding of Tessel Meadows"),
    ("QZ: Alleviating the Marmot Constraint", _FIRST, "QZ: Alleviating the Marmot Constraint"),
    ("QZ: Folding Quilts for Zephyr Inference on Marmots", _FIRST,
     "QZ: Folding Quilts for Zephyr Inference on Marmots"),
    # others' work, not the paper's own sentence, a phrase that points back or too thin, a word said twice
    (_ELSEWHERE, _FIRST.replace("the first", "a popular"), _ELSEWHERE),
    (_ELSEWHERE, "Prior work built QZ, the first quilt folding approach for zephyr inference on marmots.", _ELSEWHERE),
    (_ELSEWHERE, "We present QZ, a quilt method for this issue of zephyr marmots.", _ELSEWHERE),
    (_ELSEWHERE, "We present QZ, a quilt method to fold marmots.", _ELSEWHERE),
    (_ELSEWHERE, "We present QZ, a quilt method for quilt folding on zephyr marmots.", _ELSEWHERE),
    (_ELSEWHERE, "We present QZ, a quilt method for ZM inference on marmots.", _ELSEWHERE),
    # a tail from elsewhere is not rebuilt from a relative clause; a same-kind tail's field, means or bare `for 3D` stay
    (_ELSEWHERE, "We present QZ, a quilt method that folds zephyr marmot tessels.", _ELSEWHERE),
    ("QZ: A Zephyr Model for Semi-Supervised Marmot Learning", _DECODER,
     "QZ: A Zephyr Model for Semi-Supervised Marmot Learning"),
    ("QZ: A Quilt Model for Zephyr Marmots", "We introduce QZ, a quilt model that leverages tessel seams.",
     "QZ: A Quilt Model for Zephyr Marmots"),
    ("QZ: A Quilt Model for 3D", "We introduce QZ, a quilt model with score-based tessel decoder.",
     "QZ: A Quilt Model for 3D"),
], ids=["read-elsewhere", "dropped-verb", "foreign-for", "one-capital-name", "spells-name", "long-form-before",
        "short-tail", "tail-said", "others-work", "not-own", "points-back", "too-thin", "word-twice", "added-acronym",
        "relative-elsewhere", "field-for", "means-for", "no-content-for"])
def test_named_kind_said(title, text, expected):
    assert named_kind_said(title, text) == expected
